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
    open private(set) var scale: CGFloat

    /// How the pixels are turned for display: from a JPEG's EXIF orientation for images decoded from files
    /// and data, `.up` for PNGs and rendered images.
    open private(set) var imageOrientation: Orientation

    /// How the image uses its colours; `.automatic` unless set with `withRenderingMode(_:)`. An automatic
    /// symbol image draws as a template in image views (see `drawsAsTemplate`).
    open private(set) var renderingMode: RenderingMode

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
    /// `imageAsset`, guarded by `rasterLock` (set when a catalog or `UIImageAsset.register` adopts the image).
    var assetStorage: UIImageAsset?
    /// `flipsForRightToLeftLayoutDirection`.
    let flipsForRightToLeft: Bool

    init(content: Content, scale: CGFloat, orientation: Orientation, renderingMode: RenderingMode,
         symbolTint: UIColor? = nil, resizing: Resizing = Resizing(), flipsForRightToLeft: Bool = false) {
        self.flipsForRightToLeft = flipsForRightToLeft
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

    // MARK: Forwards to UIImage+Drawing.swift

    /// Draws the image at its natural size with its top-left corner at `point` in the current context,
    /// upright in UIKit's y-down space and turned by `imageOrientation`, with the normal blend mode and full
    /// alpha. Does nothing without a current context.
    open func draw(at point: CGPoint) { performDraw(at: point) }

    /// Draws the image at its natural size at `point` with `blendMode` and `alpha`.
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        performDraw(at: point, blendMode: blendMode, alpha: alpha)
    }

    /// Draws the whole image scaled into `rect` in the current context with the normal blend mode and full
    /// alpha. Symbol images draw their vector paths at the destination's resolution, in their tint colour
    /// (`withTintColor(_:)`) or black otherwise (what iOS shows for untinted symbols drawn directly in
    /// light mode; Apple does not document it). Template
    /// bitmaps draw their original colours here (templates apply in image views), as on iOS.
    open func draw(in rect: CGRect) { performDraw(in: rect) }

    /// Draws the whole image scaled into `rect` with `blendMode` and `alpha` (0...1). Does nothing without a
    /// current context.
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        performDraw(in: rect, blendMode: blendMode, alpha: alpha)
    }

    // MARK: Forwards to UIImage+Encoding.swift

    /// The image encoded as PNG, or `nil` for an image without pixels (`UIImage()`).
    ///
    /// The stored pixels are written as they are: `imageOrientation` is not applied (PNG has no orientation
    /// tag), as on iOS. Symbol images are written as rasterized at `scale`.
    /// - Complexity: O(pixels).
    open func pngData() -> Data? { performPngData() }

    /// The image encoded as JPEG with `compressionQuality` (0 = smallest, 1 = best), or `nil` for an
    /// image without pixels. JPEG has no alpha: transparent pixels come out black, as on iOS. OpenUIKit
    /// writes no EXIF orientation tag (documented deviation): the stored pixels are written unturned.
    /// - Complexity: O(pixels).
    open func jpegData(compressionQuality: CGFloat) -> Data? { performJpegData(compressionQuality: compressionQuality) }

    // MARK: Forwards to UIImage+Orientation.swift

    /// A copy that displays mirrored left-to-right (same pixels, the horizontally flipped orientation), as
    /// on iOS. Symbol images and `UIImage()` are returned unchanged (documented deviation for symbols).
    open func withHorizontallyFlippedOrientation() -> UIImage { performWithHorizontallyFlippedOrientation() }

    // MARK: Forwards to UIImage+LayoutDirection.swift and UIImageAsset.swift

    /// Whether image views mirror the image when their effective layout direction is right to left:
    /// true for images made by `imageFlippedForRightToLeftLayoutDirection()`, as on iOS.
    open var flipsForRightToLeftLayoutDirection: Bool { flipsForRightToLeft }

    /// A copy that image views mirror in right-to-left layouts (arrows, progress glyphs), as UIKit's
    /// `imageFlippedForRightToLeftLayoutDirection()`; drawn directly (`draw(in:)`) it is not mirrored.
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { performImageFlippedForRightToLeftLayoutDirection() }

    /// The asset that holds the image's variants for other traits (dark mode, scales, directions): images
    /// from asset catalogs and images registered with a `UIImageAsset` have one; image views show
    /// `imageAsset.image(with: traitCollection)`, so they follow trait changes, as on iOS.
    open var imageAsset: UIImageAsset? { rasterLock.withLock { assetStorage } }

    // MARK: Forwards to UIImage+RenderingMode.swift

    /// A copy of the image with `renderingMode`. Symbol images given `.automatic` stay templates when
    /// displayed, as on iOS.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { performWithRenderingMode(renderingMode) }

    // MARK: Forwards to UIImage+Resizable.swift

    /// The insets, in points, of the fixed corners and edges of a resizable image; `.zero` for other images.
    open var capInsets: UIEdgeInsets { resizing.capInsets }

    /// How the middle of a resizable image fills its area: `.tile` for `resizableImage(withCapInsets:)`;
    /// `.stretch` for images that are not resizable, as on iOS.
    open var resizingMode: ResizingMode { resizing.mode }

    /// A resizable copy: drawn larger, the corners (`capInsets`, in points) keep their size, the edges
    /// repeat along their length and the middle repeats both ways (`.tile`, UIKit's default).
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        performResizableImage(withCapInsets: capInsets)
    }

    /// A resizable copy with `capInsets` (points) whose edges and middle fill their areas by `resizingMode`.
    ///
    /// Nine-slice drawing applies to bitmaps with the `.up` orientation; other images ignore the insets when
    /// drawn (documented deviation). When the destination is smaller than the caps, the caps shrink
    /// proportionally. A middle that is empty in the source leaves its area empty.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        performResizableImage(withCapInsets: capInsets, resizingMode: resizingMode)
    }

    /// The legacy stretchable image: caps of `leftCapWidth` and `topCapHeight` points with a one-point
    /// stretched middle (right cap = width − left − 1, bottom cap = height − top − 1), as on iOS.
    open func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        performStretchableImage(withLeftCapWidth: leftCapWidth, topCapHeight: topCapHeight)
    }

    // MARK: Forwards to UIImage+Symbols.swift

    /// The symbol configuration of a symbol image, `nil` for other images.
    open var symbolConfiguration: SymbolConfiguration? { symbolConfigurationImplementation }

    /// The image's configuration: the symbol configuration for symbol images, `nil` otherwise.
    open var configuration: Configuration? { symbolConfiguration }

    /// A copy with `configuration` applied over the current one. Symbol images change size and weight;
    /// other images are returned unchanged (they have nothing to configure in OpenUIKit).
    open func withConfiguration(_ configuration: Configuration) -> UIImage { performWithConfiguration(configuration) }

    /// A copy of a symbol image with `configuration` applied over the current one; `nil` for images that
    /// are not symbol images.
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        performApplyingSymbolConfiguration(configuration)
    }

    // MARK: Forwards to UIImage+Tint.swift

    /// A copy of the image that draws in `color`, keeping the rendering mode, as on iOS.
    ///
    /// For a symbol image the result draws its paths in `color`. For a bitmap the result is a new bitmap:
    /// `color` filled, then the image's contents composited with `.destinationIn` (so the colour takes the
    /// image's alpha), as Apple documents.
    /// - Complexity: O(pixels) for bitmaps, O(1) for symbols.
    open func withTintColor(_ color: UIColor) -> UIImage { performWithTintColor(color) }

    /// A copy of the image that draws in `color`, with `renderingMode`. See `withTintColor(_:)`.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        performWithTintColor(color, renderingMode: renderingMode)
    }
}
