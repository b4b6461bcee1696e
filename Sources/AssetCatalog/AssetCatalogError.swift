import Foundation

/// A problem in an asset catalog: the file (usually a `Contents.json`), the 1-based line (0 when the problem
/// concerns the whole file, such as an unreadable one) and what is wrong, as Xcode's asset compiler names it.
///
/// `description` reads `path:line: message`, the form compilers and editors recognise.
public struct AssetCatalogError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file with the problem.
    public let file: URL
    /// The 1-based line of the problem, or 0 for the whole file.
    public let line: Int
    /// What is wrong.
    public let message: String

    /// Creates an error for `file` at `line`.
    public init(file: URL, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `path:line: message` (`path: message` for whole-file problems).
    public var description: String {
        line > 0 ? "\(file.path):\(line): \(message)" : "\(file.path): \(message)"
    }
}
