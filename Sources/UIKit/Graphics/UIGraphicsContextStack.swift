import Foundation

/// One entry of UIKit's graphics context stack: a context plus, for image contexts, what
/// `UIGraphicsGetImageFromCurrentImageContext()` needs to make an image of it.
struct UIGraphicsContextEntry {
    /// The context drawing goes to.
    let context: CGContext
    /// For contexts opened by `UIGraphicsBeginImageContextWithOptions`, the image scale; `nil` for pushed
    /// contexts.
    let imageScale: CGFloat?
}

/// UIKit's stack of current graphics contexts, one per thread as on iOS (where `UIGraphicsPushContext`,
/// `UIGraphicsGetCurrentContext` and friends "may be called from any thread of your app").
///
/// The stack lives in the thread's dictionary, so drawing on a background thread never sees the main
/// thread's contexts.
final class UIGraphicsContextStack {
    private static let key = "OpenUIKit.UIGraphicsContextStack"

    /// The entries, bottom first.
    var entries: [UIGraphicsContextEntry] = []

    /// The calling thread's stack (created on first use).
    static var current: UIGraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? UIGraphicsContextStack { return stack }
        let stack = UIGraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    /// Pushes `entry`.
    func push(_ entry: UIGraphicsContextEntry) { entries.append(entry) }

    /// Pops the top entry; does nothing on an empty stack (iOS logs and ignores an unbalanced pop).
    @discardableResult
    func pop() -> UIGraphicsContextEntry? { entries.popLast() }

    /// The top entry.
    var top: UIGraphicsContextEntry? { entries.last }
}

/// Returns the current graphics context: the top of the calling thread's UIKit context stack, or `nil` when
/// nothing is drawing. Parity: as on iOS, views and `UIGraphicsImageRenderer` push a context before they
/// call your drawing code, and the function may be called from any thread (each thread has its own stack).
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.current.top?.context
}

/// Makes `context` the current graphics context until the matching `UIGraphicsPopContext()`.
/// Parity: UIKit's per-thread context stack; may be called from any thread.
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.current.push(UIGraphicsContextEntry(context: context, imageScale: nil))
}

/// Removes the current graphics context from the top of the stack, restoring the previous one.
/// An unbalanced call does nothing (iOS logs a warning). May be called from any thread.
public func UIGraphicsPopContext() {
    UIGraphicsContextStack.current.pop()
}
