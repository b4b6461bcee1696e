import Foundation
import Dispatch

/// Whether the caller runs on the main queue (the main actor's executor).
///
/// `Thread.isMainThread` is not enough: when a process calls `dispatchMain()` (Swift Testing on Linux does),
/// the main queue is drained by a worker thread. A queue-specific key set on the main queue identifies it
/// whichever thread drains it.
enum MainQueueDetection {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// True on the main queue.
    static var isMainQueue: Bool { DispatchQueue.getSpecific(key: key) == true || Thread.isMainThread }
}
