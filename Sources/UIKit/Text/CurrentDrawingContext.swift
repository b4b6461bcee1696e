import Foundation

/// The stack of graphics contexts that UIKit's drawing functions (string drawing here) draw into:
/// the top is the current context.
///
/// `UIGraphicsGetCurrentContext()`, `UIGraphicsPushContext(_:)` and `UIGraphicsPopContext()` are
/// meant to be built on this stack, so that `"text".draw(at:)` inside `draw(_:)` or a
/// `UIGraphicsImageRenderer` block finds the context. Thread-safe; one stack for the process.
enum DrawingContextStack {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var contexts: [CGContext] = []

    /// Makes `context` the current context.
    static func push(_ context: CGContext) {
        lock.lock()
        defer { lock.unlock() }
        contexts.append(context)
    }

    /// Restores the context that was current before the last `push`; does nothing on an empty stack.
    static func pop() {
        lock.lock()
        defer { lock.unlock() }
        _ = contexts.popLast()
    }

    /// The current context, if any.
    static var current: CGContext? {
        lock.lock()
        defer { lock.unlock() }
        return contexts.last
    }
}

/// The context string drawing draws into: the top of `DrawingContextStack` (nil: drawing does nothing,
/// as on iOS without a current context).
func currentDrawingContext() -> CGContext? {
    DrawingContextStack.current
}
