import CoreGraphics
import Foundation

// Core Text's font manager functions, with Apple's names and argument order. Registered fonts become
// available to `UIFont(name:size:)`, `UIFont.familyNames` and every text UIKit draws.
//
// Deviation (Linux has no Core Foundation types): URLs are Foundation's `URL` (`CFURL` is an alias of it
// here) and errors are `NSError`s (`CFError` is an alias), so the usual
//
//     var error: Unmanaged<CFError>?
//     if !CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error) { print(error!.takeRetainedValue()) }
//
// compiles unchanged. The notification is a `Notification.Name` posted on `NotificationCenter.default`.

/// Posted on `NotificationCenter.default` after fonts were registered or unregistered, as Core Text's
/// `kCTFontManagerRegisteredFontsChangedNotification` (Apple's is a `CFString` for the local
/// `CFNotificationCenter`).
public let kCTFontManagerRegisteredFontsChangedNotification =
    Notification.Name("CTFontManagerFontChangedNotification")

/// Registers the fonts in the file at `fontURL` (every face of a TrueType or OpenType file or collection)
/// for the process, as `CTFontManagerRegisterFontsForURL(_:_:_:)`.
///
/// Fails, returning `false` and storing a retained error in `error` (domain
/// ``kCTFontManagerErrorDomain``, the failed URL under ``kCTFontManagerErrorFontURLsKey``, a failure
/// reason naming the file), when: the file is already registered (``CTFontManagerError/alreadyRegistered``),
/// another registered file has a face of the same PostScript name (``CTFontManagerError/duplicatedName``),
/// the file is missing (``CTFontManagerError/fileNotFound``), its data is not a font
/// (``CTFontManagerError/invalidFontData``), or the scope is `.none` or `.persistent`
/// (``CTFontManagerError/unsupportedScope``). The description is Apple's, "Could not register the font
/// file(s)".
/// - Complexity: O(file size) to read and check the font.
@discardableResult
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    if let failure = unsupported(scope) ?? ApplicationFontRegistry.shared.register(fileAt: fontURL) {
        error?.pointee = fontManagerError(failure, "Could not register the font file(s)", [kCTFontManagerErrorFontURLsKey: [fontURL]])
        return false
    }
    postRegisteredFontsChanged()
    return true
}

/// Unregisters the fonts of a file registered with `CTFontManagerRegisterFontsForURL(_:_:_:)`, as
/// `CTFontManagerUnregisterFontsForURL(_:_:_:)`. Fails with ``CTFontManagerError/notRegistered`` ("Could
/// not unregister the font file(s)") when the file is not registered.
/// - Complexity: O(registered files): fontconfig rescans the remaining ones on the next text layout.
@discardableResult
public func CTFontManagerUnregisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    if let failure = unsupported(scope) ?? ApplicationFontRegistry.shared.unregister(fileAt: fontURL) {
        error?.pointee = fontManagerError(failure, "Could not unregister the font file(s)", [kCTFontManagerErrorFontURLsKey: [fontURL]])
        return false
    }
    postRegisteredFontsChanged()
    return true
}

/// Registers a graphics font (made with `CGFont(_:)` from a data provider) for the process, as
/// `CTFontManagerRegisterGraphicsFont(_:_:)`.
///
/// As Apple documents, registering a font that is already registered, or one with the PostScript name of
/// a registered font, fails with ``CTFontManagerError/alreadyRegistered`` and Apple's description
/// "Could not register the CGFont '<CGFont (0x…): Name>'", the font under
/// ``kCTFontManagerErrorFailedCGFontKey``.
/// - Complexity: O(font size): the data is written to a private file that fontconfig reads.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    if let failure = ApplicationFontRegistry.shared.register(graphicsFont: font) {
        error?.pointee = fontManagerError(failure, "Could not register the CGFont '\(font)'", [kCTFontManagerErrorFailedCGFontKey: font])
        return false
    }
    postRegisteredFontsChanged()
    return true
}

/// Unregisters a graphics font, as `CTFontManagerUnregisterGraphicsFont(_:_:)`; fails with
/// ``CTFontManagerError/notRegistered`` when it is not registered.
@discardableResult
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    if let failure = ApplicationFontRegistry.shared.unregister(graphicsFont: font) {
        error?.pointee = fontManagerError(failure, "Could not unregister the CGFont '\(font)'", [kCTFontManagerErrorFailedCGFontKey: font])
        return false
    }
    postRegisteredFontsChanged()
    return true
}

/// The failure for scopes that register nothing here.
private func unsupported(_ scope: CTFontManagerScope) -> (CTFontManagerError, String)? {
    switch scope {
    case .process, .session: nil
    case .none, .persistent: (.unsupportedScope, "Fonts register for the process only on Linux (scope \(scope)).")
    }
}

/// A retained error in the font manager's domain.
private func fontManagerError(
    _ failure: (CTFontManagerError, String), _ description: String, _ info: [String: Any]
) -> Unmanaged<CFError> {
    var userInfo = info
    userInfo[NSLocalizedDescriptionKey] = description
    userInfo[NSLocalizedFailureReasonErrorKey] = failure.1
    return Unmanaged.passRetained(NSError(domain: kCTFontManagerErrorDomain, code: failure.0.rawValue, userInfo: userInfo))
}

private func postRegisteredFontsChanged() {
    NotificationCenter.default.post(name: kCTFontManagerRegisteredFontsChangedNotification, object: nil)
}
