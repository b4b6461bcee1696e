@_spi(OpenUIKitBackend) import QuartzCore
import Foundation

/// Shows an image, as UIKit's `UIImageView`: the image becomes the layer's contents, placed by
/// `contentMode`; template and symbol images are drawn in the tint colour, at the view's size so vector
/// symbols stay crisp.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            imageDidChange(oldSize: oldValue?.size)
        }
    }

    /// The image shown while `isHighlighted`.
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted { imageDidChange(oldSize: oldValue?.size) } }
    }

    /// Whether the highlighted image is shown.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedImage != nil { imageDidChange(oldSize: nil) } }
    }

    /// The symbol configuration applied to symbol images.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { layer.setNeedsDisplay() }
    }

    /// The size of the content last rendered for a template image (re-rendered when the bounds change).
    private var renderedSize: CGSize?

    /// Creates an image view sized to `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configure()
    }

    /// Creates an image view with an image and a highlighted image, sized to `image`.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configure()
    }

    /// Creates an empty image view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// Creates an empty image view (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        UIView.drawingClasses[ObjectIdentifier(type(of: self))] = false
        isUserInteractionEnabled = false
        layer.setNeedsDisplay()
    }

    /// The image's size, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let shown = displayedImage else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return shown.size
    }

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

    /// Template and symbol images are drawn in the resolved tint: an appearance change draws them again.
    /// An image with an `imageAsset` (catalog images) is drawn again when a trait its variants depend on
    /// changes, and an image that flips for right to left when the layout direction changes.
    override func traitsDidChange(from previous: UITraitCollection, changes: TraitChanges) {
        super.traitsDidChange(from: previous, changes: changes)
        guard let shown = displayedImage else { return }
        let directionChanged = changes.contains(UITraitLayoutDirection.self)
        if changes.affectsColor, shown.drawsAsTemplate || shown.imageAsset != nil { layer.setNeedsDisplay() }
        if shown.imageAsset != nil, directionChanged || changes.contains(UITraitDisplayScale.self) { layer.setNeedsDisplay() }
        if shown.flipsForRightToLeftLayoutDirection, directionChanged { layer.setNeedsDisplay() }
    }

    /// Redraws template images in the new tint.
    open override func tintColorDidChange() {
        if displayedImage?.drawsAsTemplate == true { layer.setNeedsDisplay() }
    }

    /// Re-renders symbol and template images when the size changed, so vectors stay crisp.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if renderedSize != nil, renderedSize != bounds.size { layer.setNeedsDisplay() }
    }

    /// Puts the image into the layer: raster images upright (turned by `imageOrientation`; the layer scales
    /// them by `contentMode`), template and symbol images rendered in the tint colour at the view's size.
    open override func display(_ layer: CALayer) {
        guard let shown = renderedImage else {
            layer.contents = nil
            renderedSize = nil
            return
        }
        let template = shown.drawsAsTemplate
        guard template, bounds.width > 0, bounds.height > 0 else {
            layer.contents = shown.uprightCGImage
            layer.contentsScale = shown.scale
            renderedSize = nil
            return
        }
        let size = bounds.size
        let format = UIGraphicsImageRendererFormat()
        format.scale = UIScreen.main.scale
        // The tint (usually dynamic system blue) resolves with the view's traits, as UIKit draws it.
        let tint = (tintColor ?? .systemBlue).resolvedColor(with: traitCollection)
        let tinted = shown.withTintColor(tint, renderingMode: .alwaysOriginal)
        let rendered = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            tinted.draw(in: contentMode.layerGravity.placement(of: shown.size, in: CGRect(origin: .zero, size: size)))
        }
        layer.contents = rendered.cgImage
        layer.contentsScale = format.scale
        layer.contentsGravity = .resize
        renderedSize = size
    }

    /// The image on screen: the highlighted one while highlighted, else `image`.
    var displayedImage: UIImage? { isHighlighted ? (highlightedImage ?? image) : image }

    /// What is drawn for `displayedImage`: its `imageAsset`'s variant for the view's traits (keeping the
    /// displayed image's rendering mode), mirrored when it flips for right to left and the view's
    /// effective layout direction is right to left, as iOS's image views draw.
    var renderedImage: UIImage? {
        guard let shown = displayedImage else { return nil }
        var variant = shown.imageAsset?.image(with: traitCollection) ?? shown
        if variant !== shown, variant.renderingMode != shown.renderingMode { variant = variant.withRenderingMode(shown.renderingMode) }
        if shown.flipsForRightToLeftLayoutDirection, effectiveUserInterfaceLayoutDirection == .rightToLeft {
            variant = variant.withHorizontallyFlippedOrientation()
        }
        return variant
    }

    private func imageDidChange(oldSize: CGSize?) {
        layer.contentsGravity = contentMode.layerGravity
        layer.setNeedsDisplay()
        if oldSize != displayedImage?.size { invalidateIntrinsicContentSize() }
    }
}
