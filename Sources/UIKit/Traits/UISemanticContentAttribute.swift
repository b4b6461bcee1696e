/// How a view's content relates to the layout direction, with UIKit's raw values
/// (`UIView.semanticContentAttribute`): `.unspecified` follows the interface's direction; `.playback` (media
/// controls) and `.spatial` (directional controls such as a D-pad) always lay out left to right;
/// `.forceLeftToRight` and `.forceRightToLeft` force a direction.
/// - Complexity: O(1) value type.
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
    /// Follows the layout direction.
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Spatial controls: always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
