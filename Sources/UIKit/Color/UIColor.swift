import Foundation

/// A colour, as UIKit's `UIColor`: immutable, stored as extended sRGB (or grey) components plus alpha.
///
/// Dynamic (light/dark) colours resolve to their light-mode values: OpenUIKit renders the light
/// appearance only (documented deviation).
open class UIColor: NSObject, @unchecked Sendable {
    /// The Core Graphics colour.
    public let cgColor: CGColor

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
}
