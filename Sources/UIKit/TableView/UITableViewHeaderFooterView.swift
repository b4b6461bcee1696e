import Foundation

/// A reusable section header or footer of a table view: a content view with a title (and detail) label
/// styled for the table's style, or a content configuration.
///
/// UIKit parity: the table view makes one for a section title (`titleForHeaderInSection`); register a
/// subclass and dequeue it in `viewForHeaderInSection` for custom ones. Styling (the list header and
/// footer configurations): plain header 15-pt semibold `label` with margins {6, 16, 6, 8}; plain footer
/// 13-pt `secondaryLabel`; grouped header and footer 13-pt `secondaryLabel` with margins {17, 8, 6, 8}
/// and {6, 8, 17, 8}; horizontal margins follow the table's (the text lines up with the rows' text).
/// Plain headers have a `secondarySystemBackground` background so rows do not show through while they
/// float. `sizeThatFits(_:)` answers the label's height plus the margins.
/// - Complexity: Layout O(1).
@MainActor
open class UITableViewHeaderFooterView: UIView {
    var reuseIdentifierStorage: String?
    var contentViewStorage = UIView()
    var textLabelStorage: UILabel?
    var detailTextLabelStorage: UILabel?
    var contentConfigurationStorage: (any UIContentConfiguration)?
    var backgroundConfigurationStorage: UIBackgroundConfiguration?
    @preconcurrency var configurationUpdateHandlerStorage: (@MainActor (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void)?
    var configurationBackgroundView: BackgroundConfigurationView?
    let styleBackgroundView = UIView()
    /// The style role the table view gave the view.
    var placement = HeaderFooterPlacement(style: .plain, isFooter: false, margin: 16)

    /// Creates a header or footer view reusable under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        reuseIdentifierStorage = reuseIdentifier
        super.init(frame: .zero)
        configureHeaderFooter()
    }

    /// The initializer a table view creates registered classes with (see
    /// `UITableViewCell.init(registeredWithReuseIdentifier:)`); it dispatches to `init(reuseIdentifier:)`.
    /// Not UIKit API.
    public required convenience init(registeredWithReuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    /// Creates a view without a reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureHeaderFooter()
    }

    /// The identifier the table view reuses the view under.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Resets the view before it is reused. Overrides must call super.
    open func prepareForReuse() {}

    /// The view custom content goes in.
    open var contentView: UIView { contentViewStorage }

    /// The title label (made on first access).
    open var textLabel: UILabel? { textLabelImplementation }

    /// The detail label (made on first access; grouped styles only show it under the title).
    open var detailTextLabel: UILabel? { detailTextLabelImplementation }

    /// A view behind the content. Default nil (the style's background).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, aboveSubview: styleBackgroundView) }
            setNeedsLayout()
        }
    }

    /// The list configuration for the view's place: plain or grouped, header or footer (iOS 14).
    open func defaultContentConfiguration() -> UIListContentConfiguration { placement.contentConfiguration }

    /// The content configuration; setting it shows its content view in place of the labels.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationStorage }
        set { setContentConfiguration(newValue) }
    }

    /// The background configuration (iOS 14).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationStorage }
        set { backgroundConfigurationStorage = newValue; setNeedsLayout() }
    }

    /// Whether the content configuration is updated for each new state. Default true.
    open var automaticallyUpdatesContentConfiguration: Bool = true

    /// Whether the background configuration is updated for each new state. Default true.
    open var automaticallyUpdatesBackgroundConfiguration: Bool = true

    /// The view's configuration state.
    open var configurationState: UIViewConfigurationState { UIViewConfigurationState(traitCollection: traitCollection) }

    /// Requests `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() { needsConfigurationUpdate = true; setNeedsLayout() }

    /// Override to set configurations for `state`. Default: nothing.
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    /// A closure run after `updateConfiguration(using:)` on each configuration update (iOS 15).
    @preconcurrency open var configurationUpdateHandler: (@MainActor (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void)? {
        get { configurationUpdateHandlerStorage }
        set { configurationUpdateHandlerStorage = newValue; setNeedsUpdateConfiguration() }
    }

    /// Lays out the background, content view and labels.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutHeaderFooter()
    }

    /// The label's height plus the style's margins at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { headerFooterFittingSize(size) }

    var needsConfigurationUpdate: Bool {
        get { needsConfigurationUpdateStorage }
        set { needsConfigurationUpdateStorage = newValue }
    }
    var needsConfigurationUpdateStorage = true
}
