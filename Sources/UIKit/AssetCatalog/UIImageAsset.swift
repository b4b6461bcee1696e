import Foundation

/// A set of images of one picture for different traits (appearance, scale, layout direction), as UIKit's
/// `UIImageAsset`: asset catalog images carry one that resolves through their image set, and an app can
/// register its own variants. `image(with:)` picks the variant for a trait collection; image views use it
/// to follow trait changes.
///
/// Thread-safe, like UIKit's (images are shared between threads).
open class UIImageAsset: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var registered: [(traits: UITraitCollection, image: UIImage)] = []
    /// The catalog's resolver for a catalog image's asset.
    private let resolver: (@Sendable (UITraitCollection) -> UIImage?)?

    /// An empty asset to register variants with.
    public override init() {
        resolver = nil
        super.init()
    }

    /// An asset whose images come from `resolver` (a catalog image set); registered images come first.
    init(resolver: @escaping @Sendable (UITraitCollection) -> UIImage?) {
        self.resolver = resolver
        super.init()
    }

    /// The variant for `traitCollection`: among the registered images whose traits `traitCollection`
    /// contains, the one registered with the most specified traits (the latest of equals), else the
    /// catalog's variant; an empty image when there is none, as on iOS.
    /// - Complexity: O(registered images × traits).
    open func image(with traitCollection: UITraitCollection) -> UIImage { performImage(with: traitCollection) }

    /// Registers `image` as the variant for `traitCollection` (replacing one registered for equal traits);
    /// the image's `imageAsset` becomes this asset, as on iOS.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        performRegister(image, with: traitCollection)
    }

    /// Removes the variant registered for `traitCollection`.
    open func unregisterImage(with traitCollection: UITraitCollection) { performUnregisterImage(with: traitCollection) }

    func performImage(with traitCollection: UITraitCollection) -> UIImage {
        let candidates = lock.withLock { registered }
        var best: (specified: Int, image: UIImage)?
        for entry in candidates where traitCollection.containsTraits(in: entry.traits) {
            let specified = entry.traits.values.explicit.count
            if best == nil || specified >= best!.specified { best = (specified, entry.image) }
        }
        if let best { return best.image }
        if let resolved = resolver?(traitCollection) {
            resolved.rasterLock.withLock { if resolved.assetStorage == nil { resolved.assetStorage = self } }
            return resolved
        }
        return candidates.first?.image ?? UIImage()
    }

    func performRegister(_ image: UIImage, with traitCollection: UITraitCollection) {
        lock.withLock {
            registered.removeAll { $0.traits == traitCollection }
            registered.append((traitCollection, image))
        }
        image.rasterLock.withLock { image.assetStorage = self }
    }

    func performUnregisterImage(with traitCollection: UITraitCollection) {
        lock.withLock { registered.removeAll { $0.traits == traitCollection } }
    }
}
