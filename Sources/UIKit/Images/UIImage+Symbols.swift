import Foundation

extension UIImage {
    /// A system symbol image with the default configuration (17 pt, regular, medium), or `nil` when
    /// OpenUIKit has no symbol of that name (as iOS returns `nil` for unknown names).
    ///
    /// OpenUIKit knows 67 SF Symbols look-alikes drawn by hand from vectors (the circle, check, cross,
    /// plus/minus, chevron, star, heart, info, trash, magnifying glass, gear, person, folder, house,
    /// ellipsis, reorder and share symbols and their common variants) and the 500 SF Symbols names public
    /// iOS code uses most, drawn with Material Icons glyphs (`MaterialSymbols`; `docs/SYMBOLS.md` lists
    /// every name and how it draws); a hand-drawn symbol wins over a glyph. Symbol images have the main
    /// screen's scale and the `.automatic` rendering mode, which for a symbol means template (iOS describes
    /// them as `renderingMode=automatic(template)`): image views draw them in their tint colour, or in the
    /// configuration's hierarchical or palette colours.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol image with `configuration` (a `SymbolConfiguration` sets size, weight and scale;
    /// other configurations leave the defaults), or `nil` for an unknown name.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard let symbol = SystemSymbolCatalog.symbol(named: name) else { return nil }
        let resolved = SymbolConfiguration().applying(configuration)
        self.init(content: .symbol(symbol, resolved), scale: UIScreenScale.current, orientation: .up,
                  renderingMode: .automatic)
    }

    var symbolConfigurationImplementation: SymbolConfiguration? {
        if case .symbol(_, let configuration) = content { return configuration }
        return nil
    }

    func performWithConfiguration(_ configuration: Configuration) -> UIImage {
        guard case .symbol(let symbol, let current) = content else { return self }
        return UIImage(content: .symbol(symbol, current.applying(configuration)), scale: scale,
                       orientation: imageOrientation, renderingMode: renderingMode, symbolTint: symbolTint,
                       resizing: resizing)
    }

    func performApplyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        return withConfiguration(configuration)
    }
}
