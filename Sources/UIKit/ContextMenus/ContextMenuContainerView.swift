import Foundation

/// The full-window view a context menu lives in, above everything else in the window: a blurred, dimmed
/// backdrop (none for a menu attached to a button; deviation: the blur is of the window as it was when the
/// menu opened, not live), the lifted preview and the platter. A touch outside
/// the platter dismisses the menu (on the preview: the preview action); it takes keyboard focus so the
/// arrow keys, Return and Escape work the menu.
@MainActor
final class ContextMenuContainerView: UIView {
    /// The blurred, dimmed backdrop (`nil` for a compact menu).
    private(set) var backdrop: UIView?
    /// The lifted snapshot or the preview controller's view, clipped to the preview's shape.
    var previewView: UIView?
    /// The menu, if there is one.
    let platter: ContextMenuPlatterView?
    /// Told about touches and keys.
    weak var presentation: ContextMenuPresentation?

    /// The backdrop's dimming over the blur: iOS's context menus darken the screen slightly.
    static let dimmingColor = UIColor { traits in
        UIColor(white: 0, alpha: traits.userInterfaceStyle == .dark ? 0.3 : 0.12)
    }

    init(frame: CGRect, platter: ContextMenuPlatterView?) {
        self.platter = platter
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let platter { addSubview(platter) }
    }

    /// Puts the blurred, dimmed backdrop behind everything else: `image` (a small render of the window)
    /// stretched over the window, and the dimming colour over it.
    func installBackdrop(_ image: UIImage) {
        let backdrop = UIView(frame: bounds)
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let blurred = UIImageView(image: image)
        blurred.frame = backdrop.bounds
        blurred.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let dimming = UIView(frame: backdrop.bounds)
        dimming.backgroundColor = Self.dimmingColor
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backdrop.addSubview(blurred)
        backdrop.addSubview(dimming)
        insertSubview(backdrop, at: 0)
        self.backdrop = backdrop
    }

    /// The window as it is, rendered at one eighth of a point per pixel (stretched to whole pixels): drawn
    /// back at full size with bilinear filtering it is the blurred backdrop. One small render when the
    /// menu opens instead of a live full-window blur every frame (which costs far more than a frame).
    static func blurredBackdrop(of window: UIWindow) -> UIImage {
        let scale: CGFloat = 0.125
        let size = window.bounds.size
        let pixels = CGSize(width: max(1, (size.width * scale).rounded(.up)), height: max(1, (size.height * scale).rounded(.up)))
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = true
        let bounds = CGRect(x: 0, y: 0, width: pixels.width / scale, height: pixels.height / scale)
        return UIGraphicsImageRenderer(bounds: bounds, format: format).image { context in
            context.cgContext.scaleBy(x: bounds.width / max(1, size.width), y: bounds.height / max(1, size.height))
            window.layer.render(in: context.cgContext)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// Places the preview view above the backdrop and below the platter.
    func installPreview(_ view: UIView) {
        previewView = view
        if let platter { insertSubview(view, belowSubview: platter) } else { addSubview(view) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        presentation?.layoutContainer()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return }
        if let previewView, previewView.frame.contains(point) { return }
        presentation?.dismiss(choosing: nil)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self), let previewView, previewView.frame.contains(point) else { return }
        presentation?.commitPreview()
    }

    // MARK: Keyboard

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, let platter else { return super.pressesBegan(presses, with: event) }
        switch key.keyCode {
        case .keyboardDownArrow: platter.moveHighlight(by: 1)
        case .keyboardUpArrow: platter.moveHighlight(by: -1)
        case .keyboardReturnOrEnter: platter.activateHighlightedRow()
        case .keyboardEscape:
            if platter.menuStack.count > 1 { platter.closeSubmenu() } else { presentation?.dismiss(choosing: nil) }
        default: super.pressesBegan(presses, with: event)
        }
    }
}
