import Foundation

/// The content view of `UIListContentConfiguration`: an image, a text and a secondary text laid out with
/// the configuration's margins and paddings.
///
/// Parity: UIKit's `UIListContentView` (iOS 14; layout guides iOS 14/18). Layout (points):
/// - margins are the configuration's `directionalLayoutMargins`; on the axes in
///   `axesPreservingSuperviewLayoutMargins` the superview's (the cell's) margins win when larger;
/// - the image sits at the leading margin, vertically centred, in a box of its size (or
///   `reservedLayoutSize`; `standardDimension` = 28; symbol images in cell styles default to the 28-pt
///   box so texts align across rows), followed by `imageToTextPadding` (16);
/// - the texts stack with `textToSecondaryTextVerticalPadding` (3), or share a line when
///   `prefersSideBySideTextAndSecondaryText` and both fit with `textToSecondaryTextHorizontalPadding`;
/// - height = max(image, texts) + top + bottom margins, at least 44 for cell styles, so a one-line body
///   cell is 44 tall as on iOS.
/// Text is measured once per (configuration, width) and cached, so layout passes without changes cost
/// no text measurement.
/// - Complexity: O(1) per layout pass after the first measurement at a width.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var current: UIListContentConfiguration
    private var measured: (width: CGFloat, margins: NSDirectionalEdgeInsets, result: Frames)?
    private let imageGuide = UILayoutGuide()
    private let textGuide = UILayoutGuide()
    private let secondaryTextGuide = UILayoutGuide()

    struct Frames {
        var image: CGRect?
        var text: CGRect?
        var secondaryText: CGRect?
        var height: CGFloat
    }

    /// Creates a content view showing `configuration`.
    /// - Complexity: O(1).
    public init(configuration: UIListContentConfiguration) {
        current = configuration
        super.init(frame: .zero)
        for guide in [imageGuide, textGuide, secondaryTextGuide] { guide.owningView = self }
        imageGuide.identifier = "UIListContentView-image"
        textGuide.identifier = "UIListContentView-text"
        secondaryTextGuide.identifier = "UIListContentView-secondaryText"
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply(configuration)
    }

    /// Not supported: list content views are created from a configuration.
    public required init?(coder: NSCoder) { nil }

    // MARK: - UIContentView

    /// The configuration shown; assigning a `UIListContentConfiguration` updates the view (other types
    /// are ignored, as `supports(_:)` reports).
    /// - Complexity: O(1); text is re-measured at the next layout only if it changed.
    open var configuration: any UIContentConfiguration {
        get { current }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            if list == current { return }
            current = list
            apply(list)
        }
    }

    /// Whether `configuration` is a `UIListContentConfiguration`.
    /// - Complexity: O(1).
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// The image's frame, or nil when the configuration has no image (valid after layout).
    open var imageLayoutGuide: UILayoutGuide? { current.image == nil ? nil : imageGuide }
    /// The primary text's frame, or nil when there is no text (valid after layout).
    open var textLayoutGuide: UILayoutGuide? { hasText ? textGuide : nil }
    /// The secondary text's frame, or nil when there is none (valid after layout).
    open var secondaryTextLayoutGuide: UILayoutGuide? { hasSecondaryText ? secondaryTextGuide : nil }

    // MARK: - Layout

    /// Lays out the image and texts for the current width.
    /// - Complexity: O(1) when the width and configuration are unchanged.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = frames(forWidth: bounds.width)
        let offsetY = max(0, (bounds.height - frames.height) / 2)
        let rightToLeft = isRightToLeft
        func place(_ view: UIView, _ rect: CGRect?, _ guide: UILayoutGuide) {
            if let rect {
                // Right to left: the image and texts are laid out mirrored (image on the right), as on iOS.
                let shifted = rect.offsetBy(dx: 0, dy: offsetY)
                let r = rightToLeft ? mirroredForRightToLeft(shifted) : shifted
                if view.frame != r { view.frame = r }
                if view.isHidden { view.isHidden = false }
                guide.layoutFrame = r
            } else {
                if !view.isHidden { view.isHidden = true }
                guide.layoutFrame = .zero
            }
        }
        place(imageView, frames.image, imageGuide)
        place(textLabel, frames.text, textGuide)
        place(secondaryTextLabel, frames.secondaryText, secondaryTextGuide)
    }

    /// The size that fits `size.width`: the given width and the content height.
    /// - Complexity: O(1) when cached for that width, else one text measurement.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width < 1_000_000 ? size.width : 320
        return CGSize(width: width, height: frames(forWidth: width).height)
    }

    /// The content height at the current width (no intrinsic width).
    /// - Complexity: As `sizeThatFits(_:)`.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: frames(forWidth: bounds.width > 0 ? bounds.width : 320).height)
    }

    /// Re-reads the superview's margins when they change.
    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        measured = nil
        setNeedsLayout()
    }

    /// Re-measures when moved into a cell with other margins.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        measured = nil
        setNeedsLayout()
    }

    // MARK: Private

    private var hasText: Bool { current.text != nil || current.attributedText != nil }
    private var hasSecondaryText: Bool { current.secondaryText != nil || current.secondaryAttributedText != nil }

    private func apply(_ c: UIListContentConfiguration) {
        measured = nil
        if imageView.image !== c.image { imageView.image = c.image }
        let tint = c.imageProperties.resolvedTintColor(for: tintColor ?? .tintColor)
        if imageView.tintColor != tint { imageView.tintColor = tint }
        if imageView.layer.cornerRadius != c.imageProperties.cornerRadius { imageView.layer.cornerRadius = c.imageProperties.cornerRadius }
        if imageView.clipsToBounds != (c.imageProperties.cornerRadius > 0) { imageView.clipsToBounds = c.imageProperties.cornerRadius > 0 }
        if imageView.contentMode != .scaleAspectFit { imageView.contentMode = .scaleAspectFit }
        configure(textLabel, text: c.text, attributed: c.attributedText, properties: c.textProperties)
        configure(secondaryTextLabel, text: c.secondaryText, attributed: c.secondaryAttributedText,
                  properties: c.secondaryTextProperties)
        if alpha != c.alpha { alpha = c.alpha }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func configure(_ label: UILabel, text: String?, attributed: NSAttributedString?,
                           properties: UIListContentConfiguration.TextProperties) {
        // Only changed properties are written, so reusing a cell for another row re-shapes only its text.
        if label.adjustsFontForContentSizeCategory != properties.adjustsFontForContentSizeCategory {
            label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        }
        let font = properties.adjustsFontForContentSizeCategory ? properties.font.adjusted(to: label.traitCollection) : properties.font
        if label.font != font { label.font = font }
        let color = properties.resolvedColor()
        if label.textColor != color { label.textColor = color }
        if label.numberOfLines != properties.numberOfLines { label.numberOfLines = properties.numberOfLines }
        if label.lineBreakMode != properties.lineBreakMode { label.lineBreakMode = properties.lineBreakMode }
        if label.adjustsFontSizeToFitWidth != properties.adjustsFontSizeToFitWidth {
            label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        }
        if label.minimumScaleFactor != properties.minimumScaleFactor { label.minimumScaleFactor = properties.minimumScaleFactor }
        let alignment: NSTextAlignment = switch properties.alignment {
        case .natural: .natural
        case .center: .center
        case .justified: .justified
        }
        if label.textAlignment != alignment { label.textAlignment = alignment }
        if let attributed {
            if label.attributedText != attributed { label.attributedText = attributed }
        } else {
            let shown = text.map(properties.transformed)
            if label.text != shown || label.attributedText != nil && shown == nil { label.text = shown }
        }
    }

    /// The margins in effect: the configuration's, raised to the superview's on preserved axes.
    func effectiveMargins() -> NSDirectionalEdgeInsets {
        var m = current.directionalLayoutMargins
        guard let parent = superview else { return m }
        let pm = parent.layoutMargins, f = parent.restingFrame(ofSubview: self), pb = parent.bounds
        if current.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
            m.leading = max(m.leading, pm.left - (f.minX - pb.minX))
            m.trailing = max(m.trailing, pm.right - (pb.maxX - f.maxX))
        }
        if current.axesPreservingSuperviewLayoutMargins.contains(.vertical) {
            m.top = max(m.top, pm.top - (f.minY - pb.minY))
            m.bottom = max(m.bottom, pm.bottom - (pb.maxY - f.maxY))
        }
        return m
    }

    func frames(forWidth width: CGFloat) -> Frames {
        let margins = effectiveMargins()
        if let measured, measured.width == width, measured.margins == margins { return measured.result }
        let result = computeFrames(width: width, margins: margins)
        measured = (width, margins, result)
        return result
    }

    private func imageBox() -> (box: CGSize, image: CGSize)? {
        guard let image = current.image else { return nil }
        var size = image.size
        let maximum = current.imageProperties.maximumSize
        if maximum.width > 0, size.width > maximum.width {
            size = CGSize(width: maximum.width, height: size.height * maximum.width / max(size.width, 1))
        }
        if maximum.height > 0, size.height > maximum.height {
            size = CGSize(width: size.width * maximum.height / max(size.height, 1), height: maximum.height)
        }
        let reserved = current.imageProperties.reservedLayoutSize
        let standard: CGFloat = 28
        // Symbol images in cell styles sit in the standard box so rows' texts align (as iOS's Settings).
        let symbolBox = image.isSymbolImage && current.style.isCell && reserved.width == 0 ? standard : 0
        let boxW = reserved.width == UIListContentConfiguration.ImageProperties.standardDimension ? standard : max(reserved.width, symbolBox)
        let boxH = reserved.height == UIListContentConfiguration.ImageProperties.standardDimension ? standard : max(reserved.height, 0)
        return (CGSize(width: max(boxW, size.width), height: max(boxH, size.height)), size)
    }

    private func computeFrames(width: CGFloat, margins m: NSDirectionalEdgeInsets) -> Frames {
        var x = m.leading
        var imageRect: CGRect?
        var boxHeight: CGFloat = 0
        if let (box, size) = imageBox() {
            imageRect = CGRect(x: x + (box.width - size.width) / 2, y: 0, width: size.width, height: size.height)
            boxHeight = box.height
            x += box.width + (hasText || hasSecondaryText ? current.imageToTextPadding : 0)
        }
        let textWidth = max(0, width - m.trailing - x)
        let unbounded = CGSize(width: textWidth, height: .greatestFiniteMagnitude)
        var textSize = hasText ? textLabel.sizeThatFits(unbounded) : .zero
        var secondarySize = hasSecondaryText ? secondaryTextLabel.sizeThatFits(unbounded) : .zero
        textSize.width = min(ceil(textSize.width), textWidth); textSize.height = ceil(textSize.height)
        secondarySize.width = min(ceil(secondarySize.width), textWidth); secondarySize.height = ceil(secondarySize.height)

        var textRect: CGRect?, secondaryRect: CGRect?
        var stackHeight: CGFloat
        let sideBySide = current.prefersSideBySideTextAndSecondaryText && hasText && hasSecondaryText
            && textSize.width + current.textToSecondaryTextHorizontalPadding + secondarySize.width <= textWidth
        if sideBySide {
            stackHeight = max(textSize.height, secondarySize.height)
            textRect = CGRect(x: x, y: (stackHeight - textSize.height) / 2, width: textSize.width, height: textSize.height)
            secondaryRect = CGRect(x: width - m.trailing - secondarySize.width, y: (stackHeight - secondarySize.height) / 2,
                                   width: secondarySize.width, height: secondarySize.height)
        } else {
            var y: CGFloat = 0
            if hasText {
                textRect = CGRect(x: x, y: 0, width: textWidth, height: textSize.height)
                y = textSize.height
            }
            if hasSecondaryText {
                if hasText { y += current.textToSecondaryTextVerticalPadding }
                secondaryRect = CGRect(x: x, y: y, width: textWidth, height: secondarySize.height)
                y += secondarySize.height
            }
            stackHeight = y
        }
        let contentHeight = max(stackHeight, boxHeight)
        let height = max(current.style.defaults.minimumHeight, ceil(contentHeight + m.top + m.bottom))
        let top = m.top + (height - m.top - m.bottom - contentHeight) / 2
        textRect = textRect?.offsetBy(dx: 0, dy: top + (contentHeight - stackHeight) / 2)
        secondaryRect = secondaryRect?.offsetBy(dx: 0, dy: top + (contentHeight - stackHeight) / 2)
        imageRect = imageRect.map { $0.offsetBy(dx: 0, dy: top + (contentHeight - $0.height) / 2) }
        return Frames(image: imageRect, text: textRect, secondaryText: secondaryRect, height: height)
    }
}
