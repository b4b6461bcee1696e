import Foundation

/// One colour of a colour set: components in a colour space, or a reference to a platform colour
/// (`"platform": "ios", "reference": "systemBlueColor"`, which Xcode writes for system colours).
public struct AssetColor: Equatable, Sendable {
    /// The colour spaces Xcode writes (`"color-space"`).
    public enum ColorSpace: String, Sendable {
        case sRGB = "srgb"
        case extendedSRGB = "extended-srgb"
        case extendedLinearSRGB = "extended-linear-srgb"
        case displayP3 = "display-p3"
        case grayGamma22 = "gray-gamma-22"
        case extendedGray = "extended-gray"

        /// Whether the space has one grey component (`white`) instead of red, green and blue.
        public var isGray: Bool { self == .grayGamma22 || self == .extendedGray }
    }

    /// The colour space (sRGB for platform references).
    public let colorSpace: ColorSpace
    /// Red, green and blue, or a grey space's white, as written (0...1 after 8-bit and hex values are divided
    /// by 255; extended spaces may go outside 0...1).
    public let components: [Double]
    /// Alpha, 0...1.
    public let alpha: Double
    /// The platform colour a reference names (`systemBlueColor`, `labelColor`), nil for component colours.
    public let platformReference: String?

    /// A component colour.
    public init(colorSpace: ColorSpace, components: [Double], alpha: Double) {
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        platformReference = nil
    }

    /// A reference to a platform colour (drawn as that colour; its components here are transparent black).
    public init(platformReference: String) {
        colorSpace = .sRGB
        components = [0, 0, 0]
        alpha = 0
        self.platformReference = platformReference
    }

    /// The colour in extended sRGB (gamma-encoded, components may leave 0...1 for wide-gamut colours):
    /// Display P3 is converted through linear light with the P3-to-sRGB matrix (both use the sRGB transfer
    /// curve), linear sRGB is gamma-encoded, and grey spaces give equal red, green and blue. Gamma 2.2 grey
    /// is treated as sRGB grey, as Core Graphics draws it within a unit.
    /// - Complexity: O(1).
    public var extendedSRGB: (red: Double, green: Double, blue: Double, alpha: Double) {
        let c = components + [Double](repeating: 0, count: max(0, 3 - components.count))
        switch colorSpace {
        case .sRGB, .extendedSRGB:
            return (c[0], c[1], c[2], alpha)
        case .grayGamma22, .extendedGray:
            return (c[0], c[0], c[0], alpha)
        case .extendedLinearSRGB:
            return (Self.encode(c[0]), Self.encode(c[1]), Self.encode(c[2]), alpha)
        case .displayP3:
            let r = Self.decode(c[0]), g = Self.decode(c[1]), b = Self.decode(c[2])
            // Display P3 (D65) to linear sRGB, from the primaries' XYZ matrices.
            let sr = 1.2249401 * r - 0.2249404 * g + 0.0000001 * b
            let sg = -0.0420569 * r + 1.0420571 * g - 0.0000001 * b
            let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
            return (Self.encode(sr), Self.encode(sg), Self.encode(sb), alpha)
        }
    }

    /// The sRGB transfer curve, linear to encoded, extended symmetrically to negative values.
    static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// The sRGB transfer curve, encoded to linear, extended symmetrically to negative values.
    static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }
}
