import Foundation

/// An app icon set (`Name.appiconset/Contents.json`): its icon files for idioms, platforms, sizes, scales and
/// appearances, each checked as Xcode's asset compiler checks them (a size of the form `60x60`, a scale of
/// the form `2x`, a PNG file whose pixel size is the size times the scale).
public struct AssetAppIconSet: Equatable, Sendable {
    /// One entry of the set's `images` array that names a file (empty slots are skipped).
    public struct Icon: Equatable, Sendable {
        /// What the entry is for: its idiom and appearance.
        public let traits: AssetVariantTraits
        /// The entry's `platform` (`ios`, `watchos`, ...), nil for the older per-idiom entries.
        public let platform: String?
        /// The size in points (`"size": "60x60"`).
        public let pointWidth: Double, pointHeight: Double
        /// The scale (`"scale": "2x"`), 1 for single-size entries without one.
        public let scale: Double
        /// The PNG file.
        public let file: URL
        /// The file's size in pixels (the point size times the scale).
        public let pixelWidth: Int, pixelHeight: Int
    }

    /// The set's name (`AppIcon` for the primary icon Xcode makes).
    public let name: String
    /// The entries with files, in file order.
    public let icons: [Icon]

    /// The icon for `query` with the most pixels among those whose idiom and appearance suit it (the
    /// largest rendition, which a desktop window icon or a launcher scales down), or nil.
    /// - Complexity: O(icons).
    public func largestIcon(for query: AssetTraitQuery) -> Icon? {
        var best: (score: Int, pixels: Int, icon: Icon)?
        for icon in icons {
            guard let score = icon.traits.score(for: query) else { continue }
            let pixels = icon.pixelWidth * icon.pixelHeight
            if let current = best, current.score > score || (current.score == score && current.pixels >= pixels) { continue }
            best = (score, pixels, icon)
        }
        return best?.icon
    }
}
