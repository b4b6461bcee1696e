import Foundation

/// The meaning of a text control's content, for AutoFill (iOS 10), as UIKit's `UITextContentType`.
/// Stored: OpenUIKit has no AutoFill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The identifier string.
    public let rawValue: String
    /// Creates a content type from its identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a content type from its identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = UITextContentType("name")
    /// A given name.
    public static let givenName = UITextContentType("given-name")
    /// A family name.
    public static let familyName = UITextContentType("family-name")
    /// An email address.
    public static let emailAddress = UITextContentType("email")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType("tel")
    /// A URL.
    public static let URL = UITextContentType("url")
    /// A user name (iOS 11).
    public static let username = UITextContentType("username")
    /// A password (iOS 11).
    public static let password = UITextContentType("password")
    /// A new password (iOS 12).
    public static let newPassword = UITextContentType("new-password")
    /// A one-time code (iOS 12).
    public static let oneTimeCode = UITextContentType("one-time-code")
    /// A street address line.
    public static let fullStreetAddress = UITextContentType("street-address")
    /// A postal code.
    public static let postalCode = UITextContentType("postal-code")
    /// A city.
    public static let addressCity = UITextContentType("address-level2")
    /// An organisation name.
    public static let organizationName = UITextContentType("organization")
}
