import Foundation

/// The error domain of font registration errors: `com.apple.CoreText.CTFontManagerErrorDomain`, as on
/// Apple platforms, so code that compares domains keeps working.
public let kCTFontManagerErrorDomain = "com.apple.CoreText.CTFontManagerErrorDomain"

/// The `userInfo` key of a registration error whose value is an array of the file URLs that failed.
public let kCTFontManagerErrorFontURLsKey = "CTFontManagerErrorFontURLs"

/// The `userInfo` key of a graphics-font registration error whose value is the `CGFont` that failed.
public let kCTFontManagerErrorFailedCGFontKey = "CTFailedCGFont"

/// The codes of font registration errors, as Core Text's `CTFontManagerError` (the raw values are
/// Apple's, `kCTFontManagerErrorAlreadyRegistered` is `.alreadyRegistered` = 105 and so on).
public enum CTFontManagerError: Int, Sendable {
    /// The file does not exist.
    case fileNotFound = 101
    /// The file cannot be read.
    case insufficientPermissions = 102
    /// The file is not in a font format.
    case unrecognizedFormat = 103
    /// The file is a font file whose data is unusable.
    case invalidFontData = 104
    /// The file, or a font with the same PostScript name, is already registered.
    case alreadyRegistered = 105
    /// Too many fonts.
    case exceededResourceLimit = 106
    /// An asset is missing.
    case assetNotFound = 107
    /// Unregistering a file or font that is not registered.
    case notRegistered = 201
    /// The font is in use.
    case inUse = 202
    /// The font is required by the system.
    case systemRequired = 203
    /// Registration failed for another reason.
    case registrationFailed = 301
    /// An entitlement is missing.
    case missingEntitlement = 302
    /// Not enough information to register.
    case insufficientInfo = 303
    /// The user cancelled.
    case cancelledByUser = 304
    /// A different file with a font of the same PostScript name is already registered.
    case duplicatedName = 305
    /// The path is not valid.
    case invalidFilePath = 306
    /// The scope is not supported (see ``CTFontManagerScope``).
    case unsupportedScope = 307
}
