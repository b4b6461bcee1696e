import Foundation

/// A time interval in seconds, as Core Foundation's `CFTimeInterval` (Foundation on Linux lacks it).
public typealias CFTimeInterval = Double
