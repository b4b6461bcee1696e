import Foundation

/// The app: its windows, its delegate and the entry point of events, as UIKit's `UIApplication`.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app's state, with UIKit's raw values.
    public enum State: Int, Sendable {
        /// In the foreground and receiving events.
        case active = 0
        /// In the foreground but not receiving events.
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    nonisolated(unsafe) private static var sharedStorage: UIApplication?

    /// The app object (created on first use).
    open class var shared: UIApplication {
        if let app = sharedStorage { return app }
        let app = UIApplication()
        sharedStorage = app
        return app
    }

    /// Creates the app object; use `UIApplication.shared`.
    override init() { super.init() }

    /// The app delegate; `UIApplicationMain` keeps it alive.
    open weak var delegate: (any UIApplicationDelegate)?
    /// Strong reference for delegates created by `UIApplicationMain`.
    var ownedDelegate: (any UIApplicationDelegate)?

    /// The app's state (active while a host runs it).
    open internal(set) var applicationState: State = .active

    /// Whether the screen may dim; kept for compatibility.
    open var isIdleTimerDisabled = false

    /// The app's windows, in creation order.
    open var windows: [UIWindow] { UIWindow.allWindows }

    /// The key window.
    open var keyWindow: UIWindow? { UIWindow.keyWindowStorage }

    // MARK: Forwards to Traits/UIApplication+Traits.swift

    /// The user's preferred Dynamic Type size (`.large` by default; the environment variable
    /// `OPENUIKIT_CONTENT_SIZE` picks another, e.g. `XL` or `AX3`), as UIKit's.
    open var preferredContentSizeCategory: UIContentSizeCategory { HostAppearance.contentSizeCategory }

    /// The app's layout direction: right to left when `OPENUIKIT_LAYOUT_DIRECTION=rtl` (as an app
    /// localized in Arabic or Hebrew gets on iOS), else left to right.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { HostAppearance.layoutDirection }

    /// Changes the preferred Dynamic Type size, as the Settings app does: the traits of every window
    /// update and `UIContentSizeCategory.didChangeNotification` is posted with the new category under
    /// `UIContentSizeCategory.newValueUserInfoKey`. Host SPI.
    @_spi(OpenUIKitHost) public func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        performSetPreferredContentSizeCategory(category)
    }

    // MARK: App icons (forwards to AssetCatalog/UIApplication+AlternateIcons.swift)

    /// Whether the app has alternate icons: app icon sets besides the primary `AppIcon` in the main bundle's
    /// asset catalogs (on iOS, the alternate icons the app's bundle declares), as UIKit's.
    open var supportsAlternateIcons: Bool { supportsAlternateIconsImplementation }

    /// The name of the alternate icon shown, nil for the primary icon, as UIKit's (kept for the process;
    /// documented deviation: iOS keeps it across launches).
    open var alternateIconName: String? { UIApplication.alternateIconNameStorage }

    /// Shows the alternate icon `alternateIconName` (an app icon set of the main bundle), or the primary
    /// icon for nil, then calls `completionHandler` on the main queue with nil or the error (an unknown
    /// name or an invalid set leaves the icon as it was), as UIKit's.
    @preconcurrency open func setAlternateIconName(_ alternateIconName: String?, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        performSetAlternateIconName(alternateIconName, completion: completionHandler)
    }

    /// Shows the alternate icon `alternateIconName` (nil for the primary one), as UIKit's `async` form.
    /// - Throws: the error `setAlternateIconName(_:completionHandler:)` reports.
    open func setAlternateIconName(_ alternateIconName: String?) async throws {
        let failure: (any Error)? = await withCheckedContinuation { continuation in
            performSetAlternateIconName(alternateIconName) { error in continuation.resume(returning: error) }
        }
        if let failure { throw failure }
    }

    // MARK: Opening URLs (forwards to Application/UIApplication+OpenURL.swift)

    /// Whether `open(_:options:completionHandler:)` can hand `url` to another app: a URL with a scheme
    /// while a host that opens URLs runs (the SDL window host: the desktop's handler for the scheme; the
    /// headless test host records them), as UIKit's.
    open func canOpenURL(_ url: URL) -> Bool { canOpenURLImplementation(url) }

    /// Opens `url` in the app the desktop has for its scheme (`SDL_OpenURL`: the browser for `https`),
    /// then calls `completion` on the main queue with whether it was handed over, as UIKit's. Headless,
    /// the test host records the URL instead (`HeadlessHost.openedURLs`). `.universalLinksOnly` opens
    /// nothing (no app on Linux claims universal links) and reports false.
    @preconcurrency open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
                                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        performOpen(url, options: options, completion: completion)
    }

    /// Opens `url` as `open(_:options:completionHandler:)` does and returns whether it was handed over
    /// (UIKit's `async` form).
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        await withCheckedContinuation { continuation in
            performOpen(url, options: options) { opened in continuation.resume(returning: opened) }
        }
    }

    /// The app's next responder: the delegate when it is a responder, as in UIKit.
    open override var next: UIResponder? { delegate as? UIResponder }

    /// Dispatches an event to the windows it concerns: touches to their windows, presses to the key window.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            var seen: Set<ObjectIdentifier> = []
            for touch in event.touchStorage {
                guard let window = touch.window, seen.insert(ObjectIdentifier(window)).inserted else { continue }
                window.sendEvent(event)
            }
        case .presses:
            keyWindow?.sendEvent(event)
        default:
            keyWindow?.sendEvent(event)
        }
    }
}
