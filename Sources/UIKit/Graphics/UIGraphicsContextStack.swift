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
/// The stack is a POSIX thread-specific value (created on first use, released when the thread exits), so
/// drawing on a background thread never sees the main thread's contexts, and finding the stack costs one
/// `pthread_getspecific` (every view's drawing pushes and pops a context).
final class UIGraphicsContextStack {
    /// The thread-specific key, made once; its destructor releases a finished thread's stack.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<UIGraphicsContextStack>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// The entries, bottom first.
    var entries: [UIGraphicsContextEntry] = []

    /// The calling thread's stack (created on first use).
    /// - Complexity: O(1).
    static var current: UIGraphicsContextStack {
        let key = Self.key
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<UIGraphicsContextStack>.fromOpaque(pointer).takeUnretainedValue()
        }
        let stack = UIGraphicsContextStack()
        pthread_setspecific(key, Unmanaged.passRetained(stack).toOpaque())
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
