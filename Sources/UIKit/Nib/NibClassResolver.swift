import Foundation
import InterfaceBuilder

/// Finds the class to create for a document's object: UIKit's class for the element name, or the
/// `customClass` looked up by module-qualified name with the Swift runtime (`_typeByName`, which finds
/// Swift classes on Linux as `Module.Class`).
///
/// Modules tried, in order: the `customModule` the document names (unless the provider is `target`),
/// the module of the code that opened the nib or storyboard (its `#fileID`: the app target, which is what
/// `customModuleProvider="target"` means), the modules of the owner and of classes found before, then
/// `customModule` anyway. So a document copied from an Xcode project, whose `customModule` is that
/// project's target name, finds the app's classes without edits. Not public API.
@MainActor
enum NibClassResolver {
    /// Modules that held classes documents named, most recent first.
    private static var knownModules: [String] = []
    private static var cache: [String: AnyClass] = [:]

    /// UIKit's classes by element name.
    static let elementClasses: [String: AnyClass] = [
        "view": UIView.self, "containerView": UIView.self, "label": UILabel.self, "button": UIButton.self,
        "imageView": UIImageView.self, "stackView": UIStackView.self, "scrollView": UIScrollView.self,
        "collectionView": UICollectionView.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self, "tableView": UITableView.self,
        "tableViewCell": UITableViewCell.self, "tableViewHeaderFooterView": UITableViewHeaderFooterView.self,
        "switch": UISwitch.self, "slider": UISlider.self, "stepper": UIStepper.self, "control": UIControl.self,
        "segmentedControl": UISegmentedControl.self,
        "refreshControl": UIRefreshControl.self, "window": UIWindow.self,
        "viewController": UIViewController.self, "tableViewController": UITableViewController.self,
        "collectionViewController": UICollectionViewController.self, "navigationController": UINavigationController.self,
        "tabBarController": UITabBarController.self, "splitViewController": UISplitViewController.self, "textField": UITextField.self, "textView": UITextView.self,
        "tapGestureRecognizer": UITapGestureRecognizer.self, "panGestureRecognizer": UIPanGestureRecognizer.self,
        "longPressGestureRecognizer": UILongPressGestureRecognizer.self, "pinchGestureRecognizer": UIPinchGestureRecognizer.self,
        "rotationGestureRecognizer": UIRotationGestureRecognizer.self, "swipeGestureRecognizer": UISwipeGestureRecognizer.self,
        "collectionViewFlowLayout": UICollectionViewFlowLayout.self,
    ]

    /// The module part of a `#fileID` (`Gallery/Scenes/X.swift` → `Gallery`).
    static func module(ofFileID fileID: String) -> String? {
        fileID.split(separator: "/").first.map(String.init)
    }

    /// The module of `object`'s class.
    static func module(of object: AnyObject) -> String? {
        String(reflecting: type(of: object)).split(separator: ".").first.map(String.init)
    }

    /// The class for `object`: its `customClass` when one of the candidate modules has it (and it is a
    /// subclass of the element's class), else the element's UIKit class, else nil.
    static func resolve(_ object: IBObject, callerModule: String?, ownerModule: String?) -> (cls: AnyClass?, missingCustomClass: String?) {
        let base: AnyClass? = elementClasses[object.elementName]
        guard let custom = object.customClass else { return (base, nil) }
        if let uiKit = NSClassFromUIKit(custom) { return (uiKit, nil) }
        var modules: [String] = []
        if let module = object.customModule, object.customModuleProvider != "target" { modules.append(module) }
        if let callerModule { modules.append(callerModule) }
        if let ownerModule { modules.append(ownerModule) }
        modules += knownModules
        if let module = object.customModule { modules.append(module) }
        for module in modules {
            let name = module + "." + custom
            if let cached = cache[name] { return (cached, nil) }
            guard let found = _typeByName(name) as? AnyClass else { continue }
            if let base, !isSubclass(found, of: base) { continue }
            cache[name] = found
            if !knownModules.contains(module) { knownModules.insert(module, at: 0) }
            return (found, nil)
        }
        return (base, custom)
    }

    /// UIKit's own classes by their Objective-C names (`UIResponder`, `UICollectionViewCell`).
    static func NSClassFromUIKit(_ name: String) -> AnyClass? {
        guard name.hasPrefix("UI") || name.hasPrefix("NS") else { return nil }
        return _typeByName("UIKit." + name) as? AnyClass
    }

    static func isSubclass(_ cls: AnyClass, of base: AnyClass) -> Bool {
        var current: AnyClass? = cls
        while let c = current {
            if c == base { return true }
            current = _getSuperclass(c)
        }
        return false
    }
}
