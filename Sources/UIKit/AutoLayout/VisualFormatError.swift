import Foundation

/// A visual format the parser could not read: UIKit's reason and where it stopped. Not public API.
struct VisualFormatError: Error, Equatable {
    /// The reason, as UIKit words it.
    let reason: String
    /// The format, or nil for the errors UIKit reports without one (empty or non-ASCII formats).
    let format: String?
    /// The index of the character the parser stopped at (where the caret goes).
    let position: Int

    /// An error at `position` of `format`.
    init(reason: String, format: String, position: Int) {
        self.reason = reason
        self.format = format
        self.position = position
    }

    /// An error about the format as a whole (UIKit prints no format or caret for these).
    init(plainReason: String) {
        reason = plainReason
        format = nil
        position = 0
    }

    /// UIKit's exception reason: `Unable to parse constraint format: \n<reason> \n<format> \n    ^`
    /// with the caret under the failing character.
    var message: String {
        guard let format else { return "Unable to parse constraint format: " + reason }
        return "Unable to parse constraint format: \n\(reason) \n\(format) \n" + String(repeating: " ", count: position) + "^"
    }
}
