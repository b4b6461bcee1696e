import Foundation

/// How long and for whom a font registration lasts, as Core Text's `CTFontManagerScope`.
///
/// OpenUIKit registers fonts for the calling process: `.process` and `.session` (a login session is one
/// process's lifetime here) register, `.none` and `.persistent` fail with
/// ``CTFontManagerError/unsupportedScope`` (nothing outlives the process on Linux).
public enum CTFontManagerScope: UInt32, Sendable {
    /// No scope: registration fails (as on Apple platforms, this scope registers nothing).
    case none = 0
    /// The font is available to the registering process until it exits or unregisters it.
    case process = 1
    /// Persistent registration across processes: unsupported here.
    case persistent = 2
    /// The font is available for the user's session: here, the process's lifetime.
    case session = 3

    /// Apple's older name for `.persistent`.
    public static var user: CTFontManagerScope { .persistent }
}
