import Foundation

extension UIScrollView {
    /// Identifies a scroll observer registration (`addScrollObserver(_:)`), for
    /// `removeScrollObserver(_:)`. OpenUIKit addition.
    public struct ScrollObserverToken: Hashable, Sendable {
        /// The registration's number, unique per scroll view.
        let id: Int
    }
}
