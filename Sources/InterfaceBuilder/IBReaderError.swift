import Foundation

/// Why an Interface Builder document could not be read: the file, the line (from `XMLParser.lineNumber`,
/// 1-based; 0 when the document is empty) and what was expected there.
///
/// The reader never traps on bad input: malformed XML, truncated files, unknown document types, missing
/// or unparsable attributes all end up here. `description` reads `File.xib:12: expected …`, the form
/// compilers use, so UIKit's traps and test failures point at the offending line.
public struct IBReaderError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The document's file name (or the name given to the reader for in-memory data).
    public var file: String
    /// The 1-based line of the offending element (0 when there is no line, as for empty data).
    public var line: Int
    /// What was wrong and what was expected.
    public var message: String

    /// Creates an error at `line` of `file`.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`.
    public var description: String { "\(file):\(line): \(message)" }
}
