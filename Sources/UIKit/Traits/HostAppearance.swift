import Foundation

/// The app-wide appearance settings the screen's traits start from: interface style, Dynamic Type size,
/// layout direction and contrast. Each comes from an environment variable when set, else from the host
/// (the SDL host reads the desktop's colour-scheme preference), else iOS's defaults (light, `.large`,
/// left to right, normal contrast). Not public API.
///
/// - `OPENUIKIT_APPEARANCE` = `light` | `dark`: forces the interface style (the desktop preference is
///   then ignored).
/// - `OPENUIKIT_CONTENT_SIZE` = `XS` … `XXXL`, `AX1` … `AX5` (or a case name such as `extraLarge`): the
///   preferred content size category.
/// - `OPENUIKIT_LAYOUT_DIRECTION` = `rtl` | `ltr`: the app's layout direction.
/// - `OPENUIKIT_CONTRAST` = `high` | `normal`: increased contrast.
///
/// Host SPI: the SDL host and `HeadlessHost` set these; apps see them as the screen's traits and
/// `UIApplication.preferredContentSizeCategory`.
@MainActor
@_spi(OpenUIKitHost)
public enum HostAppearance {
    /// The environment the settings were read from (replaceable in tests).
    nonisolated(unsafe) public static var environment: [String: String] = ProcessInfo.processInfo.environment

    /// The style the environment forces, if any.
    public static var forcedStyle: UIUserInterfaceStyle? {
        switch environment["OPENUIKIT_APPEARANCE"]?.lowercased() {
        case "dark": return .dark
        case "light": return .light
        default: return nil
        }
    }

    /// The interface style at start: the forced one, else light (the SDL host then asks the desktop).
    static var initialStyle: UIUserInterfaceStyle { forcedStyle ?? .light }

    /// The content size category at start.
    static var initialContentSizeCategory: UIContentSizeCategory {
        environment["OPENUIKIT_CONTENT_SIZE"].flatMap(UIContentSizeCategory.named) ?? .large
    }

    /// The layout direction at start.
    static var initialLayoutDirection: UIUserInterfaceLayoutDirection {
        switch environment["OPENUIKIT_LAYOUT_DIRECTION"]?.lowercased() {
        case "rtl", "righttoleft": return .rightToLeft
        default: return .leftToRight
        }
    }

    /// The app-wide interface style (what the screen reports).
    public static var style: UIUserInterfaceStyle = initialStyle { didSet { if style != oldValue { settingsDidChange() } } }
    /// The app-wide content size category.
    public static var contentSizeCategory: UIContentSizeCategory = initialContentSizeCategory {
        didSet { if contentSizeCategory != oldValue { settingsDidChange() } }
    }
    /// The app-wide layout direction.
    public static var layoutDirection: UIUserInterfaceLayoutDirection = initialLayoutDirection {
        didSet { if layoutDirection != oldValue { settingsDidChange() } }
    }
    /// The app-wide contrast.
    public static var contrast: UIAccessibilityContrast = initialContrast { didSet { if contrast != oldValue { settingsDidChange() } } }

    /// Recomputes the screen's traits and queues updates of every window's.
    static func settingsDidChange() {
        UIScreen.main.screenTraitsDidChange()
    }

    /// Reads every setting from `environment` again (tests replace the environment first).
    public static func reload() {
        style = initialStyle
        contentSizeCategory = initialContentSizeCategory
        layoutDirection = initialLayoutDirection
        contrast = initialContrast
    }

    /// The contrast at start.
    static var initialContrast: UIAccessibilityContrast {
        environment["OPENUIKIT_CONTRAST"]?.lowercased() == "high" ? .high : .normal
    }
}
