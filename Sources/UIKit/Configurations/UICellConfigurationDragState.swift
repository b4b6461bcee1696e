/// A cell's drag state, with UIKit's raw values (none 0, lifting 1, dragging 2).
/// - Complexity: O(1) value type.
public enum UICellConfigurationDragState: Int, Hashable, Sendable {
    /// Not part of a drag.
    case none = 0
    /// Lifting at the start of a drag.
    case lifting = 1
    /// Being dragged.
    case dragging = 2
}
