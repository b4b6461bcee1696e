import Foundation

/// One segment of a `UISegmentedControl`: a title or an image (or an action that gives them), whether
/// it is enabled, its fixed width (0: sized by the control) and its content offset. Not public API.
@MainActor
struct SegmentedControlSegment {
    var title: String?
    var image: UIImage?
    var action: UIAction?
    var isEnabled = true
    var width: CGFloat = 0
    var contentOffset: CGSize = .zero

    init(title: String? = nil, image: UIImage? = nil) {
        self.title = title
        self.image = image
    }

    /// A segment for an item of `init(items:)`: a `String` title or a `UIImage`; nil for anything else.
    init?(item: Any) {
        switch item {
        case let title as String: self.init(title: title)
        case let title as Substring: self.init(title: String(title))
        case let image as UIImage: self.init(image: image)
        default: return nil
        }
    }

    /// A segment for `action`: its image when it has one, else its title; `keeping` another segment's
    /// enabled state, width and offset.
    init(action: UIAction, keeping other: SegmentedControlSegment? = nil) {
        if let image = action.image { self.init(image: image) } else { self.init(title: action.title) }
        self.action = action
        if let other {
            isEnabled = other.isEnabled
            width = other.width
            contentOffset = other.contentOffset
        }
    }

    /// Shows `title` (and no image).
    mutating func setTitle(_ title: String?) {
        self.title = title
        image = nil
    }

    /// Shows `image` (and no title).
    mutating func setImage(_ image: UIImage?) {
        self.image = image
        title = nil
    }
}

/// The key of a segmented control's stored appearance images: one control state (backgrounds) or a
/// pair of the segments' states on both sides (dividers), with the bar metrics. Not public API.
struct SegmentedControlImageKey: Hashable {
    var state: UInt
    var rightState: UInt?
    var barMetrics: UIBarMetrics

    init(_ state: UIControl.State, _ rightState: UIControl.State? = nil, barMetrics: UIBarMetrics) {
        self.state = state.rawValue
        self.rightState = rightState?.rawValue
        self.barMetrics = barMetrics
    }
}
