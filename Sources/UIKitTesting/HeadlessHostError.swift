import Foundation

/// Errors of `HeadlessHost`'s file output.
public enum HeadlessHostError: Error, CustomStringConvertible {
    /// The frame could not be encoded as PNG for this file.
    case cannotEncode(URL)

    /// A message naming the file.
    public var description: String {
        switch self {
        case .cannotEncode(let url): return "OpenUIKit: cannot encode the screen as PNG for \(url.path)"
        }
    }
}
