import Foundation

extension UIImage.SymbolConfiguration {
    /// How a symbol's layers take their colours.
    enum ColorRendering: Hashable, @unchecked Sendable {
        /// Not specified: monochrome, or the configuration it is applied over.
        case unspecified
        /// Every layer in the image's colour (its tint).
        case monochrome
        /// Multicolour, where the symbol has it; OpenUIKit's symbols have none and draw monochrome.
        case multicolor
        /// One colour at decreasing opacity per layer.
        case hierarchical(UIColor)
        /// One colour per layer.
        case palette([UIColor])
    }

    /// A configuration that draws the symbol's layers in `hierarchicalColor` at decreasing opacity, as
    /// UIKit's `init(hierarchicalColor:)` (iOS 15): primary layers opaque, secondary ones at 50 % and
    /// tertiary ones at 25 % of the colour's alpha (OpenUIKit's values; Apple does not publish them). The
    /// colour replaces the image view's tint.
    public convenience init(hierarchicalColor: UIColor) {
        self.init()
        colorRendering = .hierarchical(hierarchicalColor)
    }

    /// A configuration that draws the symbol's layers in `paletteColors`, first colour on the primary
    /// layer, as UIKit's `init(paletteColors:)` (iOS 15). Layers beyond the palette take its last colour;
    /// an empty palette draws monochrome. The colours replace the image view's tint.
    public convenience init(paletteColors: [UIColor]) {
        self.init()
        colorRendering = paletteColors.isEmpty ? .monochrome : .palette(paletteColors)
    }

    /// The opacity factors of the hierarchy levels in hierarchical rendering.
    static let hierarchicalOpacities: [CGFloat] = [1, 0.5, 0.25]

    /// The colours of the primary, secondary and tertiary layers when the image's colour is `color`.
    func layerColors(default color: CGColor) -> SystemSymbol.LayerColors {
        switch colorRendering {
        case .unspecified, .monochrome, .multicolor:
            return SystemSymbol.LayerColors(levels: [color], layered: false)
        case .hierarchical(let base):
            let cg = base.cgColor
            let levels = Self.hierarchicalOpacities.map { cg.copy(alpha: cg.alpha * $0) ?? cg }
            return SystemSymbol.LayerColors(levels: levels, layered: true)
        case .palette(let colors):
            return SystemSymbol.LayerColors(levels: colors.map(\.cgColor), layered: true)
        }
    }
}
