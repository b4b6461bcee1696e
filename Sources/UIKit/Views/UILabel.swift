import Foundation

/// Shows one or more lines of read-only text, as UIKit's `UILabel`.
///
/// Defaults as in UIKit: 17-point system font, `.label` colour, natural alignment, one line,
/// `.byTruncatingTail`, content mode `.redraw`, user interaction off. The text is centred vertically in
/// the bounds, as UILabel draws it. Shaped layouts are cached by the text engine, so redrawing an
/// unchanged label costs almost nothing, and the drawn bitmap is cached in the layer until a property
/// changes.
@preconcurrency @MainActor
open class UILabel: UIView {
    private var textStorage: String?
    private var attributedStorage: NSAttributedString?
    /// The text as the engine takes it, rebuilt when the text or a text attribute changes.
    private var preparedContent: TextContent?

    /// The text shown. Setting it replaces any attributed text.
    open var text: String? {
        get { attributedStorage?.string ?? textStorage }
        set {
            textStorage = newValue
            attributedStorage = nil
            textDidChange()
        }
    }

    /// The styled text shown. Attributes the string lacks come from the label's font, colour and alignment.
    open var attributedText: NSAttributedString? {
        get {
            if let attributedStorage { return attributedStorage }
            guard let textStorage else { return nil }
            return NSAttributedString(string: textStorage, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
        }
        set {
            attributedStorage = newValue
            textStorage = newValue?.string
            textDidChange()
        }
    }

    /// The font (17-point system font by default; `nil` resets it).
    open var font: UIFont! {
        didSet {
            if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }
            textDidChange()
        }
    }

    /// The text colour (`.label` by default; `nil` resets it).
    open var textColor: UIColor! {
        didSet {
            if textColor == nil { textColor = .label }
            appearanceDidChange()
        }
    }

    /// The colour used while `isHighlighted`.
    open var highlightedTextColor: UIColor? { didSet { if isHighlighted { appearanceDidChange() } } }
    /// Whether the label draws in `highlightedTextColor`.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { appearanceDidChange() } } }
    /// Whether the label draws as enabled; disabled labels draw in a dimmed colour.
    open var isEnabled = true { didSet { if isEnabled != oldValue { appearanceDidChange() } } }
    /// The horizontal alignment (natural = left in OpenUIKit's left-to-right layout).
    open var textAlignment: NSTextAlignment = .natural { didSet { appearanceDidChange() } }
    /// The maximum number of lines; 0 means as many as needed.
    open var numberOfLines = 1 { didSet { textDidChange() } }
    /// How lines break and where truncation happens.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    /// The width `intrinsicContentSize` wraps multi-line text at (0: the current width, or unlimited).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    /// Whether the font shrinks (down to `minimumScaleFactor`) so single-line text fits the width.
    open var adjustsFontSizeToFitWidth = false { didSet { appearanceDidChange() } }
    /// The smallest font scale `adjustsFontSizeToFitWidth` goes down to (0 = no limit beyond 1/4).
    open var minimumScaleFactor: CGFloat = 0 { didSet { appearanceDidChange() } }
    /// A shadow colour for the text, or `nil` (the default) for none.
    open var shadowColor: UIColor? { didSet { appearanceDidChange() } }
    /// The text shadow's offset, (0, -1) by default.
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { appearanceDidChange() } }

    /// Creates an empty label.
    public override init(frame: CGRect) {
        font = .systemFont(ofSize: UIFont.labelFontSize)
        textColor = .label
        super.init(frame: frame)
        configure()
    }

    /// Creates an empty label (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        font = .systemFont(ofSize: UIFont.labelFontSize)
        textColor = .label
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    // MARK: Sizing

    /// The size of the text laid out within `size.width` (as many lines as `numberOfLines` allows).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let content = content(), !content.isEmpty else { return .zero }
        let width: CGFloat? = size.width > 0 && size.width < 1_000_000 ? size.width : nil
        let measured = TextLayout.metrics(content, maxWidth: numberOfLines == 1 ? nil : width,
                                          numberOfLines: numberOfLines, lineBreakMode: lineBreakMode).size
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    /// The text's natural size: one line, or wrapped at `preferredMaxLayoutWidth` for multi-line labels
    /// (without one, at the width Auto Layout gives the label, UIKit's two-pass layout; unwrapped outside
    /// the engine).
    open override var intrinsicContentSize: CGSize {
        guard let content = content(), !content.isEmpty else { return .zero }
        let width = intrinsicWrapWidth
        let measured = TextLayout.metrics(content, maxWidth: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode).size
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    /// The width multi-line text wraps at for `intrinsicContentSize` (nil: unwrapped).
    private var intrinsicWrapWidth: CGFloat? {
        guard numberOfLines != 1 else { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return autoLayoutStorage?.item?.wrapWidth
    }

    /// Whether the label wraps at the width the engine gives it (multi-line without `preferredMaxLayoutWidth`).
    var wrapsAtEngineWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The first and last baselines from the top of the text and the text's height, laid out as
    /// `intrinsicContentSize` lays it out; nil without text. Auto Layout's baseline anchors read them.
    func baselineOffsetsForEngine() -> (first: CGFloat, last: CGFloat, textHeight: CGFloat)? {
        guard let content = content(), !content.isEmpty else { return nil }
        let metrics = TextLayout.metrics(content, maxWidth: intrinsicWrapWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        return (metrics.firstBaseline, metrics.lastBaseline, metrics.size.height.rounded(.up))
    }

    /// The rectangle the text occupies inside `bounds` when limited to `numberOfLines` lines (0 =
    /// unlimited): as wide as the text needs up to the bounds' width, centred vertically.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let content = content(), !content.isEmpty else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        let size = TextLayout.metrics(content, maxWidth: bounds.width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode).size
        let height = min(size.height, max(bounds.height, size.height))
        return CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - height) / 2, width: min(size.width, bounds.width), height: height)
    }

    // MARK: Drawing

    /// Draws the text with `drawText(in:)` over the bounds.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text into the current context, wrapped at `rect.width` and centred vertically in `rect`.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), var content = content(), !content.isEmpty else { return }
        if adjustsFontSizeToFitWidth, numberOfLines == 1 { content = shrunkToFit(content, width: rect.width) }
        let metrics = TextLayout.metrics(content, maxWidth: rect.width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        let origin = CGPoint(x: rect.minX, y: rect.minY + ((rect.height - metrics.size.height) / 2).rounded(.down))
        let box = CGRect(origin: origin, size: CGSize(width: rect.width, height: metrics.size.height))
        if let shadowColor, let shadow = shadowColor.textRGBA {
            var shadowed = content
            for i in shadowed.runs.indices { shadowed.runs[i].attributes.foreground = shadow }
            TextLayout.draw(shadowed, in: box.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height),
                            numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, context: context)
        }
        TextLayout.draw(content, in: box, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, context: context)
    }

    // MARK: Internals

    /// The colour the text draws in now.
    private var effectiveTextColor: UIColor {
        if isHighlighted, let highlightedTextColor { return highlightedTextColor }
        return isEnabled ? textColor : UIColor.tertiaryLabel
    }

    /// The prepared text (built once per change of text or attributes).
    private func content() -> TextContent? {
        if let preparedContent { return preparedContent }
        var paragraph = TextParagraphAttributes()
        paragraph.alignment = resolvedTextAlignment
        // Resolved with the label's own traits: the text may be measured (Auto Layout, sizeThatFits) outside
        // a drawing pass, where `UITraitCollection.current` is not the label's (a dark override would be lost).
        let color = effectiveTextColor.resolvedColor(with: traitCollection).textRGBA ?? .black
        let built: TextContent
        if let attributedStorage {
            built = TextContent(attributedString: attributedStorage, defaultFont: font, defaultColor: color, defaultParagraph: paragraph)
        } else if let textStorage {
            built = TextContent(string: textStorage, attributes: TextRunAttributes(font: font, foreground: color), paragraph: paragraph)
        } else {
            return nil
        }
        preparedContent = built
        return built
    }

    /// The content with its fonts scaled down until one line fits `width` (not below `minimumScaleFactor`).
    private func shrunkToFit(_ content: TextContent, width: CGFloat) -> TextContent {
        let natural = TextLayout.metrics(content, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byClipping).size.width
        guard natural > width, width > 0 else { return content }
        let floor = minimumScaleFactor > 0 ? minimumScaleFactor : 0.25
        let scale = max(floor, width / natural)
        var shrunk = content
        for i in shrunk.runs.indices {
            let f = shrunk.runs[i].attributes.font
            shrunk.runs[i].attributes.font = f.withSize((f.pointSize * scale * 2).rounded(.down) / 2)
        }
        return shrunk
    }

    // MARK: Traits (see Traits/)

    /// Whether the font follows the Dynamic Type size: a font from `preferredFont(forTextStyle:)` or
    /// `UIFontMetrics` is replaced by its size at the new category when the traits' content size category
    /// (or bold text) changes, as UIKit's `adjustsFontForContentSizeCategory` (false by default).
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory, !oldValue { adjustFontToContentSize() } }
    }

    /// The prepared text holds resolved colours: an appearance change prepares it again; a Dynamic Type
    /// change rescales a scaling font.
    override func traitsDidChange(from previous: UITraitCollection, changes: TraitChanges) {
        super.traitsDidChange(from: previous, changes: changes)
        if changes.affectsColor { appearanceDidChange() }
        if changes.contains(UITraitLayoutDirection.self), textAlignment == .natural { appearanceDidChange() }
        if changes.contains(UITraitPreferredContentSizeCategory.self) || changes.contains(UITraitLegibilityWeight.self) {
            adjustFontToContentSize()
        }
    }

    private func adjustFontToContentSize() {
        guard adjustsFontForContentSizeCategory, let font, font.dynamicTypeScaling != nil else { return }
        let adjusted = font.adjusted(to: traitCollection)
        if adjusted != font { self.font = adjusted }
    }

    private func textDidChange() {
        preparedContent = nil
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    private func appearanceDidChange() {
        preparedContent = nil
        setNeedsDisplay()
    }

    /// The effective layout direction changed under natural alignment (see `UILabel+LayoutDirection.swift`).
    func naturalAlignmentDidChange() { appearanceDidChange() }
}
