import Foundation

/// A colour, as UIKit's `UIColor`: immutable, stored as extended sRGB (or grey) components plus alpha,
/// or dynamic: made by a provider from a trait collection (`init(dynamicProvider:)`, and every system
/// colour, with iOS's light, dark, elevated and increased-contrast values).
///
/// A dynamic colour resolves with `resolvedColor(with:)`; its `cgColor` and components resolve with
/// `UITraitCollection.current`, which UIKit sets to the view's traits while it draws, lays out and
/// reports trait changes, as on iOS. A `CGColor` taken from it does not change afterwards.
open class UIColor: NSObject, @unchecked Sendable {
    /// The colour of a static colour (a dynamic colour's placeholder).
    let staticCGColor: CGColor
    /// The provider of a dynamic colour.
    let dynamicProvider: ((UITraitCollection) -> UIColor)?
    /// The name of a system colour (dynamic system colours compare equal by it).
    var systemColorName: String?

    /// The Core Graphics colour (a dynamic colour's value for `UITraitCollection.current`).
    open var cgColor: CGColor { cgColorImplementation }

    /// Creates a colour from sRGB components (values outside 0...1 are kept, as extended sRGB on iOS).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        staticCGColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        dynamicProvider = nil
        super.init()
    }

    /// Creates a grey colour.
    public init(white: CGFloat, alpha: CGFloat) {
        staticCGColor = CGColor(gray: white, alpha: alpha)
        dynamicProvider = nil
        super.init()
    }

    /// Creates a dynamic colour: `dynamicProvider` returns the colour for a trait collection (called each
    /// time the colour resolves), as UIKit's `init(dynamicProvider:)`.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        staticCGColor = CGColor(gray: 0, alpha: 0)
        self.dynamicProvider = dynamicProvider
        super.init()
    }

    /// The colour for `traitCollection`: a dynamic colour's provider's result (resolved in turn), a static
    /// colour itself, as UIKit's `resolvedColor(with:)`.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        performResolvedColor(with: traitCollection)
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
        staticCGColor = cgColor
        dynamicProvider = nil
        super.init()
    }

    /// A transparent colour, as `UIColor()` is on iOS.
    public override convenience init() { self.init(white: 0, alpha: 0) }

    /// The same colour with a different alpha (a dynamic colour stays dynamic).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { performWithAlphaComponent(alpha) }

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

    /// Static colours are equal when their components and spaces are, as `isEqual:` decides on iOS;
    /// dynamic colours when they are the same object or the same system colour.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if dynamicProvider != nil || other.dynamicProvider != nil {
            if other === self { return true }
            guard let name = systemColorName else { return false }
            return name == other.systemColorName
        }
        return staticCGColor == other.staticCGColor
    }

    /// Hashes the Core Graphics colour (a dynamic colour's name or identity).
    open override var hash: Int {
        if dynamicProvider != nil { return systemColorName?.hashValue ?? ObjectIdentifier(self).hashValue }
        return staticCGColor.hashValue
    }

    /// UIKit-style description, e.g. `UIExtendedSRGBColorSpace 1 0 0 1`.
    open override var description: String {
        if dynamicProvider != nil { return "<UIDynamicProviderColor: \(systemColorName ?? "provider")>" }
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

    // MARK: Forwards to UIColor+System.swift (dynamic: light, dark, elevated and increased-contrast values)
    /// The dynamic system colour `systemBlue` (values in `UIColor+System.swift`).
    open class var systemBlue: UIColor { SystemColorTable.systemBlue }

    /// The dynamic system colour `systemGreen` (values in `UIColor+System.swift`).
    open class var systemGreen: UIColor { SystemColorTable.systemGreen }

    /// The dynamic system colour `systemIndigo` (values in `UIColor+System.swift`).
    open class var systemIndigo: UIColor { SystemColorTable.systemIndigo }

    /// The dynamic system colour `systemOrange` (values in `UIColor+System.swift`).
    open class var systemOrange: UIColor { SystemColorTable.systemOrange }

    /// The dynamic system colour `systemPink` (values in `UIColor+System.swift`).
    open class var systemPink: UIColor { SystemColorTable.systemPink }

    /// The dynamic system colour `systemPurple` (values in `UIColor+System.swift`).
    open class var systemPurple: UIColor { SystemColorTable.systemPurple }

    /// The dynamic system colour `systemRed` (values in `UIColor+System.swift`).
    open class var systemRed: UIColor { SystemColorTable.systemRed }

    /// The dynamic system colour `systemTeal` (values in `UIColor+System.swift`).
    open class var systemTeal: UIColor { SystemColorTable.systemTeal }

    /// The dynamic system colour `systemYellow` (values in `UIColor+System.swift`).
    open class var systemYellow: UIColor { SystemColorTable.systemYellow }

    /// The dynamic system colour `systemMint` (values in `UIColor+System.swift`).
    open class var systemMint: UIColor { SystemColorTable.systemMint }

    /// The dynamic system colour `systemCyan` (values in `UIColor+System.swift`).
    open class var systemCyan: UIColor { SystemColorTable.systemCyan }

    /// The dynamic system colour `systemBrown` (values in `UIColor+System.swift`).
    open class var systemBrown: UIColor { SystemColorTable.systemBrown }

    /// The dynamic system colour `systemGray` (values in `UIColor+System.swift`).
    open class var systemGray: UIColor { SystemColorTable.systemGray }

    /// The dynamic system colour `systemGray2` (values in `UIColor+System.swift`).
    open class var systemGray2: UIColor { SystemColorTable.systemGray2 }

    /// The dynamic system colour `systemGray3` (values in `UIColor+System.swift`).
    open class var systemGray3: UIColor { SystemColorTable.systemGray3 }

    /// The dynamic system colour `systemGray4` (values in `UIColor+System.swift`).
    open class var systemGray4: UIColor { SystemColorTable.systemGray4 }

    /// The dynamic system colour `systemGray5` (values in `UIColor+System.swift`).
    open class var systemGray5: UIColor { SystemColorTable.systemGray5 }

    /// The dynamic system colour `systemGray6` (values in `UIColor+System.swift`).
    open class var systemGray6: UIColor { SystemColorTable.systemGray6 }

    /// The default tint colour, system blue (dynamic).
    open class var tintColor: UIColor { SystemColorTable.systemBlue }

    /// The dynamic system colour `label` (values in `UIColor+System.swift`).
    open class var label: UIColor { SystemColorTable.label }

    /// The dynamic system colour `secondaryLabel` (values in `UIColor+System.swift`).
    open class var secondaryLabel: UIColor { SystemColorTable.secondaryLabel }

    /// The dynamic system colour `tertiaryLabel` (values in `UIColor+System.swift`).
    open class var tertiaryLabel: UIColor { SystemColorTable.tertiaryLabel }

    /// The dynamic system colour `quaternaryLabel` (values in `UIColor+System.swift`).
    open class var quaternaryLabel: UIColor { SystemColorTable.quaternaryLabel }

    /// The dynamic system colour `placeholderText` (values in `UIColor+System.swift`).
    open class var placeholderText: UIColor { SystemColorTable.placeholderText }

    /// The dynamic system colour `link` (values in `UIColor+System.swift`).
    open class var link: UIColor { SystemColorTable.link }

    /// The dynamic system colour `separator` (values in `UIColor+System.swift`).
    open class var separator: UIColor { SystemColorTable.separator }

    /// The dynamic system colour `opaqueSeparator` (values in `UIColor+System.swift`).
    open class var opaqueSeparator: UIColor { SystemColorTable.opaqueSeparator }

    /// The dynamic system colour `systemFill` (values in `UIColor+System.swift`).
    open class var systemFill: UIColor { SystemColorTable.systemFill }

    /// The dynamic system colour `secondarySystemFill` (values in `UIColor+System.swift`).
    open class var secondarySystemFill: UIColor { SystemColorTable.secondarySystemFill }

    /// The dynamic system colour `tertiarySystemFill` (values in `UIColor+System.swift`).
    open class var tertiarySystemFill: UIColor { SystemColorTable.tertiarySystemFill }

    /// The dynamic system colour `quaternarySystemFill` (values in `UIColor+System.swift`).
    open class var quaternarySystemFill: UIColor { SystemColorTable.quaternarySystemFill }

    /// The dynamic system colour `systemBackground` (values in `UIColor+System.swift`).
    open class var systemBackground: UIColor { SystemColorTable.systemBackground }

    /// The dynamic system colour `secondarySystemBackground` (values in `UIColor+System.swift`).
    open class var secondarySystemBackground: UIColor { SystemColorTable.secondarySystemBackground }

    /// The dynamic system colour `tertiarySystemBackground` (values in `UIColor+System.swift`).
    open class var tertiarySystemBackground: UIColor { SystemColorTable.tertiarySystemBackground }

    /// The dynamic system colour `systemGroupedBackground` (values in `UIColor+System.swift`).
    open class var systemGroupedBackground: UIColor { SystemColorTable.systemGroupedBackground }

    /// The dynamic system colour `secondarySystemGroupedBackground` (values in `UIColor+System.swift`).
    open class var secondarySystemGroupedBackground: UIColor { SystemColorTable.secondarySystemGroupedBackground }

    /// The dynamic system colour `tertiarySystemGroupedBackground` (values in `UIColor+System.swift`).
    open class var tertiarySystemGroupedBackground: UIColor { SystemColorTable.tertiarySystemGroupedBackground }

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
