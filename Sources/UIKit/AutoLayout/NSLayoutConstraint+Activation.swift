import Foundation

extension NSLayoutConstraint {
    /// Traps with UIKit's messages for constraints UIKit refuses to make.
    static func validate(first: AnyObject, _ attr1: Attribute, second: AnyObject?, _ attr2: Attribute, multiplier: CGFloat) {
        let location = attr1.kind == .xAxis || attr1.kind == .yAxis
        if location && (second == nil || attr2 == .notAnAttribute || multiplier == 0) {
            fatalError("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'NSLayoutConstraint for \(first): A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.'")
        }
        guard second != nil, attr2 != .notAnAttribute else { return }
        let method = "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
        if location != (attr2.kind == .xAxis || attr2.kind == .yAxis) || attr1 == .notAnAttribute {
            fatalError("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '\(method)Invalid pairing of layout attributes'")
        }
        // Switches, not array literals: this runs for every constraint made.
        func directional(_ a: Attribute) -> Bool {
            switch a {
            case .leading, .trailing, .leadingMargin, .trailingMargin: true
            default: false
            }
        }
        func absolute(_ a: Attribute) -> Bool {
            switch a {
            case .left, .right, .leftMargin, .rightMargin: true
            default: false
            }
        }
        if (directional(attr1) && absolute(attr2)) || (absolute(attr1) && directional(attr2)) {
            fatalError("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '\(method)A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.'")
        }
    }

    /// `constant`'s setter: the engine moves the solution in place.
    func setConstant(_ value: CGFloat) {
        guard value != constantStorage else { return }
        constantStorage = value
        guard let engine = installedView?.autoLayoutStorage?.engine ?? engineOfItems else { return }
        engine.constantDidChange(self)
    }

    /// `priority`'s setter: traps when an active constraint would change between required and optional.
    func setPriority(_ value: UILayoutPriority) {
        guard value != priorityStorage else { return }
        if isActiveStorage, value.isRequired != priorityStorage.isRequired {
            fatalError("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(LayoutNumberFormat.text(CGFloat(value.rawValue))) and the existing priority was \(LayoutNumberFormat.text(CGFloat(priorityStorage.rawValue))).'")
        }
        priorityStorage = value
        (installedView?.autoLayoutStorage?.engine ?? engineOfItems)?.priorityDidChange(self)
    }

    /// The engine of the constraint's items, if it is in one.
    var engineOfItems: LayoutEngine? {
        guard engineRecord != nil, let view = firstValue.items.compactMap(LayoutTree.containerView(of:)).first else { return nil }
        return LayoutEngine.engine(for: view, create: false)
    }

    /// `isActive`'s setter: installs on the nearest common ancestor (trapping when there is none) or removes.
    func setActive(_ active: Bool) {
        guard active != isActiveStorage else { return }
        if active {
            guard let ancestor = LayoutTree.nearestCommonContainer(firstValue, secondValue) else {
                guard firstValue.item != nil || secondValue?.item != nil else { return }
                let second = secondAnchor.map { "\($0)" } ?? "nil"
                fatalError("*** Terminating app due to uncaught exception 'NSGenericException', reason: 'Unable to activate constraint with anchors \(firstAnchor) and \(second) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.'")
            }
            ancestor.install(self)
        } else {
            installedView?.uninstall(self)
        }
    }

    /// Calls `body` with each view (not guide) the constraint's two sides mention, in order.
    /// - Complexity: O(items), no allocation for plain anchors.
    func forEachView(_ body: (UIView) -> Void) {
        func visit(_ value: LayoutAnchorValue) {
            switch value {
            case .attribute(let weak, _): if let view = weak.object as? UIView { body(view) }
            case .offset(let from, let to): visit(from); visit(to)
            }
        }
        visit(firstValue)
        if let secondValue { visit(secondValue) }
    }

    /// Whether the engine made the constraint for its own purposes (autoresizing masks, layout guides,
    /// a stack view's `UISV-` arrangement): such constraints are broken only when no constraint of the
    /// app's is in a conflict (UIKit breaks the app's height, not `UISV-hiding`, when a hidden arranged
    /// view has a required height).
    var isEngineInternal: Bool { systemOwned || identifier?.hasPrefix("UISV-") == true }
}

extension UIView {
    /// Installs `constraint` on this view: listed in `constraints`, active, queued in the engine.
    /// - Complexity: O(1) amortized plus the engine lookup (O(depth)).
    func install(_ constraint: NSLayoutConstraint) {
        if let other = constraint.installedView, other !== self { other.uninstall(constraint) }
        let state = autoLayoutState
        state.installed.append(constraint)
        constraint.installedView = self
        constraint.isActiveStorage = true
        constraint.forEachView { view in
            view.markSubtreeUsesAutoLayout()
            if view.autoLayoutStorage == nil { _ = view.autoLayoutState }
        }
        let engine = state.engine ?? LayoutEngine.engine(for: self, create: true)
        if let engine {
            engine.enqueue(constraint)
            // The items' views get `updateConstraints` in the next update pass, before layout.
            constraint.forEachView { engine.registerForConstraintUpdate($0) }
            engine.registerForConstraintUpdate(self)
        }
        setNeedsLayout()
    }

    /// Removes `constraint` from this view and the engine.
    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let state = autoLayoutStorage, let index = state.installed.firstIndex(where: { $0 === constraint }) else { return }
        state.installed.remove(at: index)
        constraint.installedView = nil
        constraint.isActiveStorage = false
        if let engine = state.engine ?? LayoutEngine.engine(for: self, create: false) {
            engine.drop(constraint)
            engine.hasPendingWork = true
        }
        setNeedsLayout()
    }
}
