import Foundation

/// How `drawPath(using:)` paints the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill with the non-zero winding rule.
    case fill = 0
    /// Fill with the even-odd rule.
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill (non-zero), then stroke.
    case fillStroke = 3
    /// Fill (even-odd), then stroke.
    case eoFillStroke = 4
}

/// Compositing operations, with Core Graphics' raw values.
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination (the default).
    case normal = 0
    /// Multiply.
    case multiply
    /// Screen.
    case screen
    /// Overlay.
    case overlay
    /// Darken.
    case darken
    /// Lighten.
    case lighten
    /// Colour dodge.
    case colorDodge
    /// Colour burn.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// Difference.
    case difference
    /// Exclusion.
    case exclusion
    /// Hue.
    case hue
    /// Saturation.
    case saturation
    /// Colour.
    case color
    /// Luminosity.
    case luminosity
    /// Clear: R = 0.
    case clear
    /// Copy: R = S.
    case copy
    /// Source in: R = S·Da.
    case sourceIn
    /// Source out: R = S·(1 − Da).
    case sourceOut
    /// Source atop.
    case sourceAtop
    /// Destination over.
    case destinationOver
    /// Destination in.
    case destinationIn
    /// Destination out.
    case destinationOut
    /// Destination atop.
    case destinationAtop
    /// Exclusive or.
    case xor
    /// Plus darker (drawn as saturate, the nearest cairo operator: documented deviation).
    case plusDarker
    /// Plus lighter: R = min(1, S + D).
    case plusLighter
}

/// Image interpolation quality when images are scaled.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default (good).
    case `default` = 0
    /// Nearest neighbour.
    case none = 1
    /// Fast bilinear.
    case low = 2
    /// Bilinear.
    case medium = 4
    /// Best available.
    case high = 3
}

/// Where the alpha channel is and whether colour is premultiplied, as `CGImageAlphaInfo`.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha.
    case none = 0
    /// Premultiplied alpha in the last byte (RGBA).
    case premultipliedLast = 1
    /// Premultiplied alpha in the first byte (ARGB); with little-endian byte order this is BGRA in memory,
    /// OpenUIKit's native pixel format (cairo's ARGB32).
    case premultipliedFirst = 2
    /// Non-premultiplied alpha last.
    case last = 3
    /// Non-premultiplied alpha first.
    case first = 4
    /// No alpha; the last byte is padding.
    case noneSkipLast = 5
    /// No alpha; the first byte is padding.
    case noneSkipFirst = 6
    /// Alpha only, no colour (masks).
    case alphaOnly = 7
}

/// Bitmap layout flags: the alpha info in the low bits plus a byte order.
public struct CGBitmapInfo: OptionSet, Sendable {
    /// The raw flags.
    public let rawValue: UInt32
    /// Creates flags from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The mask of the alpha-info bits.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Floating-point components (not supported for drawing).
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The mask of the byte-order bits.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// Default byte order.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little endian: with `premultipliedFirst`, BGRA in memory.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big endian.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}
