/// The state of a view for configuration purposes: traits, disabled, highlighted, selected, focused,
/// pinned and custom states.
///
/// Parity: UIKit's `UIViewConfigurationState` (iOS 14; `isPinned` iOS 15). All flags default to false.
/// - Complexity: O(1) reads and writes; custom states are one dictionary lookup.
nonisolated public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    /// The view's trait collection.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted (touched down).
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view is focused.
    public var isFocused = false
    /// Whether the view (a pinned header or footer) is pinned to the visible bounds.
    public var isPinned = false
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Creates a state with the given traits and every flag false.
    /// - Complexity: O(1).
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// A custom state value; setting nil removes it.
    /// - Complexity: O(1) expected.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
