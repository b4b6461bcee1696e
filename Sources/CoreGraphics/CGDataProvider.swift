import Foundation

/// An immutable source of bytes for images, as `CGDataProvider`.
///
/// OpenUIKit providers hold their bytes in memory (`Data`); file and URL providers read the whole file
/// when created.
public final class CGDataProvider: Sendable {
    /// The provider's bytes.
    let bytes: Data

    /// Creates a provider over `data`, as `CGDataProvider(data:)`.
    ///
    /// Deviation: Apple's initialiser takes a `CFData`; OpenUIKit takes Foundation's `Data`.
    public init(data: Data) { bytes = data }

    /// Creates a provider with the contents of a file URL, or `nil` when it cannot be read (missing file,
    /// a directory, no permission, or a non-file URL).
    public convenience init?(url: URL) {
        guard url.isFileURL, let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }

    /// Creates a provider with the contents of the file at `filename`, or `nil` when it cannot be read.
    public convenience init?(filename: String) {
        guard let data = FileManager.default.contents(atPath: filename) else { return nil }
        self.init(data: data)
    }

    /// A copy of the provider's bytes, as `CGDataProvider.data` (`Data` instead of `CFData`).
    public var data: Data? { bytes }
}
