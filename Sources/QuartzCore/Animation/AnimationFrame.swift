import Foundation

/// The animation work of one display refresh, exposed for hosts' diagnostics and the benchmarks. Not
/// public API.
@MainActor
@_spi(OpenUIKitHost)
public enum AnimationFrame {
    /// Evaluates every running animation at the current media time and writes the presentation values
    /// into the layers, then puts the model values back — what a frame does around compositing.
    /// - Complexity: O(animated layers × their animations).
    public static func evaluatePresentation() {
        AnimationEngine.applyPresentationValues()
        AnimationEngine.restoreModelValues()
    }

    /// The number of layers with attached animations.
    public static var animatedLayerCount: Int {
        AnimationEngine.entries.reduce(0) { $0 + ($1.layer.map { $0.animationEntries.isEmpty ? 0 : 1 } ?? 0) }
    }
}
