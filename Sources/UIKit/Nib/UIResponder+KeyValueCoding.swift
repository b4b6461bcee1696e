@_spi(OpenUIKitBackend) import QuartzCore
import Foundation

// Key-value coding for what nibs set: outlets, outlet collections and user-defined runtime attributes.
// Linux's Foundation has no key-value coding, so UIKit answers the keys documents use for its own
// classes here (by Objective-C property name and by Swift name: `hidden` and `isHidden`), finds
// `@Outlet` properties with `Mirror`, and traps for anything else with iOS's NSUnknownKeyException text.

extension UIResponder {
    func performSetValue(_ value: Any?, forKey key: String) {
        if NibKeyValueCoding.setUIKitValue(value, forKey: key, on: self) { return }
        if let slot = OutletLookup.slot(named: key, in: self) {
            guard slot.connect(value, appending: false) else {
                fatalError("[<\(NibKeyValueCoding.describe(self))> setValue:forKey:]: the value for the key \(key) is a \(value.map { "\(type(of: $0))" } ?? "nil"), which the outlet's type \(slot.valueTypeName) cannot hold.")
            }
            return
        }
        setValue(value, forUndefinedKey: key)
    }

    func performSetValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let head = String(keyPath[..<dot])
        let rest = String(keyPath[keyPath.index(after: dot)...])
        if head == "layer", let view = self as? UIView {
            guard NibKeyValueCoding.setLayerValue(value, forKey: rest, on: view.layer) else {
                fatalError("[<\(type(of: view.layer)) \(NibKeyValueCoding.address(view.layer))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(rest).")
            }
            return
        }
        guard let next = NibKeyValueCoding.uiKitValue(forKey: head, on: self) else { return setValue(value, forUndefinedKey: head) }
        next.setValue(value, forKeyPath: rest)
    }

    func performSetValue(_ value: Any?, forUndefinedKey key: String) {
        fatalError("[<\(NibKeyValueCoding.describe(self))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).")
    }
}

/// The UIKit keys nib loading sets, by class.
@MainActor
enum NibKeyValueCoding {
    static func address(_ object: AnyObject) -> String { "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16) }
    static func describe(_ object: AnyObject) -> String { "\(String(reflecting: type(of: object))) \(address(object))" }

    static func cgFloat(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as Bool: v ? 1 : 0
        default: nil
        }
    }

    static func bool(_ value: Any?) -> Bool? {
        switch value {
        case let v as Bool: v
        case let v as Double: v != 0
        case let v as Int: v != 0
        default: nil
        }
    }

    static func image(_ value: Any?) -> UIImage? {
        if let image = value as? UIImage { return image }
        if let name = value as? String { return UIImage(named: name) ?? UIImage(systemName: name) }
        return nil
    }

    /// Intermediate objects of key paths (`contentView.backgroundColor`, `titleLabel.font`).
    static func uiKitValue(forKey key: String, on object: UIResponder) -> UIResponder? {
        switch (object, key) {
        case (let cell as UICollectionViewCell, "contentView"): cell.contentView
        case (let cell as UITableViewCell, "contentView"): cell.contentView
        case (let cell as UITableViewCell, "textLabel"): cell.textLabel
        case (let cell as UITableViewCell, "detailTextLabel"): cell.detailTextLabel
        case (let button as UIButton, "titleLabel"): button.titleLabel
        case (let button as UIButton, "imageView"): button.imageView
        case (let controller as UIViewController, "view"): controller.view
        default: nil
        }
    }

    /// Sets one of `layer`'s keys; false for keys a layer does not have.
    static func setLayerValue(_ value: Any?, forKey key: String, on layer: CALayer) -> Bool {
        switch key {
        case "cornerRadius": layer.cornerRadius = cgFloat(value) ?? 0
        case "borderWidth": layer.borderWidth = cgFloat(value) ?? 0
        case "borderColor": layer.borderColor = (value as? UIColor)?.cgColor
        case "shadowColor": layer.shadowColor = (value as? UIColor)?.cgColor
        case "masksToBounds": layer.masksToBounds = bool(value) ?? false
        case "shadowOpacity": layer.shadowOpacity = Float(cgFloat(value) ?? 0)
        case "shadowRadius": layer.shadowRadius = cgFloat(value) ?? 0
        case "shadowOffset": layer.shadowOffset = value as? CGSize ?? .zero
        case "opacity": layer.opacity = Float(cgFloat(value) ?? 1)
        case "zPosition": layer.zPosition = cgFloat(value) ?? 0
        default: return false
        }
        return true
    }

    /// Sets a UIKit property of `object` for `key`; false when UIKit has no such key for its class.
    static func setUIKitValue(_ value: Any?, forKey key: String, on object: UIResponder) -> Bool {
        if let view = object as? UIView, setViewValue(value, forKey: key, on: view) { return true }
        if let controller = object as? UIViewController {
            switch key {
            case "view": controller.view = value as? UIView
            case "title": controller.title = value as? String
            default: return false
            }
            return true
        }
        return false
    }

    private static func setViewValue(_ value: Any?, forKey key: String, on view: UIView) -> Bool {
        switch key {
        case "backgroundColor": view.backgroundColor = value as? UIColor; return true
        case "tintColor": view.tintColor = value as? UIColor; return true
        case "alpha": view.alpha = cgFloat(value) ?? 1; return true
        case "hidden", "isHidden": view.isHidden = bool(value) ?? false; return true
        case "tag": view.tag = Int(cgFloat(value) ?? 0); return true
        case "clipsToBounds": view.clipsToBounds = bool(value) ?? false; return true
        case "userInteractionEnabled", "isUserInteractionEnabled": view.isUserInteractionEnabled = bool(value) ?? true; return true
        case "opaque", "isOpaque": view.isOpaque = bool(value) ?? true; return true
        case "translatesAutoresizingMaskIntoConstraints": view.translatesAutoresizingMaskIntoConstraints = bool(value) ?? true; return true
        case "frame": if let rect = value as? CGRect { view.frame = rect; return true }
        case "gestureRecognizers":
            // An outlet collection appends one recognizer at a time (see `NibInstantiator.connect`).
            if let recognizer = value as? UIGestureRecognizer { view.addGestureRecognizer(recognizer); return true }
        default: break
        }
        switch view {
        case let label as UILabel:
            switch key {
            case "text": label.text = value as? String
            case "textColor": label.textColor = value as? UIColor
            case "font": if let font = value as? UIFont { label.font = font }
            case "numberOfLines": label.numberOfLines = Int(cgFloat(value) ?? 1)
            case "highlightedTextColor": label.highlightedTextColor = value as? UIColor
            case "enabled", "isEnabled": label.isEnabled = bool(value) ?? true
            default: return false
            }
        case let imageView as UIImageView:
            switch key {
            case "image": imageView.image = image(value)
            case "highlightedImage": imageView.highlightedImage = image(value)
            default: return false
            }
        case let tableView as UITableView:
            switch key {
            case "dataSource": tableView.dataSource = value as? any UITableViewDataSource
            case "delegate": tableView.delegate = value as? any UIScrollViewDelegate
            case "prefetchDataSource": tableView.prefetchDataSource = value as? any UITableViewDataSourcePrefetching
            default: return false
            }
        case let collectionView as UICollectionView:
            switch key {
            case "dataSource": collectionView.dataSource = value as? any UICollectionViewDataSource
            case "delegate": collectionView.delegate = value as? any UIScrollViewDelegate
            case "prefetchDataSource": collectionView.prefetchDataSource = value as? any UICollectionViewDataSourcePrefetching
            default: return false
            }
        case let scrollView as UIScrollView:
            switch key {
            case "delegate": scrollView.delegate = value as? any UIScrollViewDelegate
            case "contentSize": scrollView.contentSize = value as? CGSize ?? .zero
            default: return false
            }
        case let control as UIControl:
            switch (control, key) {
            case (_, "enabled"), (_, "isEnabled"): control.isEnabled = bool(value) ?? true
            case (_, "selected"), (_, "isSelected"): control.isSelected = bool(value) ?? false
            case (let toggle as UISwitch, "on"), (let toggle as UISwitch, "isOn"): toggle.isOn = bool(value) ?? false
            case (let slider as UISlider, "value"): slider.value = Float(cgFloat(value) ?? 0)
            case (let stepper as UIStepper, "value"): stepper.value = Double(cgFloat(value) ?? 0)
            default: return false
            }
        default:
            return false
        }
        return true
    }
}
