import Foundation

/// Foundation's protocol behind `observe(_:options:changeHandler:)`: every `NSObject` adopts it, and the
/// key paths that can be observed are provided by constrained extensions (`UIScrollView`'s
/// `contentOffset`, `contentSize`, `contentInset`, `bounds`, `zoomScale`). OpenUIKit declares it because
/// Foundation on Linux does not.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}
