import Foundation

/// Kinds of data a text view turns into links, with UIKit's raw values. Stored: OpenUIKit does not detect data.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates types from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Telephone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// URLs.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Calendar events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Shipment tracking numbers (iOS 10).
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers (iOS 10).
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Words to look up (iOS 10).
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
