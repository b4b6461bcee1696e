import Foundation

/// One entry of an object's `<connections>`: an outlet, an outlet collection, a target-action or a segue.
public enum IBConnection: Sendable, Equatable {
    /// `<outlet property destination id>`: set `property` of the containing object to `destination`.
    case outlet(property: String, destination: String, line: Int)
    /// `<outletCollection property destination appends="YES">`: append `destination` to the array `property`.
    case outletCollection(property: String, destination: String, line: Int)
    /// `<action selector destination eventType>`: the containing object (a control or gesture recognizer)
    /// sends `selector` to `destination` on `eventType` (nil for gesture recognizers).
    case action(selector: String, destination: String, eventType: String?, line: Int)
    /// `<segue>`.
    case segue(IBSegue)
}
