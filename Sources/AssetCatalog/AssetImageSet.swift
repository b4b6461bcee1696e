import Foundation

/// An image set (`Name.imageset/Contents.json`): its files for scales, appearances, idioms and directions,
/// and its rendering properties.
public struct AssetImageSet: Equatable, Sendable {
    /// One entry of the set's `images` array that names a file (Xcode also writes empty slots; they are
    /// skipped).
    public struct Image: Equatable, Sendable {
        /// What the entry is for.
        public let traits: AssetVariantTraits
        /// The scale (`"1x"`, `"2x"`, `"3x"`), nil for a single-scale image.
        public let scale: Double?
        /// The image file.
        public let file: URL
    }

    /// How template rendering is set (`properties.template-rendering-intent`).
    public enum RenderingIntent: String, Sendable {
        case template, original
    }

    /// The set's name as code looks it up.
    public let name: String
    /// The entries with files, in file order.
    public let images: [Image]
    /// The rendering intent, nil for Xcode's *Default*.
    public let renderingIntent: RenderingIntent?

    /// The file for `query`: among the entries whose traits suit, the best-scoring ones, and among those
    /// the scale equal to the query's, else the nearest larger, else the nearest smaller (a single-scale
    /// entry counts as any scale), as iOS picks a rendition.
    /// - Complexity: O(images).
    public func image(for query: AssetTraitQuery) -> Image? {
        var best: (score: Int, scaleRank: Double, image: Image)?
        for image in images {
            guard let score = image.traits.score(for: query) else { continue }
            let rank = Self.scaleRank(image.scale, wanted: query.scale)
            if let current = best, current.score > score || (current.score == score && current.scaleRank <= rank) { continue }
            best = (score, rank, image)
        }
        return best?.image
    }

    /// Lower is better: the exact scale, then larger ones by distance, then smaller ones.
    private static func scaleRank(_ scale: Double?, wanted: Double) -> Double {
        guard let scale else { return 0.5 }
        if scale == wanted { return 0 }
        return scale > wanted ? 1 + (scale - wanted) : 100 + (wanted - scale)
    }
}
