import Foundation

/// The backdrop for an app's views and the root of a view tree that a host draws and sends events to.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The safe-area insets of the window's edges, set by the host (status bar, home indicator on a
    /// phone-shaped screen; zero for a desktop window).
    @_spi(OpenUIKitHost) public var windowSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if windowSafeAreaInsets != oldValue { markSafeAreaChanged(self) } }
    }

    /// The windows that exist, in creation order (nil entries are windows that went away).
    static var allWindows: [UIWindow] { registry.compactMap(\.window) }

    /// The windows that exist, in creation order, held weakly.
    nonisolated(unsafe) static var registry: [WeakWindow] = []
    /// The key window.
    nonisolated(unsafe) static weak var keyWindowStorage: UIWindow?

    /// Takes the window's layer off the screen when the window goes away.
    private var screenDetachment: MainActorReleaseAction?

    /// Creates a window with `frame` (usually the screen's bounds). Windows start hidden, as on iOS.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        attachToScreen()
    }

    /// Creates a window from an archive (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        attachToScreen()
    }

    private func attachToScreen() {
        windowStorage = self
        isHidden = true
        UIWindow.registry.removeAll { $0.window == nil }
        UIWindow.registry.append(WeakWindow(window: self))
        layer.zPosition = windowLevel.rawValue
        UIScreen.main.rootLayer.addSublayer(layer)
        screenDetachment = MainActorReleaseAction { [layer] in layer.removeFromSuperlayer() }
    }

    /// The screen the window is on.
    open var screen: UIScreen { UIScreen.main }

    /// The window's level among windows; `.normal` by default.
    open var windowLevel: UIWindow.Level = .normal {
        didSet { layer.zPosition = windowLevel.rawValue }
    }

    /// The view controller whose view fills the window. Setting it replaces the previous root view and
    /// sizes the new one to the window's bounds with flexible width and height.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue, old.isViewLoaded, old.view.superview === self { old.view.removeFromSuperview() }
            if let root = rootViewController {
                let rootView: UIView = root.view
                rootView.frame = bounds
                rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(rootView)
            }
        }
    }

    /// Whether this is the key window (the one that gets keyboard events).
    open var isKeyWindow: Bool { UIWindow.keyWindowStorage === self }

    /// Makes the window key.
    open func makeKey() {
        let old = UIWindow.keyWindowStorage
        guard old !== self else { return }
        old?.resignKey()
        UIWindow.keyWindowStorage = self
        becomeKey()
    }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Called when the window becomes key.
    open func becomeKey() {}
    /// Called when the window stops being key.
    open func resignKey() {}

    /// A window's next responder is the application, as on iOS.
    open override var next: UIResponder? { UIApplication.shared }

    // MARK: Undo (text input)

    /// The window's undo manager, which the responders in it share by default (as on iOS).
    open override var undoManager: UndoManager? { windowUndoManager }
    private lazy var windowUndoManager = UndoManager()

    private func markSafeAreaChanged(_ view: UIView) {
        view.setNeedsLayout()
        for sub in view.subviews { markSafeAreaChanged(sub) }
    }

    /// The window's traits start from the screen's, with size classes from the window's size.
    override func inheritedTraitCollection() -> UITraitCollection { windowInheritedTraitCollection() }

    // MARK: Forwards to UIWindow+Events.swift

    /// Dispatches an event to the window's views: touches go to the views they were bound to when they
    /// began (through the gesture recognizers on the way), presses to the first responder.
    open func sendEvent(_ event: UIEvent) { performSendEvent(event) }
}

/// A weak reference to a window, for the window registry.
struct WeakWindow {
    weak var window: UIWindow?
}
