import Foundation

/// A data set (`Name.dataset/Contents.json`): files of any kind for idioms, each with its uniform type
/// identifier, as `NSDataAsset` reads them.
public struct AssetDataSet: Equatable, Sendable {
    /// One entry of the set's `data` array.
    public struct Item: Equatable, Sendable {
        /// What the entry is for (only the idiom applies to data).
        public let traits: AssetVariantTraits
        /// The data file.
        public let file: URL
        /// The entry's `universal-type-identifier`, nil when the entry names none.
        public let universalTypeIdentifier: String?
    }

    /// The set's name as code looks it up.
    public let name: String
    /// The entries, in file order.
    public let items: [Item]

    /// The file for `query`: the entry whose idiom suits best (a universal entry suits every idiom).
    /// - Complexity: O(items).
    public func item(for query: AssetTraitQuery) -> Item? {
        var best: (score: Int, item: Item)?
        for item in items {
            guard let score = item.traits.score(for: query) else { continue }
            if let current = best, current.score >= score { continue }
            best = (score, item)
        }
        return best?.item
    }
}
