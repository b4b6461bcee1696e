import Foundation

/// A colour set (`Name.colorset/Contents.json`): its variants for appearances, contrast, idioms and gamuts.
public struct AssetColorSet: Equatable, Sendable {
    /// One entry of the set's `colors` array.
    public struct Variant: Equatable, Sendable {
        /// What the entry is for.
        public let traits: AssetVariantTraits
        /// The colour.
        public let color: AssetColor
    }

    /// The set's name as code looks it up (`Folder/Name` inside folders that provide a namespace).
    public let name: String
    /// The entries, in file order.
    public let variants: [Variant]

    /// The colour for `query`: the best-scoring variant (the first of equals, in file order), or nil when no
    /// variant suits (a set with only a dark colour asked for light, say), as UIKit resolves colour assets.
    /// - Complexity: O(variants).
    public func color(for query: AssetTraitQuery) -> AssetColor? {
        bestVariantIndex(for: query).map { variants[$0].color }
    }

    /// The index in `variants` of the colour for `query` (see `color(for:)`).
    /// - Complexity: O(variants).
    public func bestVariantIndex(for query: AssetTraitQuery) -> Int? {
        var best: (score: Int, index: Int)?
        for (index, variant) in variants.enumerated() {
            guard let score = variant.traits.score(for: query) else { continue }
            if best == nil || score > best!.score { best = (score, index) }
        }
        return best?.index
    }
}
