import Foundation

/// A collection-view cell: a content view for custom subviews, optional background and selected-background
/// views, and the selection and highlight state the collection view sets.
///
/// UIKit parity: `contentView` is created with the cell and sized to it; `selectedBackgroundView` sits above
/// `backgroundView` and shows while the cell is selected or highlighted; `isSelected`/`isHighlighted`
/// default false and are reset by `prepareForReuse()`. Configurations (`contentConfiguration`,
/// `configurationState`) come with the [Lists] work.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view custom content goes in; laid out to fill the cell. Setting `contentConfiguration`
    /// replaces it with the configuration's content view ([Lists] hook: `let` became `internal(set) var`).
    open internal(set) var contentView: UIView

    var focusedStorage = false {
        didSet { if oldValue != focusedStorage { setNeedsUpdateConfiguration() } }
    }

    /// Configuration state and pending updates ([Lists] hook; see `UICollectionViewCell+Configuration.swift`).
    let configurationStorage = CellConfigurationStorage()

    /// Creates a cell with an empty content view.
    public override init(frame: CGRect) {
        contentView = SelfSizingCellContentView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Creates a cell from an archive.
    public required init?(coder: NSCoder) {
        contentView = SelfSizingCellContentView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A view behind the content. Default nil.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView {
                insertSubview(backgroundView, at: 0)
                backgroundView.frame = bounds
            }
        }
    }

    /// A view shown behind the content while the cell is selected or highlighted. Default nil.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectedBackground()
        }
    }

    /// Whether the cell is selected; the collection view sets it. Default false.
    open var isSelected: Bool = false {
        didSet { if oldValue != isSelected { updateSelectedBackground(); setNeedsUpdateConfiguration() } }
    }

    /// Whether the cell is highlighted (touched); the collection view sets it. Default false.
    open var isHighlighted: Bool = false {
        didSet { if oldValue != isHighlighted { updateSelectedBackground(); setNeedsUpdateConfiguration() } }
    }

    /// Whether the cell has keyboard focus.
    ///
    /// UIKit parity: `UIView.isFocused` for a cell; OpenUIKit has no focus engine yet, so the collection view
    /// sets this state from arrow-key focus movement and calls `focusDidChange()`.
    open var isFocused: Bool { focusedStorage }

    /// Told when `isFocused` changed (OpenUIKit addition standing in for `didUpdateFocus(in:with:)`).
    open func focusDidChange() {}

    /// Resets selection and highlight. Overrides must call super.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
        focusedStorage = false
        setNeedsUpdateConfiguration()
    }

    // MARK: - Configuration ([Lists] hooks; behaviour in UICollectionViewCell+Configuration.swift)

    /// The cell's current configuration state: selected, highlighted, focused, editing (the collection
    /// view's), expanded and swiped. Override to add custom states: call super, then set custom keys.
    ///
    /// UIKit parity: `configurationState` (iOS 14).
    /// - Complexity: O(1).
    open var configurationState: UICellConfigurationState { makeConfigurationState() }

    /// Requests `updateConfiguration(using:)` before the cell is next laid out or measured; requests are
    /// coalesced. Called automatically on dequeue and when the state changes.
    ///
    /// UIKit parity: `setNeedsUpdateConfiguration()` (iOS 14).
    /// - Complexity: O(1).
    open func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

    /// Override to set configurations for `state`; the default does nothing. Called once per request
    /// (apply, dequeue, state change, `setNeedsUpdateConfiguration()`), never per layout pass. Do not
    /// call it directly.
    ///
    /// UIKit parity: `updateConfiguration(using:)` (iOS 14).
    /// - Complexity: Whatever the override does.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// The attributes the cell wants (self-sizing).
    ///
    /// Default: a list content configuration's size; else, when constraints place the content view's
    /// subviews, the content view's `systemLayoutSizeFitting` at the layout's priorities (the cross axis
    /// required, as UIKit's); else the cell's `sizeThatFits(_:)`; rounded up to whole points, when it
    /// differs from the attributes' size.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        updateConfigurationIfNeeded()
        let fitting = contentConfigurationFittingSize(layoutAttributes.size)
            ?? constraintFittingSize(of: contentView, for: layoutAttributes.size,
                                     horizontalInset: configurationStorage.contentLeadingInset + configurationStorage.contentTrailingInset)
            ?? sizeThatFits(layoutAttributes.size)
        guard fitting.width > 0, fitting.height > 0, fitting != layoutAttributes.size else { return layoutAttributes }
        let result = layoutAttributes.clone()
        result.frame.size = CGSize(width: fitting.width.rounded(.up), height: fitting.height.rounded(.up))
        return result
    }

    // MARK: - UIView

    /// Invalidates the cell's intrinsic size; in a collection view whose `selfSizingInvalidation` is
    /// enabled (the default), a visible self-sizing cell is then measured again and resized (iOS 16).
    open override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        contentDidInvalidateSize(byConstraints: false)
    }

    /// A subview's frame less the swipe slide: while a list row is swiped open its content keeps the
    /// margins of its resting place.
    override func restingFrame(ofSubview child: UIView) -> CGRect {
        child.frame.offsetBy(dx: -configurationStorage.swipeOffset, dy: 0)
    }

    /// Sizes the content, background and selected-background views to the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        layoutConfigurationBackground()
        let b = bounds
        contentView.frame = contentViewFrame(in: b)
        let slid = b.offsetBy(dx: configurationStorage.swipeOffset, dy: 0)
        backgroundView?.frame = slid
        selectedBackgroundView?.frame = slid
    }

    private func updateSelectedBackground() {
        guard let selected = selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            if selected.superview !== self {
                let index = backgroundView?.superview === self ? 1 : 0
                insertSubview(selected, at: index)
            }
            selected.frame = bounds
        } else if selected.superview === self {
            selected.removeFromSuperview()
        }
    }

    // MARK: Forwards to UICollectionViewCell+Configuration.swift

    /// The content configuration; setting it shows it in `contentView` — by assigning it to the current
    /// content view when that view `supports(_:)` it, else by replacing `contentView` with
    /// `makeContentView()`. Setting nil puts back an empty content view. With
    /// `automaticallyUpdatesContentConfiguration`, the value stored and shown is
    /// `updated(for: configurationState)`.
    ///
    /// UIKit parity: `contentConfiguration` (iOS 14). Documented deviation: not overridable (declared in
    /// an extension).
    /// - Complexity: O(1) plus the content view's update.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationImplementation }
        set { contentConfigurationImplementation = newValue }
    }

    /// The background configuration; while set, `backgroundView` is not used. Updated for the state like
    /// the content configuration when `automaticallyUpdatesBackgroundConfiguration`.
    ///
    /// UIKit parity: `backgroundConfiguration` (iOS 14). Not overridable (documented deviation).
    /// - Complexity: O(1).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationImplementation }
        set { backgroundConfigurationImplementation = newValue }
    }

    /// Whether the content configuration is updated for each new state (default true).
    ///
    /// UIKit parity: `automaticallyUpdatesContentConfiguration` (iOS 14).
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { automaticallyUpdatesContentConfigurationImplementation }
        set { automaticallyUpdatesContentConfigurationImplementation = newValue }
    }

    /// Whether the background configuration is updated for each new state (default true).
    ///
    /// UIKit parity: `automaticallyUpdatesBackgroundConfiguration` (iOS 14).
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { automaticallyUpdatesBackgroundConfigurationImplementation }
        set { automaticallyUpdatesBackgroundConfigurationImplementation = newValue }
    }

    /// A closure run after `updateConfiguration(using:)` on every configuration update; setting it
    /// requests an update.
    ///
    /// UIKit parity: `configurationUpdateHandler` (iOS 15), typed `(UICollectionViewCell,
    /// UICellConfigurationState) -> Void`.
    @preconcurrency open var configurationUpdateHandler: (@MainActor (UICollectionViewCell, UICellConfigurationState) -> Void)? {
        get { configurationUpdateHandlerImplementation }
        set { configurationUpdateHandlerImplementation = newValue }
    }

    /// The system background for plain list cells (`UIBackgroundConfiguration.listPlainCell()`); list
    /// cells answer for their list's appearance.
    ///
    /// UIKit parity: `defaultBackgroundConfiguration()` (iOS 16).
    /// - Complexity: O(1).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { performDefaultBackgroundConfiguration() }
}
