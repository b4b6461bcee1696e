import Foundation

// MARK: - Self-sizing through constraints

extension UICollectionReusableView {
    /// Whether constraints inside `view` place its content (a subview has installed constraints or an
    /// engine item), so fitting should ask the engine rather than `sizeThatFits(_:)`.
    /// - Complexity: O(1) for views outside Auto Layout; O(subviews) otherwise.
    static func usesConstraints(_ view: UIView) -> Bool {
        guard view.subtreeUsesAutoLayout else { return false }
        if let state = view.autoLayoutStorage, !state.installed.isEmpty || state.engineChildCount > 0 { return true }
        return view.subviewStorage.contains { $0.subtreeUsesAutoLayout }
    }

    /// The fitting priorities UIKit's layouts ask self-sizing views with: the cross axis fixed
    /// (`.required`) and the scroll axis free (`.fittingSizeLevel`) in compositional layouts and lists,
    /// both axes free for a flow layout's `estimatedItemSize`.
    var selfSizingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        var ancestor = superview
        while let v = ancestor, !(v is UICollectionView) { ancestor = v.superview }
        guard let collection = ancestor as? UICollectionView else { return (.required, .fittingSizeLevel) }
        if collection.collectionViewLayout is UICollectionViewFlowLayout { return (.fittingSizeLevel, .fittingSizeLevel) }
        if let compositional = collection.collectionViewLayout as? UICollectionViewCompositionalLayout,
           compositional.configuration.scrollDirection == .horizontal {
            return (.fittingSizeLevel, .required)
        }
        return (.required, .fittingSizeLevel)
    }

    /// The size `view`'s constraints give it for `size` at the layout's fitting priorities (nil when no
    /// constraints place its content), with `insets` (space the cell keeps around the view) added.
    func constraintFittingSize(of view: UIView, for size: CGSize, horizontalInset: CGFloat = 0) -> CGSize? {
        guard UICollectionReusableView.usesConstraints(view) else { return nil }
        let priorities = selfSizingPriorities
        let target = CGSize(width: max(0, size.width - horizontalInset), height: size.height)
        let fitted = view.systemLayoutSizeFitting(target, withHorizontalFittingPriority: priorities.horizontal,
                                                  verticalFittingPriority: priorities.vertical)
        let width = priorities.horizontal == .required ? size.width : fitted.width + horizontalInset
        let height = priorities.vertical == .required ? size.height : fitted.height
        return CGSize(width: width, height: height)
    }
}
