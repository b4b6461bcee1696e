import Foundation

/// How colours outside the destination gamut are mapped, as `CGColorRenderingIntent`.
///
/// OpenUIKit draws everything in sRGB without gamut mapping; the intent is accepted for API parity and
/// has no effect.
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The context's default.
    case defaultIntent = 0
    /// Absolute colorimetric: no white-point adaptation.
    case absoluteColorimetric
    /// Relative colorimetric: white point adapted.
    case relativeColorimetric
    /// Perceptual: whole gamut compressed.
    case perceptual
    /// Saturation preserved.
    case saturation
}
