import Foundation

extension UIView {
    /// The identifier of a view's keyboard layout guide (shown in constraint descriptions).
    static let keyboardLayoutGuideIdentifier = "UIViewKeyboardLayoutGuide"

    /// The view's keyboard guide, made on first use: left, right and bottom at the view's edges, top at
    /// the safe area's bottom (see `UIKeyboardLayoutGuide`).
    /// - Complexity: O(layout guides) to find it.
    var keyboardLayoutGuideImplementation: UIKeyboardLayoutGuide {
        if let guide = layoutGuides.first(where: { $0 is UIKeyboardLayoutGuide && $0.identifier == UIView.keyboardLayoutGuideIdentifier }),
           let keyboard = guide as? UIKeyboardLayoutGuide {
            return keyboard
        }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = UIView.keyboardLayoutGuideIdentifier
        addLayoutGuide(guide)
        guide.autoLayoutConstraintsToOwner = keyboardGuideConstraints(guide)
        return guide
    }

    /// The constraints that place `guide` on this view: left, right, top, bottom.
    func keyboardGuideConstraints(_ guide: UIKeyboardLayoutGuide) -> [NSLayoutConstraint] {
        let list = [
            guide.leftAnchor.constraint(equalTo: leftAnchor),
            guide.rightAnchor.constraint(equalTo: rightAnchor),
            keyboardGuideTopConstraint(guide),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor),
        ]
        for (constraint, edge) in zip(list, ["left", "right", "top", "bottom"]) {
            constraint.systemOwned = true
            constraint.identifier = "UIKeyboardLayoutGuide-" + edge
        }
        return list
    }

    /// The guide's top: at the safe area's bottom, or (without `usesBottomSafeArea`) at the view's bottom.
    func keyboardGuideTopConstraint(_ guide: UIKeyboardLayoutGuide) -> NSLayoutConstraint {
        let top = guide.usesBottomSafeArea ? guide.topAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor)
            : guide.topAnchor.constraint(equalTo: bottomAnchor)
        top.systemOwned = true
        top.identifier = "UIKeyboardLayoutGuide-top"
        return top
    }
}

extension UIKeyboardLayoutGuide {
    /// Moves the top edge between the safe area's bottom and the view's bottom.
    func keyboardGuideTopDidChange() {
        guard let owner = owningView, autoLayoutConstraintsToOwner.count == 4 else { return }
        let old = autoLayoutConstraintsToOwner[2]
        let new = owner.keyboardGuideTopConstraint(self)
        autoLayoutConstraintsToOwner[2] = new
        if let engine {
            engine.drop(old)
            engine.enqueue(new)
        }
        owner.setNeedsLayout()
    }
}
