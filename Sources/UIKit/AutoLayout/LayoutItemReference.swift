import Foundation

/// What Auto Layout's objects (anchors, constraints, engine items, layout guides' owners) hold for a view
/// or layout guide instead of a `weak` reference, as UIKit's anchors and constraints do not retain their
/// items. Not public API.
///
/// A Swift `weak` reference gives its target a side table, after which every retain and release of the
/// target takes the runtime's slow path, and each load is an atomic side-table operation; views are
/// retained and released all the time, so that cost spread over all of UIKit. One reference object per
/// view (per guide) is made on first use and kept by it; its pointer is not retained and is cleared by the
/// view's (guide's) `deinit`, so it never dangles: after the item is gone it reads nil, as `weak` did.
/// `@unchecked Sendable` only so that the views' and guides' nonisolated `deinit` can clear it; it is used on
/// the main actor, where those objects live and die.
/// - Complexity: O(1) loads (a plain pointer read and a retain).
final class LayoutItemReference: @unchecked Sendable {
    /// The view, while it exists (cleared in `UIView.deinit`).
    nonisolated(unsafe) unowned(unsafe) var view: UIView?
    /// The layout guide, while it exists (cleared in `UILayoutGuide.deinit`).
    nonisolated(unsafe) unowned(unsafe) var guide: UILayoutGuide?
    /// Any other object a constraint was made with (UIKit accepts only views and guides; such objects are
    /// rare, so a plain weak reference keeps them).
    weak var other: AnyObject?

    init(view: UIView) { self.view = view }
    init(guide: UILayoutGuide) { self.guide = guide }
    init(other: AnyObject) { self.other = other }

    /// The item (view, guide or other object), or nil once it deinitialised.
    var object: AnyObject? {
        if let view { return view }
        if let guide { return guide }
        return other
    }

    /// The reference of `object`: the view's or guide's own, else a new one for another object.
    @MainActor static func of(_ object: AnyObject) -> LayoutItemReference {
        if let view = object as? UIView { return view.layoutItemReference }
        if let guide = object as? UILayoutGuide { return guide.layoutItemReference }
        return LayoutItemReference(other: object)
    }
}

extension UIView {
    /// The view's `LayoutItemReference`, made on first use.
    var layoutItemReference: LayoutItemReference {
        if let reference = layoutItemReferenceStorage { return reference }
        let reference = LayoutItemReference(view: self)
        layoutItemReferenceStorage = reference
        return reference
    }
}

extension UILayoutGuide {
    /// The guide's `LayoutItemReference`, made on first use.
    var layoutItemReference: LayoutItemReference {
        if let reference = layoutItemReferenceStorage { return reference }
        let reference = LayoutItemReference(guide: self)
        layoutItemReferenceStorage = reference
        return reference
    }
}
