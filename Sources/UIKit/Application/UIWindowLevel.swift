import Foundation

extension UIWindow {
    /// A window's position in the stacking of windows, with UIKit's values.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level value; higher levels are in front.
        public var rawValue: CGFloat
        /// Creates a level.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a level.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// 0: app windows.
        public static let normal = Level(0)
        /// 1000: the status bar.
        public static let statusBar = Level(1000)
        /// 2000: alerts.
        public static let alert = Level(2000)

        /// Orders levels by value.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
