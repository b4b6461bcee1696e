import Foundation

/// A symbol set (`Name.symbolset/Contents.json` and its SVG template): a custom symbol image that
/// `UIImage(named:)` returns as a symbol, configurable like a system symbol.
public struct AssetSymbolSet: Equatable, Sendable {
    /// The set's name as code looks it up.
    public let name: String
    /// The SVG template file.
    public let file: URL
    /// The template read from it.
    public let template: AssetSymbolTemplate
}
