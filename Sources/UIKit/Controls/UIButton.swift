import Foundation

/// A control that runs an action when tapped, as UIKit's `UIButton`: either the classic per-state API
/// (`setTitle(_:for:)`, `setTitleColor(_:for:)`, `setImage(_:for:)`, …) or a `UIButton.Configuration`.
///
/// Classic buttons: a `.system` button draws its title in the tint colour, 15 pt (UIKit's default title
/// font, Interface Builder's "System 15"), and fades its content to 20 % alpha while highlighted (unless a
/// highlighted title colour is set); disabled titles are `.tertiaryLabel`; a `.custom` button's title is
/// white and does not fade. Per-state values fall back to the `.normal` value. Sizes: content plus
/// `contentEdgeInsets`; a title adds 6 pt above and below when those insets are zero, so a system button
/// with a title is about 30 pt high as in UIKit (31 with the bundled Inter font's slightly taller lines).
///
/// Configured buttons draw only from `configuration`, except that a title set with `setTitle(_:for:)`
/// for the current state (or `.normal`) takes precedence over `configuration.title`.
///
/// A tap sends `[.touchUpInside, .primaryActionTriggered]` as one mask (UIKit's order is unverified).
/// Single-tap recognizers on superviews do not begin for touches on a button (`gestureRecognizerShouldBegin`).
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// Per-state classic values.
    struct StateContent {
        var title: String?
        var attributedTitle: NSAttributedString?
        var titleColor: UIColor?
        var titleShadowColor: UIColor?
        var image: UIImage?
        var backgroundImage: UIImage?
    }

    /// The closure that restyles a button for its state (iOS 15).
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    var buttonTypeStorage: ButtonType = .custom
    var stateContents: [UInt: StateContent] = [:]
    var configurationStorage: Configuration?
    var needsConfigurationUpdate = false
    var isUpdatingConfiguration = false
    /// The parts, made when first needed (content to show, or `titleLabel`/`imageView` read), as UIKit
    /// makes a button's label and image view lazily: a button with only a title has only its title label as
    /// a subview after layout. `UIButton+Parts.swift` makes them; nil until then.
    var backgroundViewIfLoaded: UIImageView?
    var imageViewIfLoaded: UIImageView?
    var titleLabelIfLoaded: UILabel?
    var subtitleLabelIfLoaded: UILabel?
    /// Whether content was set before any part existed: `refreshAppearanceIfNeeded()` makes and fills the
    /// parts at the next layout, measurement or part access (one refresh for any number of `setTitle`,
    /// `setImage`… calls, and none for a button that is never laid out).
    var needsAppearanceRefresh = false

    // MARK: Initialisers

    /// Creates a `.custom` button with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSubviews()
    }

    /// Creates a `.custom` button (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSubviews()
    }

    /// Creates a button of `buttonType`, as UIKit's `UIButton(type:)`; info, add and close types come
    /// with their image.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        buttonTypeStorage = buttonType
        applyTypeDefaults()
    }

    /// Creates a button of `buttonType` whose `.primaryActionTriggered` performs `primaryAction`, with
    /// the action's title and image (iOS 14). `UIButton(primaryAction:)` makes a `.system` button, as on iOS.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adoptPrimaryAction(primaryAction)
    }

    /// Creates a `.custom` button with `frame` whose `.primaryActionTriggered` performs `primaryAction`,
    /// with the action's title and image (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adoptPrimaryAction(primaryAction)
    }

    /// Creates a `.plain` button drawn from `configuration` (iOS 15); `primaryAction` fills in the title
    /// and image the configuration lacks. Its frame is zero, as in UIKit: size it with `sizeToFit()` or a
    /// frame.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        buttonTypeStorage = .plain
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
    }

    // MARK: Type and parts

    /// The button's kind.
    open var buttonType: ButtonType { buttonTypeStorage }

    /// The label that shows the title (classic and configured buttons); made on first access, as UIKit.
    open var titleLabel: UILabel? { loadedTitleLabel }

    /// The image view that shows the image; made on first access, as UIKit.
    open var imageView: UIImageView? { loadedImageView }

    /// The subtitle label of a configured button with a subtitle (iOS 15), else `nil`.
    open var subtitleLabel: UILabel? {
        guard configurationStorage?.subtitle != nil else { return nil }
        refreshAppearanceIfNeeded()
        return subtitleLabelStorage
    }

    // MARK: Classic per-state API (overridable)

    /// Sets the title for `state`; `nil` removes it (the `.normal` title shows instead).
    open func setTitle(_ title: String?, for state: UIControl.State) {
        stateContents[state.rawValue, default: StateContent()].title = title
        contentDidChange()
    }

    /// The title for `state`, falling back to the `.normal` title.
    open func title(for state: UIControl.State) -> String? { resolved(\.title, for: state) }

    /// Sets the styled title for `state`; it takes precedence over the plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        stateContents[state.rawValue, default: StateContent()].attributedTitle = title
        contentDidChange()
    }

    /// The styled title for `state`, falling back to the `.normal` one.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { resolved(\.attributedTitle, for: state) }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        stateContents[state.rawValue, default: StateContent()].titleColor = color
        contentDidChange()
    }

    /// The title colour for `state`: the one set for it, else the type's default for disabled system
    /// buttons, else the `.normal` one, else the type's default (tint for system, white for custom).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        if let color = stateContents[state.rawValue]?.titleColor { return color }
        if state.contains(.disabled), isSystemStyled { return .tertiaryLabel }
        return stateContents[UIControl.State.normal.rawValue]?.titleColor ?? defaultTitleColor
    }

    /// Sets the title shadow colour for `state`.
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        stateContents[state.rawValue, default: StateContent()].titleShadowColor = color
        contentDidChange()
    }

    /// The title shadow colour for `state`, falling back to the `.normal` one.
    open func titleShadowColor(for state: UIControl.State) -> UIColor? { resolved(\.titleShadowColor, for: state) }

    /// Sets the image for `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        stateContents[state.rawValue, default: StateContent()].image = image
        contentDidChange()
    }

    /// The image for `state`, falling back to the `.normal` image.
    open func image(for state: UIControl.State) -> UIImage? { resolved(\.image, for: state) }

    /// Sets the background image for `state`, stretched over the bounds.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        stateContents[state.rawValue, default: StateContent()].backgroundImage = image
        contentDidChange()
    }

    /// The background image for `state`, falling back to the `.normal` one.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { resolved(\.backgroundImage, for: state) }

    /// The space around the content of a classic button (deprecated in iOS 15, still common).
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentDidChange() } }
    /// An offset of the title's rectangle (deprecated in iOS 15).
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// An offset of the image's rectangle (deprecated in iOS 15).
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

    // MARK: Configuration (overridable)

    /// The configuration the button is drawn from (iOS 15), or `nil` for a classic button. Setting it
    /// redraws the button for its current state.
    open var configuration: Configuration? {
        get { configurationStorage }
        set {
            if newValue == nil, configurationStorage != nil {
                titleLabelIfLoaded?.font = .systemFont(ofSize: 15)
                titleLabelIfLoaded?.textAlignment = .natural
                imageViewIfLoaded?.tintColor = buttonType == .close ? .systemGray2 : nil
            }
            configurationStorage = newValue
            contentDidChange()
        }
    }

    /// Called when the button's state changed, before it redraws (iOS 15); set `configuration` in it to
    /// restyle per state. Runs after `updateConfiguration()`.
    @preconcurrency open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// Whether state changes run `updateConfiguration()` and the update handler (true by default).
    open var automaticallyUpdatesConfiguration = true

    /// Whether a tap toggles `isSelected` before the actions run (false by default, iOS 15), for toggle
    /// buttons.
    open var changesSelectionAsPrimaryAction = false { didSet { menuDidChange() } }

    /// Asks for `updateConfiguration()` (and the update handler) before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Brings the configuration up to date with the state. The default does nothing; subclasses override
    /// it to change `configuration` per state (UIKit calls it, then `configurationUpdateHandler`, whenever
    /// the state changes).
    open func updateConfiguration() {}

    // MARK: Menu (overridable; the work is in UIButton+Menu.swift)

    /// The button's menu (iOS 14): setting one turns on `isContextMenuInteractionEnabled`, so a long press
    /// (or, with `showsMenuAsPrimaryAction`, a touch down) shows it hanging from the button. With
    /// `changesSelectionAsPrimaryAction` the button is a pop-up button (iOS 15): one element is `.on`, its
    /// title is the button's, and choosing another moves the checkmark.
    open var menu: UIMenu? { didSet { menuDidChange() } }

    /// The button's menu as a configuration, for its context menu interaction; `nil` without a menu.
    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                              configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        menuConfiguration()
    }

    // MARK: Overrides

    /// The size of the content plus its insets (see the class discussion).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { contentFittingSize() }

    /// The size of the content plus its insets.
    open override var intrinsicContentSize: CGSize { contentFittingSize() }

    /// The title label: a button's first baseline is its title's (UIKit parity: `viewForFirstBaselineLayout`
    /// of `UIButton`), so baseline constraints and baseline-aligned stacks line buttons up with labels.
    open override var forFirstBaselineLayout: UIView { titleLabel ?? self }

    /// The title label, as for the first baseline (UIKit parity: `viewForLastBaselineLayout`).
    open override var forLastBaselineLayout: UIView { titleLabel ?? self }

    /// Places the background, image, title and subtitle.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate { runConfigurationUpdate() }
        layoutContent()
    }

    /// Redraws tinted content.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshAppearance()
    }

    /// Refuses single-tap recognizers of other views (superviews) for touches on the button, as UIKit's
    /// buttons win the single tap.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, ControlGestureArbitration.isSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    override var touchUpInsideEvents: UIControl.Event { [.touchUpInside, .primaryActionTriggered] }

    override func touchUpInsideWillSend() {
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
    }

    override func stateDidChange() {
        super.stateDidChange()
        if automaticallyUpdatesConfiguration, configurationStorage != nil || configurationUpdateHandler != nil {
            runConfigurationUpdate()
        }
        refreshAppearance()
    }

    // MARK: Forwards to UIButton+Appearance.swift

    /// The title shown now (for the current state).
    open var currentTitle: String? { attributedTitle(for: state)?.string ?? title(for: state) }

    /// The title colour used now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? defaultTitleColor }

    /// The title shadow colour used now.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }

    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The styled title shown now.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
}
