import Foundation

/// A colour, as UIKit's `UIColor`: immutable, stored as extended sRGB (or grey) components plus alpha.
///
/// Dynamic (light/dark) colours resolve to their light-mode values: OpenUIKit renders the light
/// appearance only (documented deviation).
open class UIColor: NSObject, @unchecked Sendable {
    /// The Core Graphics colour.
    open private(set) var cgColor: CGColor

    /// Creates a colour from sRGB components (values outside 0...1 are kept, as extended sRGB on iOS).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    /// Creates a grey colour.
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
        super.init()
    }

    /// Creates a colour from hue, saturation and brightness (each 0...1; hue wraps), as UIKit does.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// Creates a Display P3 colour; drawn as sRGB with the same components (documented deviation).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Wraps a Core Graphics colour.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
        super.init()
    }

    /// A transparent colour, as `UIColor()` is on iOS.
    public override convenience init() { self.init(white: 0, alpha: 0) }

    /// The same colour with a different alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// Reads sRGB components; always succeeds for OpenUIKit's colours, as for RGB-compatible ones on iOS.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components
        red?.pointee = c.red; green?.pointee = c.green; blue?.pointee = c.blue; alpha?.pointee = c.alpha
        return true
    }

    /// Reads a grey value; succeeds only for colours created in grey, as on iOS.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.colorSpace?.model == .monochrome, let c = cgColor.components, c.count == 2 else { return false }
        white?.pointee = c[0]; alpha?.pointee = c[1]
        return true
    }

    /// Reads hue, saturation and brightness (each 0...1).
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components
        let maxC = max(c.red, c.green, c.blue), minC = min(c.red, c.green, c.blue), delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == c.red { h = (c.green - c.blue) / delta }
            else if maxC == c.green { h = 2 + (c.blue - c.red) / delta }
            else { h = 4 + (c.red - c.green) / delta }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC > 0 ? delta / maxC : 0
        brightness?.pointee = maxC
        alpha?.pointee = c.alpha
        return true
    }

    /// The colour's sRGB components with alpha (grey expanded to equal RGB); unclamped.
    var components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard let c = cgColor.components else { return (0, 0, 0, 0) }
        if c.count == 2 { return (c[0], c[0], c[0], c[1]) }
        return (c[0], c[1], c[2], c.count > 3 ? c[3] : 1)
    }

    static func rgb(hue: CGFloat, saturation s: CGFloat, brightness v: CGFloat) -> (red: CGFloat, green: CGFloat, blue: CGFloat) {
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let sector = h * 6, i = Int(sector) % 6, f = sector - CGFloat(Int(sector))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    // MARK: - NSObject

    /// Colours are equal when their components and spaces are, as `isEqual:` decides on iOS.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return cgColor == other.cgColor
    }

    /// Hashes the Core Graphics colour.
    open override var hash: Int { cgColor.hashValue }

    /// UIKit-style description, e.g. `UIExtendedSRGBColorSpace 1 0 0 1`.
    open override var description: String {
        let parts = (cgColor.components ?? []).map { String(format: "%g", Double($0)) }.joined(separator: " ")
        return cgColor.colorSpace?.model == .monochrome ? "UIExtendedGrayColorSpace \(parts)" : "UIExtendedSRGBColorSpace \(parts)"
    }

    // MARK: Forwards to UIColor+Standard.swift

    /// Grey 0.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }

    /// Grey 1/3.
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }

    /// Grey 2/3.
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }

    /// Grey 1.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }

    /// Grey 0.5.
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }

    /// RGB 1, 0, 0.
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }

    /// RGB 0, 1, 0.
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }

    /// RGB 0, 0, 1.
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }

    /// RGB 0, 1, 1.
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }

    /// RGB 1, 1, 0.
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }

    /// RGB 1, 0, 1.
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }

    /// RGB 1, 0.5, 0.
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }

    /// RGB 0.5, 0, 0.5.
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }

    /// RGB 0.6, 0.4, 0.2.
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    /// Grey 0, alpha 0.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    /// White at alpha 0.6 (UIKit's value for light text is not documented; this is the usual figure).
    open class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }

    /// Black.
    open class var darkText: UIColor { UIColor(white: 0, alpha: 1) }

    // MARK: Forwards to UIColor+System.swift

    /// 0, 122, 255: the default tint.
    open class var systemBlue: UIColor { rgb8(0, 122, 255) }

    /// 52, 199, 89.
    open class var systemGreen: UIColor { rgb8(52, 199, 89) }

    /// 88, 86, 214.
    open class var systemIndigo: UIColor { rgb8(88, 86, 214) }

    /// 255, 149, 0.
    open class var systemOrange: UIColor { rgb8(255, 149, 0) }

    /// 255, 45, 85.
    open class var systemPink: UIColor { rgb8(255, 45, 85) }

    /// 175, 82, 222.
    open class var systemPurple: UIColor { rgb8(175, 82, 222) }

    /// 255, 59, 48.
    open class var systemRed: UIColor { rgb8(255, 59, 48) }

    /// 48, 176, 199 (iOS 15 value).
    open class var systemTeal: UIColor { rgb8(48, 176, 199) }

    /// 255, 204, 0.
    open class var systemYellow: UIColor { rgb8(255, 204, 0) }

    /// 0, 199, 190.
    open class var systemMint: UIColor { rgb8(0, 199, 190) }

    /// 50, 173, 230.
    open class var systemCyan: UIColor { rgb8(50, 173, 230) }

    /// 162, 132, 94.
    open class var systemBrown: UIColor { rgb8(162, 132, 94) }

    /// 142, 142, 147.
    open class var systemGray: UIColor { rgb8(142, 142, 147) }

    /// 174, 174, 178.
    open class var systemGray2: UIColor { rgb8(174, 174, 178) }

    /// 199, 199, 204.
    open class var systemGray3: UIColor { rgb8(199, 199, 204) }

    /// 209, 209, 214.
    open class var systemGray4: UIColor { rgb8(209, 209, 214) }

    /// 229, 229, 234.
    open class var systemGray5: UIColor { rgb8(229, 229, 234) }

    /// 242, 242, 247.
    open class var systemGray6: UIColor { rgb8(242, 242, 247) }

    /// The default tint colour, system blue.
    open class var tintColor: UIColor { systemBlue }

    /// Black: primary text.
    open class var label: UIColor { rgb8(0, 0, 0) }

    /// 60, 60, 67 at 0.6.
    open class var secondaryLabel: UIColor { rgb8(60, 60, 67, 0.6) }

    /// 60, 60, 67 at 0.3.
    open class var tertiaryLabel: UIColor { rgb8(60, 60, 67, 0.3) }

    /// 60, 60, 67 at 0.18.
    open class var quaternaryLabel: UIColor { rgb8(60, 60, 67, 0.18) }

    /// 60, 60, 67 at 0.3.
    open class var placeholderText: UIColor { rgb8(60, 60, 67, 0.3) }

    /// 0, 122, 255.
    open class var link: UIColor { rgb8(0, 122, 255) }

    /// 60, 60, 67 at 0.29: hairlines between rows.
    open class var separator: UIColor { rgb8(60, 60, 67, 0.29) }

    /// 198, 198, 200.
    open class var opaqueSeparator: UIColor { rgb8(198, 198, 200) }

    /// 120, 120, 128 at 0.2.
    open class var systemFill: UIColor { rgb8(120, 120, 128, 0.2) }

    /// 120, 120, 128 at 0.16.
    open class var secondarySystemFill: UIColor { rgb8(120, 120, 128, 0.16) }

    /// 118, 118, 128 at 0.12.
    open class var tertiarySystemFill: UIColor { rgb8(118, 118, 128, 0.12) }

    /// 116, 116, 128 at 0.08.
    open class var quaternarySystemFill: UIColor { rgb8(116, 116, 128, 0.08) }

    /// White.
    open class var systemBackground: UIColor { rgb8(255, 255, 255) }

    /// 242, 242, 247.
    open class var secondarySystemBackground: UIColor { rgb8(242, 242, 247) }

    /// White.
    open class var tertiarySystemBackground: UIColor { rgb8(255, 255, 255) }

    /// 242, 242, 247: behind grouped lists.
    open class var systemGroupedBackground: UIColor { rgb8(242, 242, 247) }

    /// White: grouped list rows.
    open class var secondarySystemGroupedBackground: UIColor { rgb8(255, 255, 255) }

    /// 242, 242, 247.
    open class var tertiarySystemGroupedBackground: UIColor { rgb8(242, 242, 247) }

    // MARK: Forwards to UIColor+Drawing.swift

    /// Sets the colour as both the fill and the stroke colour of the current graphics context.
    /// Does nothing without a current context. May be called from any thread, as on iOS.
    open func set() { performSet() }

    /// Sets the colour as the fill colour of the current graphics context (used by `UIRectFill`,
    /// `UIBezierPath.fill()`, `UIGraphicsRendererContext.fill(_:)`). Does nothing without a current context.
    open func setFill() { performSetFill() }

    /// Sets the colour as the stroke colour of the current graphics context (used by
    /// `UIBezierPath.stroke()`). Does nothing without a current context.
    open func setStroke() { performSetStroke() }
}
