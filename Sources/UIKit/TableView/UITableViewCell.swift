import Foundation

/// A row of a table view: a content view with the standard text, detail and image of its `CellStyle`
/// (or a content configuration), an accessory, editing controls, a separator and a selection look.
///
/// UIKit parity: `init(style:reuseIdentifier:)`; `textLabel`/`imageView` are made on first access,
/// `detailTextLabel` exists for `.value1`, `.value2` and `.subtitle` (nil for `.default`); `contentView`
/// fills the cell less the accessory and editing controls; `prepareForReuse()` resets selection,
/// highlight and editing state. Metrics: see `CellStyle`; accessories at the trailing margin, the
/// content's trailing edge 6 pt before them; editing controls 38 pt wide; `indentationWidth` 10.
/// Self-sizing: a table view measures a row with `systemLayoutSizeFitting` at its width. When
/// constraints place the content view's subviews (an unbroken chain from its top to its bottom, as
/// UIKit requires), the row is the content view's fitting height plus the separator; the content view's
/// layout margins are 11 pt above and below (the list cell's content margins, which make the standard
/// 44-pt row) and the cell's margin at the sides. Otherwise `sizeThatFits(_:)` answers the standard
/// labels' or the content configuration's height (at least 44), and 44 for other content; override it
/// to size custom cells laid out by frames.
/// - Complexity: Layout O(1); text is measured only when it changed.
@MainActor
open class UITableViewCell: UIView {
    // MARK: Storage (internal)

    let cellStyle: CellStyle
    var reuseIdentifierStorage: String?
    /// The view custom content goes in (replaced by a content configuration's view).
    var contentViewStorage: UIView
    var textLabelStorage: UILabel?
    var detailTextLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    var accessoryStandardView: CellAccessoryView?
    var accessoryStandardSecondView: CellAccessoryView?
    var shownAccessoryType: AccessoryType = .none
    var editingControlView: CellAccessoryView?
    var reorderControlView: TableReorderGrip?
    let separatorViews = (top: UIView(), bottom: UIView())
    let styleBackgroundView = UIView()
    let selectionHighlightView = UIView()
    var chrome = TableCellChrome() {
        didSet {
            guard chrome != oldValue else { return }
            if showsReorderControl != chrome.showsReorderControl { showsReorderControl = chrome.showsReorderControl }
            setNeedsLayout()
        }
    }
    var explicitSeparatorInset: UIEdgeInsets?
    var isSelectedStorage = false
    var isHighlightedStorage = false
    var isEditingStorage = false
    var focusedStorage = false
    @preconcurrency var configurationUpdateHandlerStorage: (@MainActor (UITableViewCell, UICellConfigurationState) -> Void)?
    /// Configuration state and pending updates (shared machinery, `ConfigurationHostingCell`).
    let configurationStorage = CellConfigurationStorage()
    /// Swipe-to-reveal actions (shared with list cells).
    private(set) lazy var swipe = ListSwipeController(row: self)

    // MARK: Initialisers

    /// Creates a cell of `style` that a table view can reuse under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        reuseIdentifierStorage = reuseIdentifier
        contentViewStorage = SelfSizingCellContentView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        configureCell()
    }

    /// The initializer a table view creates registered classes with (Swift needs a required initializer
    /// to create a cell from its metatype): it dispatches to the subclass's `init(style:reuseIdentifier:)`,
    /// with `.default` style as UIKit's registered cells. Subclasses inherit it when they override
    /// `init(style:reuseIdentifier:)` and `init?(coder:)`, as UIKit subclasses do. Not UIKit API.
    public required convenience init(registeredWithReuseIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// Creates a `.default` cell without a reuse identifier (UIKit's `initWithFrame:`).
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a `.default` cell from an archive.
    public required init?(coder: NSCoder) {
        cellStyle = (coder as? NibDecoder)?.tableViewCellStyle ?? .default
        contentViewStorage = SelfSizingCellContentView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(coder: coder)
        configureCell()
    }

    // MARK: Self-sizing

    /// Invalidates the cell's intrinsic size; in a table whose `selfSizingInvalidation` is enabled (the
    /// default), a visible self-sizing cell is then measured again and its row resized, animated (iOS 16).
    open override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        contentDidInvalidateSize(byConstraints: false)
    }

    // MARK: Reuse

    /// The identifier the table view reuses this cell under.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Resets the cell before the table view hands it out again: selection, highlight, editing and
    /// swipe state. Overrides must call super.
    open func prepareForReuse() { performPrepareForReuse() }

    // MARK: Content

    /// The view custom content goes in; laid out to fill the cell less the accessory and editing controls.
    open var contentView: UIView { contentViewStorage }

    /// The primary label (made on first access, in `contentView`).
    open var textLabel: UILabel? { textLabelImplementation }

    /// The secondary label: nil for `.default` cells (UIKit parity).
    open var detailTextLabel: UILabel? { detailTextLabelImplementation }

    /// The leading image view (made on first access; shown when it has an image).
    open var imageView: UIImageView? { imageViewImplementation }

    /// A view behind the content. Default nil (the style's background colour shows).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, aboveSubview: styleBackgroundView) }
            setNeedsLayout()
        }
    }

    /// A view shown behind the content while the cell is selected or highlighted. Default nil (the
    /// standard `systemGray4` look, unless `selectionStyle` is `.none`).
    open var selectedBackgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); updateSelectionAppearance() } }

    /// The selected background while several rows can be selected. Default nil (`selectedBackgroundView`).
    open var multipleSelectionBackgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); updateSelectionAppearance() } }

    // MARK: Selection and highlight

    /// How the cell looks when selected. Default `.default`.
    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionAppearance() } }

    /// Whether the cell is selected (the table view sets it). Default false.
    open var isSelected: Bool {
        get { isSelectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    /// Sets the selected state; override to change the selection look (call super).
    open func setSelected(_ selected: Bool, animated: Bool) { performSetSelected(selected, animated: animated) }

    /// Whether the cell is highlighted (touched). Default false.
    open var isHighlighted: Bool {
        get { isHighlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Sets the highlighted state; override to change the highlight look (call super).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { performSetHighlighted(highlighted, animated: animated) }

    // MARK: Editing

    /// Whether the cell is in editing mode (the table view sets it). Default false.
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: the editing control, reorder grip and editing accessory show.
    open func setEditing(_ editing: Bool, animated: Bool) { performSetEditing(editing, animated: animated) }

    /// The editing style the table view gave the cell (`.none` outside editing).
    open var editingStyle: EditingStyle {
        switch chrome.editingControl {
        case .delete?: .delete
        case .insert?: .insert
        default: .none
        }
    }

    /// Whether the cell shows its Delete confirmation (swiped open).
    open var showingDeleteConfirmation: Bool { swipe.isOpen }

    /// Whether the reorder grip shows while editing. Default false; the table view sets it from the data
    /// source's `canMoveRowAt` when it shows the row (UIKit shows grips for movable rows of a data source
    /// that implements `moveRowAt`; see `UITableViewDataSource`).
    open var showsReorderControl: Bool = false { didSet { setNeedsLayout() } }

    /// Whether the content indents while editing. Default true.
    open var shouldIndentWhileEditing: Bool = true { didSet { setNeedsLayout() } }

    /// Told before the cell enters a state (editing control, delete confirmation). Default: nothing.
    open func willTransition(to state: StateMask) {}

    /// Told after the cell entered a state. Default: nothing.
    open func didTransition(to state: StateMask) {}

    // MARK: Accessories

    /// The standard accessory. Default `.none`.
    open var accessoryType: AccessoryType = .none { didSet { if oldValue != accessoryType { setNeedsLayout() } } }

    /// A custom accessory view; replaces `accessoryType` when set.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }

    /// The standard accessory in editing mode. Default `.none`.
    open var editingAccessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }

    /// A custom accessory view in editing mode.
    open var editingAccessoryView: UIView? {
        didSet {
            if oldValue !== editingAccessoryView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }

    // MARK: Indentation and separators

    /// The indentation level (from the delegate's `indentationLevelForRowAt`). Default 0.
    open var indentationLevel: Int = 0 { didSet { setNeedsLayout() } }

    /// Points of indentation per level. Default 10.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

    /// The separator's insets (left and right are used). Default: the table's `separatorInset`, or the
    /// text's leading edge when the table's is automatic.
    open var separatorInset: UIEdgeInsets {
        get { explicitSeparatorInset ?? resolvedSeparatorInsets }
        set { explicitSeparatorInset = newValue; setNeedsLayout() }
    }

    // MARK: Focus

    /// How the cell looks when focused. Default `.default`.
    open var focusStyle: FocusStyle = .default

    /// Whether the cell has keyboard focus (the table view sets it; OpenUIKit has no focus engine).
    open var isFocused: Bool { focusedStorage }

    /// Whether the cell stays interactive while dragged (iOS 11). Default false.
    open var userInteractionEnabledWhileDragging: Bool = false

    // MARK: Configurations (UITableViewCell+Configuration.swift)

    /// The list content configuration for the cell's style: `.cell()` for `.default`, `.valueCell()` for
    /// `.value1`, `.subtitleCell()` for `.subtitle` and `.value2` (iOS 14).
    open func defaultContentConfiguration() -> UIListContentConfiguration { performDefaultContentConfiguration() }

    /// The content configuration; setting it shows its content view in place of `contentView`'s subviews.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationImplementation }
        set { contentConfigurationImplementation = newValue }
    }

    /// The background configuration; while set, `backgroundView` and the style's background are not used.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationImplementation }
        set { backgroundConfigurationImplementation = newValue }
    }

    /// Whether the content configuration is updated for each new state. Default true.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationStorage.automaticallyUpdatesContentConfiguration }
        set { configurationStorage.automaticallyUpdatesContentConfiguration = newValue }
    }

    /// Whether the background configuration is updated for each new state. Default true.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationStorage.automaticallyUpdatesBackgroundConfiguration }
        set { configurationStorage.automaticallyUpdatesBackgroundConfiguration = newValue }
    }

    /// The current configuration state: selected, highlighted, focused, editing, swiped.
    open var configurationState: UICellConfigurationState { makeConfigurationState() }

    /// Requests `updateConfiguration(using:)` before the next layout (requests coalesce).
    open func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

    /// Override to set configurations for `state`. Default: nothing.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// A closure run after `updateConfiguration(using:)` on every configuration update (iOS 15).
    @preconcurrency open var configurationUpdateHandler: (@MainActor (UITableViewCell, UICellConfigurationState) -> Void)? {
        get { configurationUpdateHandlerStorage }
        set { configurationUpdateHandlerStorage = newValue; setNeedsUpdateConfiguration() }
    }

    /// The system background for the cell's table style (iOS 16): `listPlainCell()` or `listGroupedCell()`.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { performDefaultBackgroundConfiguration() }

    // MARK: - UIView

    /// Lays out the background, content, standard labels, accessory, editing controls and separators.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCell()
    }

    /// A subview's frame less the swipe slide: while the row is swiped open its content keeps the margins
    /// of its resting place.
    override func restingFrame(ofSubview child: UIView) -> CGRect {
        child.frame.offsetBy(dx: -configurationStorage.swipeOffset, dy: 0)
    }

    /// The height the cell wants at `size.width` without Auto Layout (see the type's notes on self-sizing).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(for: size) }

    /// The size a table view gives a self-sizing row (it asks with the row's width at `.required` and
    /// the height at `.fittingSizeLevel`): when constraints place the content view's subviews, the
    /// content view's fitting size at the content width plus the separator below it; otherwise
    /// `sizeThatFits(_:)`.
    ///
    /// UIKit parity: a content view whose constraints collapse it to zero height gets the standard
    /// 44 pt and UIKit's once-only warning.
    /// - Complexity: one incremental solve of the engine with constraints.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        cellFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
}
