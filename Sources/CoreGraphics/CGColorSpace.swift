import Foundation

/// A colour space. OpenUIKit renders in sRGB; the device-RGB, generic-grey and extended spaces are kept as
/// names so colours round-trip their components, and all convert to sRGB when drawn.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// The colour model of a colour space.
    public enum Model: Int32, Sendable {
        /// Greyscale: one component plus alpha.
        case monochrome = 0
        /// RGB: three components plus alpha.
        case rgb = 1
    }

    /// The space's name, one of the `CGColorSpace` name constants.
    public let name: String?
    /// The colour model.
    public let model: Model

    /// The number of colour components, not counting alpha.
    public var numberOfComponents: Int { model == .rgb ? 3 : 1 }

    /// Creates a named colour space; `nil` for names OpenUIKit does not know.
    public init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.displayP3, CGColorSpace.genericRGBLinear:
            self.model = .rgb
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.extendedGray, CGColorSpace.linearGray:
            self.model = .monochrome
        default:
            return nil
        }
        self.name = name
    }

    private init(name: String, model: Model) {
        self.name = name
        self.model = model
    }

    /// sRGB, the space every colour is drawn in.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Extended-range sRGB, the space of `UIColor`'s RGB initialisers on iOS 10 and later.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// Display P3; drawn as sRGB (documented deviation: no gamut conversion).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Linear RGB; drawn as sRGB (documented deviation).
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// Grey with gamma 2.2.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Extended-range grey, the space of `UIColor(white:alpha:)`.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// Linear grey.
    public static let linearGray = "kCGColorSpaceLinearGray"

    /// The shared device-RGB space (sRGB here), as `CGColorSpaceCreateDeviceRGB()` gives.
    public static let deviceRGBSpace = CGColorSpace(name: CGColorSpace.sRGB, model: .rgb)
    /// The shared device-grey space.
    public static let deviceGraySpace = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2, model: .monochrome)

    /// Spaces compare by name and model.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.model == rhs.model
    }

    /// Hashes the name and model.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }

    /// The space's name.
    public var description: String { "<CGColorSpace \(name ?? "unnamed")>" }
}

/// The device-RGB colour space (sRGB in OpenUIKit).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGBSpace }

/// The device-grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGraySpace }
