/// The configuration state of a cell: the view states plus editing, expanded, swiped, reordering,
/// drag and drop states, and custom states.
///
/// Parity: UIKit's `UICellConfigurationState` (iOS 14), every flag false and both drag and drop states
/// `.none` by default. Add custom states by overriding the cell's `configurationState` getter (call super,
/// then set keys through the subscript).
/// - Complexity: O(1) reads and writes; custom states are one dictionary lookup.
nonisolated public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// The cell's trait collection.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted (touched down).
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is focused.
    public var isFocused = false
    /// Whether the cell is pinned (for pinned supplementary views).
    public var isPinned = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell's outline item is expanded.
    public var isExpanded = false
    /// Whether the cell shows its swipe actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// The drag state.
    public var cellDragState: UICellConfigurationDragState = .none
    /// The drop state.
    public var cellDropState: UICellConfigurationDropState = .none
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Creates a state with the given traits, every flag false.
    /// - Complexity: O(1).
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// A custom state value; setting nil removes it.
    /// - Complexity: O(1) expected.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
