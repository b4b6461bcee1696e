import Foundation

/// Core Foundation's error type. Linux has no Core Foundation types in Swift, so Core Text's functions
/// report `NSError`s (toll-free bridged with `CFError` on Apple platforms): `Unmanaged<CFError>?`
/// out-parameters and `error.takeRetainedValue()` compile unchanged.
public typealias CFError = NSError

/// Core Foundation's URL type: Foundation's `URL` here, so `url as CFURL` compiles unchanged.
public typealias CFURL = URL
