import Foundation
import InterfaceBuilder

/// A view's size-class variations from its document (`<variation key="heightClass=compact">` …, Xcode's
/// "Vary for Traits"), applied for the view's current horizontal and vertical size classes and again
/// whenever they change: the constraints and subviews the variations' masks name are installed or
/// removed, and varied fonts and colours take the matching variation's value. Until the view is in a
/// window its size classes are unspecified, which is the `default` (any, any) configuration. Not public
/// API.
@MainActor
final class NibSizeClassVariations {
    let object: IBObject
    let context: NibValueContext
    weak var view: UIView?
    /// The constraints the masks name, by document id (built, activated only while installed).
    var constraints: [String: NSLayoutConstraint] = [:]
    /// The subviews the masks name, in document order with their index among the document's subviews.
    var subviews: [(id: String, index: Int, view: UIView)] = []
    /// Every document subview's index among the document's subviews, for putting one back in place.
    var documentOrder: [ObjectIdentifier: Int] = [:]
    /// Ids of constraints that depend on size classes.
    let variedConstraints: Set<String>
    let variedSubviews: Set<String>
    /// Keys of properties some variation overrides.
    let variedProperties: [String]

    init(object: IBObject, view: UIView, context: NibValueContext) {
        self.object = object
        self.view = view
        self.context = context
        variedConstraints = object.variedReferences(in: "constraints")
        variedSubviews = object.variedReferences(in: "subviews")
        var keys: [String] = []
        for variation in object.variations { for (key, _) in variation.properties where !keys.contains(key) { keys.append(key) } }
        variedProperties = keys
    }

    static func sizeClass(_ value: UIUserInterfaceSizeClass) -> IBVariation.SizeClass? {
        switch value {
        case .compact: .compact
        case .regular: .regular
        default: nil
        }
    }

    /// Applies the configuration for `traits`, then follows size-class changes.
    func start() {
        guard let view else { return }
        update(for: view.traitCollection)
        view.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { [self] (changed: UIView, _) in
            self.update(for: changed.traitCollection)
        }
    }

    /// Installs what the matching variations install, removes the rest, sets varied properties.
    /// - Complexity: O(varied constraints + varied subviews + varied properties) × variations.
    func update(for traits: UITraitCollection) {
        guard let view else { return }
        let width = Self.sizeClass(traits.horizontalSizeClass)
        let height = Self.sizeClass(traits.verticalSizeClass)
        for entry in subviews {
            let installed = object.isInstalled(entry.id, in: "subviews", width: width, height: height)
            if installed, entry.view.superview !== view {
                // Back at its document position: below the first installed subview that follows it.
                if let next = view.subviews.first(where: { (documentOrder[ObjectIdentifier($0)] ?? -1) > entry.index }) {
                    view.insertSubview(entry.view, belowSubview: next)
                } else {
                    view.addSubview(entry.view)
                }
            } else if !installed, entry.view.superview === view {
                entry.view.removeFromSuperview()
            }
        }
        var activate: [NSLayoutConstraint] = []
        var deactivate: [NSLayoutConstraint] = []
        for (id, constraint) in constraints {
            let installed = object.isInstalled(id, in: "constraints", width: width, height: height)
            // A constraint whose views are not in the hierarchy stays inactive.
            let itemsInstalled = [constraint.firstItem, constraint.secondItem].allSatisfy { item in
                guard let itemView = item as? UIView else { return true }
                return itemView === view || itemView.isDescendant(of: view)
            }
            if installed && itemsInstalled { if !constraint.isActive { activate.append(constraint) } } else if constraint.isActive { deactivate.append(constraint) }
        }
        NSLayoutConstraint.deactivate(deactivate)
        NSLayoutConstraint.activate(activate)
        for key in variedProperties {
            guard let value = object.property(key, width: width, height: height) else { continue }
            apply(key, value, to: view)
        }
    }

    /// Sets a varied font or colour.
    func apply(_ key: String, _ value: IBValue, to view: UIView) {
        switch (key, value) {
        case ("fontDescription", .font(let description)):
            let font = context.font(description)
            switch view {
            case let label as UILabel: label.font = font
            case let button as UIButton: button.titleLabel?.font = font
            case let field as UITextField: field.font = font
            case let textView as UITextView: textView.font = font
            default: break
            }
        case ("textColor", .color(let c)):
            let color = context.color(c)
            switch view {
            case let label as UILabel: label.textColor = color
            case let field as UITextField: field.textColor = color
            case let textView as UITextView: textView.textColor = color
            default: break
            }
        case ("backgroundColor", .color(let c)): view.backgroundColor = context.color(c)
        case ("tintColor", .color(let c)): view.tintColor = context.color(c)
        case ("frame", .rect(let frame)) where view.translatesAutoresizingMaskIntoConstraints: view.frame = frame
        default: break
        }
    }
}
