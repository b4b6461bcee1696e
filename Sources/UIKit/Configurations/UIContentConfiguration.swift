/// A description of a view's content that makes a content view and adapts to state.
///
/// Parity: UIKit's `UIContentConfiguration` (iOS 14). `makeContentView()` builds a fresh view showing this
/// configuration; `updated(for:)` returns a copy with the state's defaults applied.
/// - Complexity: Conformers decide; the system types are O(1) to update.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// Creates a new content view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// Returns a copy of this configuration adapted to `state`.
    func updated(for state: any UIConfigurationState) -> Self
}
