import Foundation

/// An immutable image, as UIKit's `UIImage`: a bitmap (`CGImage`) with a scale and an orientation, or a
/// system symbol drawn from vectors.
///
/// Sizes are in points: a bitmap's `size` is its pixel size divided by `scale` (width and height swapped
/// for the `left`/`right` orientations). Images never change after creation, so they may be shared between
/// threads, as on iOS.
///
/// Symbol images (`UIImage(systemName:)`) keep their vector shape: `draw(in:)` draws the paths at the
/// destination's resolution, and `cgImage` rasterizes them lazily at `scale` (once per image).
open class UIImage: NSObject, @unchecked Sendable {
    /// What the image shows.
    enum Content {
        /// `UIImage()`: nothing, size zero.
        case empty
        /// Pixels, drawn according to `imageOrientation`.
        case bitmap(CGImage)
        /// A system symbol and its resolved configuration.
        case symbol(SystemSymbol, SymbolConfiguration)
    }

    let content: Content

    /// Pixels per point: 1, 2 or 3 (from an `@2x`/`@3x` file name, a `scale:` argument or the renderer).
    public let scale: CGFloat

    /// How the pixels are turned for display: from a JPEG's EXIF orientation for images decoded from files
    /// and data, `.up` for PNGs and rendered images.
    public let imageOrientation: Orientation

    /// How the image uses its colours; `.automatic` unless set with `withRenderingMode(_:)`. An automatic
    /// symbol image draws as a template in image views (see `drawsAsTemplate`).
    public let renderingMode: RenderingMode

    /// The colour given by `withTintColor(_:)`, for symbol images; `nil` otherwise.
    let symbolTint: UIColor?

    /// A symbol image's size, computed once from its shape and configuration.
    private let symbolSize: CGSize

    /// The cap insets and resizing mode of a resizable image (zero insets otherwise).
    let resizing: Resizing

    /// The lazily rasterized pixels of a symbol image, or the nine slices of a resizable bitmap, guarded by
    /// `rasterLock`.
    private var raster: CGImage?
    /// The pixels turned upright for display, made once for images whose orientation is not `.up`,
    /// guarded by `rasterLock`.
    var uprightRaster: CGImage?
    var slices: [CGImage?]?
    let rasterLock = NSLock()

    init(content: Content, scale: CGFloat, orientation: Orientation, renderingMode: RenderingMode,
         symbolTint: UIColor? = nil, resizing: Resizing = Resizing()) {
        self.content = content
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.imageOrientation = orientation
        self.renderingMode = renderingMode
        self.symbolTint = symbolTint
        self.resizing = resizing
        if case .symbol(let symbol, let configuration) = content {
            symbolSize = symbol.imageSize(for: configuration)
        } else {
            symbolSize = .zero
        }
        super.init()
    }

    /// An empty image: size zero, no `cgImage`, as `UIImage()` on iOS.
    public override convenience init() {
        self.init(content: .empty, scale: 1, orientation: .up, renderingMode: .automatic)
    }

    /// An image of `cgImage` at scale 1, orientation `.up`.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` with `scale` pixels per point and `orientation`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(content: .bitmap(cgImage), scale: scale, orientation: orientation, renderingMode: .automatic)
    }

    /// The size in points: pixels divided by `scale`, width and height swapped for the left/right
    /// orientations. Symbol images take theirs from the symbol's shape and configuration.
    open var size: CGSize {
        switch content {
        case .empty:
            return .zero
        case .bitmap(let image):
            let w = CGFloat(image.width) / scale, h = CGFloat(image.height) / scale
            return imageOrientation.swapsWidthAndHeight ? CGSize(width: h, height: w) : CGSize(width: w, height: h)
        case .symbol:
            return symbolSize
        }
    }

    /// The pixels: the bitmap as decoded (not turned by `imageOrientation`, as on iOS), or for a symbol
    /// image its rasterization at `scale` in black (or its tint colour). `nil` for `UIImage()`.
    /// - Complexity: O(pixels) on the first access to a symbol image's pixels, O(1) after.
    open var cgImage: CGImage? {
        switch content {
        case .empty:
            return nil
        case .bitmap(let image):
            return image
        case .symbol:
            return rasterLock.withLock {
                if let raster { return raster }
                raster = rasterizeSymbol()
                return raster
            }
        }
    }

    /// Whether the image has a baseline for aligning it with text: true for symbol images, as on iOS.
    open var hasBaseline: Bool { isSymbolImage }

    /// The distance in points from the image's bottom edge up to its baseline, 0 without one. A symbol
    /// sits on the baseline of text of its point size as SF Symbols do: its design grid's centre at half
    /// the cap height above the baseline (see `UIImage+Baseline.swift`).
    open var baselineOffsetFromBottom: CGFloat { symbolBaselineOffsetFromBottom }

    /// Whether the image is a system symbol (`UIImage(systemName:)`).
    open var isSymbolImage: Bool {
        if case .symbol = content { return true }
        return false
    }

    /// The symbol image at `scale` in its draw colour, as a bitmap.
    private func rasterizeSymbol() -> CGImage? {
        let size = self.size
        guard let context = UIGraphicsMakeImageContext(size: size, scale: scale, opaque: false) else { return nil }
        drawContents(in: CGRect(origin: .zero, size: size), context: context, blendMode: .normal, alpha: 1,
                     templateColor: nil)
        return context.makeImage()
    }

    /// The `@2x`/`@3x` scale in a file name without extension, or `nil` without such a suffix.
    static func scaleSuffix(of name: String) -> CGFloat? {
        for factor in [2, 3] where name.hasSuffix("@\(factor)x") { return CGFloat(factor) }
        return nil
    }

    // MARK: - NSObject

    /// A description with the size, scale and kind, in the spirit of iOS's
    /// `<UIImage:0x… anonymous {20, 20} renderingMode=automatic>`.
    open override var description: String {
        var kind = "anonymous"
        if case .symbol(let symbol, _) = content { kind = "symbol(system: \(symbol.name))" }
        let mode = renderingMode == .automatic ? "automatic(\(drawsAsTemplate ? "template" : "original"))" : "\(renderingMode)"
        return "<UIImage: \(kind) {\(size.width), \(size.height)} scale=\(scale) renderingMode=\(mode)>"
    }
}
