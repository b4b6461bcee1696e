/// The state a configuration is resolved against: the trait collection plus any custom states.
///
/// Parity: UIKit's `UIConfigurationState` protocol (iOS 14). Configurations receive it in
/// `updated(for:)` and read what they know (`UICellConfigurationState` for cells).
/// - Complexity: Conformers are small value types; reads are O(1) (custom states: one hash lookup).
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// Creates a state with the given traits and no other state set.
    init(traitCollection: UITraitCollection)
    /// The trait collection of the view the state describes.
    var traitCollection: UITraitCollection { get set }
    /// A custom state value; nil when unset.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
