import Foundation
import InterfaceBuilder

// Outlets, outlet collections, actions, triggered segues, constraints and runtime attributes: the steps
// after every object of the document exists.

extension NibInstantiator {
    func object(for id: String, line: Int, what: String) -> AnyObject {
        guard let object = objectsByID[id] else {
            fatalError("\(location(line)): \(what) names object '\(id)', which the document does not define")
        }
        return object
    }

    // MARK: Connections

    func connect(_ connection: IBConnection, from source: AnyObject) {
        switch connection {
        case .outlet(let property, let destination, let line):
            if destination == "-2" || (objectsByID[destination] == nil && owner == nil && destination == "-1") { return }
            let target = object(for: destination, line: line, what: "outlet '\(property)'")
            setOutlet(property, of: source, to: target, appending: false, line: line)
        case .outletCollection(let property, let destination, let line):
            let target = object(for: destination, line: line, what: "outlet collection '\(property)'")
            setOutlet(property, of: source, to: target, appending: true, line: line)
        case .action(let selector, let destination, let eventType, let line):
            connectAction(selector, from: source, to: destination, eventType: eventType, line: line)
        case .segue(let segue):
            // Relationship segues are installed by the storyboard once the container exists.
            if segue.kind != "relationship" { connectSegue(segue, from: source) }
        }
    }

    func setOutlet(_ property: String, of source: AnyObject, to target: AnyObject, appending: Bool, line: Int) {
        if appending, property == "gestureRecognizers", let view = source as? UIView, let recognizer = target as? UIGestureRecognizer {
            view.addGestureRecognizer(recognizer)
            return
        }
        if !appending, let responder = source as? UIResponder {
            responder.setValue(target, forKey: property)
            return
        }
        if !appending, property == "delegate", let recognizer = source as? UIGestureRecognizer {
            recognizer.delegate = target as? any UIGestureRecognizerDelegate
            return
        }
        guard let slot = OutletLookup.slot(named: property, in: source) else {
            fatalError("\(location(line)): [<\(NibKeyValueCoding.describe(source))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property). Declare it `@Outlet var \(property)` (OpenUIKit's replacement for @IBOutlet).")
        }
        guard slot.connect(target, appending: appending) else {
            fatalError("\(location(line)): outlet '\(property)' of \(String(reflecting: type(of: source))) is a \(slot.valueTypeName), which cannot hold a \(String(reflecting: type(of: target)))")
        }
    }

    func connectAction(_ selector: String, from source: AnyObject, to destination: String, eventType: String?, line: Int) {
        let events = eventType.flatMap { NibValueContext.controlEvents[$0] } ?? .primaryActionTriggered
        if destination == "-2" {
            // First Responder: the responder chain decides when the event happens.
            switch source {
            case let control as UIControl:
                control.addTarget(nil, action: { control, event in
                    _ = NibActionLookup.sendUpResponderChain(selector, from: control, sender: control, event: event)
                }, for: events)
            case let recognizer as UIGestureRecognizer:
                _ = recognizer.addAction { recognizer in
                    _ = NibActionLookup.sendUpResponderChain(selector, from: recognizer.view, sender: recognizer, event: nil)
                }
            default: break
            }
            return
        }
        if destination == "-1" && owner == nil { return }
        let target = object(for: destination, line: line, what: "action '\(selector)'")
        guard let action = NibActionLookup.action(selector, of: target) else {
            fatalError("\(location(line)): action '\(selector)' connects to \(String(reflecting: type(of: target))), which lists no action '\(selector)': make it a UINibActionTarget whose nibActions include UINibAction(\"\(selector)\", …)")
        }
        let className = String(reflecting: type(of: target))
        let fire: @MainActor (AnyObject?, Any?, UIEvent?) -> Void = { target, sender, event in
            guard let target else { return }
            if !action.invoke(target, sender, event) {
                fatalError("-[\(className) \(selector)]: unrecognized selector sent to instance: the method does not take a \(sender.map { "\(type(of: $0))" } ?? "nil") sender")
            }
        }
        switch source {
        case let control as UIControl:
            control.addTarget(target, action: { [weak target] control, event in fire(target, control, event) }, for: events)
        case let recognizer as UIGestureRecognizer:
            _ = recognizer.addAction { [weak target] recognizer in fire(target, recognizer, nil) }
        case let item as UIBarButtonItem:
            item.performSetAction(target: target) { [weak target] item in fire(target, item, nil) }
        default:
            fatalError("\(location(line)): action '\(selector)' comes from a \(type(of: source)), which sends no actions; expected a control, a bar button item or a gesture recognizer")
        }
    }

    // MARK: Runtime attributes

    func runtimeValue(_ value: IBRuntimeAttribute.Value) -> Any? {
        switch value {
        case .number(let n): n
        case .string(let s), .localizedString(let s): s
        case .boolean(let b): b
        case .point(let p): p
        case .size(let s): s
        case .rect(let r): r
        case .range(let location, let length): NSRange(location: location, length: length)
        case .color(let c): context.color(c)
        case .image(let name): context.image(named: name, catalog: nil)
        case .nil: nil
        }
    }

    func apply(_ attributes: [IBRuntimeAttribute], to target: AnyObject) {
        for attribute in attributes {
            guard let responder = target as? UIResponder else {
                fatalError("\(location(attribute.line)): runtime attribute '\(attribute.keyPath)' on a \(type(of: target)); OpenUIKit sets runtime attributes on views and view controllers")
            }
            responder.setValue(runtimeValue(attribute.value), forKeyPath: attribute.keyPath)
        }
    }

    // MARK: Constraints

    func layoutItem(_ id: String, line: Int) -> (item: AnyObject, legacy: (view: UIView, isTop: Bool)?) {
        // Views first: most items are views (ids are unique, so the order finds the same item).
        if let view = objectsByID[id] as? UIView { return (view, nil) }
        if let guide = guidesByID[id] { return (guide, nil) }
        if !legacyGuides.isEmpty, let legacy = legacyGuides[id] { return (legacy.view.safeAreaLayoutGuide, legacy) }
        fatalError("\(location(line)): constraint item '\(id)' is not a view or layout guide of the document")
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` for items already
    /// known to be objects: the same checks and constraint, without bridging the items through `Any`.
    static func constraint(_ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                           _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute,
                           multiplier: CGFloat, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint.validate(first: first, firstAttribute, second: second, secondAttribute, multiplier: multiplier)
        var secondValue: LayoutAnchorValue?
        if let second, secondAttribute != .notAnAttribute { secondValue = .attribute(WeakLayoutItem(object: second), secondAttribute) }
        return NSLayoutConstraint(first: .attribute(WeakLayoutItem(object: first), firstAttribute), relation: relation, second: secondValue,
                                  multiplier: secondValue == nil ? 1 : multiplier, constant: constant)
    }

    /// Activates the constraints collected while building, in document order, leaving out placeholders.
    func activateConstraints() {
        guard !pendingConstraints.isEmpty else { return }
        var constraints: [NSLayoutConstraint] = []
        constraints.reserveCapacity(pendingConstraints.count)
        for (holder, c) in pendingConstraints {
            var firstAttribute = NibValueContext.layoutAttributes[c.firstAttribute] ?? .notAnAttribute
            var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
            if let name = c.secondAttribute { secondAttribute = NibValueContext.layoutAttributes[name] ?? .notAnAttribute }
            let first: AnyObject
            if let id = c.firstItem {
                let resolved = layoutItem(id, line: c.line)
                first = resolved.item
                // A top guide's bottom is the safe area's top; a bottom guide's top its bottom.
                if let legacy = resolved.legacy { firstAttribute = legacy.isTop ? .top : .bottom }
            } else {
                first = holder
            }
            var second: AnyObject?
            if let id = c.secondItem {
                let resolved = layoutItem(id, line: c.line)
                second = resolved.item
                if let legacy = resolved.legacy { secondAttribute = legacy.isTop ? .top : .bottom }
            }
            var constant = CGFloat(c.constant)
            if c.isSymbolic && c.constant == 0, second is UIView, (second as? UIView) !== (first as? UIView)?.superview { constant = 8 }
            let relation: NSLayoutConstraint.Relation = c.relation == "lessThanOrEqual" ? .lessThanOrEqual : c.relation == "greaterThanOrEqual" ? .greaterThanOrEqual : .equal
            let constraint = Self.constraint(first, firstAttribute, relation, second, second == nil ? .notAnAttribute : secondAttribute,
                                             multiplier: CGFloat(c.multiplier), constant: constant)
            if c.priority != 1000 { constraint.priority = UILayoutPriority(Float(c.priority)) }
            constraint.identifier = c.identifier
            if !variationsByHolder.isEmpty, let variations = variationsByHolder[ObjectIdentifier(holder)], variations.variedConstraints.contains(c.id) {
                variations.constraints[c.id] = constraint   // activated by the variations for the current size classes
                continue
            }
            constraints.append(constraint)
        }
        pendingConstraints.removeAll()
        NSLayoutConstraint.activate(constraints)
    }
}
