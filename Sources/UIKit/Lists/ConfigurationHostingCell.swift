import Foundation

/// A cell that shows content and background configurations: the configuration machinery shared by
/// `UICollectionViewCell` and `UITableViewCell` (updating configurations for the state, swapping the
/// content view for a configuration's, drawing the background configuration). Not public API.
@MainActor
protocol ConfigurationHostingCell: UIView {
    /// The configuration bookkeeping.
    var configurationStorage: CellConfigurationStorage { get }
    /// The view the content configuration is shown in (replaced by the configuration's content view).
    var hostedContentView: UIView { get set }
    /// The legacy background view (cleared while a background configuration is set).
    var backgroundView: UIView? { get set }
    /// The current configuration state.
    var configurationState: UICellConfigurationState { get }
    /// The cell's configuration hook.
    func updateConfiguration(using state: UICellConfigurationState)
    /// Runs the cell's `configurationUpdateHandler` (typed per cell class).
    func runConfigurationUpdateHandler(_ state: UICellConfigurationState)
}

extension ConfigurationHostingCell {
    /// Stores and shows a content configuration (updated for the current state when automatic); nil puts
    /// back an empty content view.
    func assignContentConfiguration(_ newValue: (any UIContentConfiguration)?) {
        guard let newValue else {
            configurationStorage.contentConfiguration = nil
            if hostedContentView is any UIContentView { replaceContentView(with: UIView()) }
            return
        }
        let shown = configurationStorage.automaticallyUpdatesContentConfiguration && !configurationStorage.isUpdating
            ? newValue.updated(for: configurationState) : newValue
        configurationStorage.contentConfiguration = shown
        show(shown)
    }

    /// Stores and draws a background configuration (updated for the current state when automatic).
    func assignBackgroundConfiguration(_ newValue: UIBackgroundConfiguration?) {
        configurationStorage.backgroundConfiguration = newValue.map {
            configurationStorage.automaticallyUpdatesBackgroundConfiguration ? $0.updated(for: configurationState) : $0
        }
        applyBackground()
    }

    func requestConfigurationUpdate() {
        guard !configurationStorage.isUpdating else { return }
        configurationStorage.needsUpdate = true
        setNeedsLayout()
    }

    /// Runs a pending configuration update: `updateConfiguration(using:)`, the update handler, then the
    /// automatic content and background updates.
    /// - Complexity: O(1) when nothing is pending.
    func updateConfigurationIfNeeded() {
        let storage = configurationStorage
        guard storage.needsUpdate, !storage.isUpdating else { return }
        storage.needsUpdate = false
        storage.isUpdating = true
        defer { storage.isUpdating = false }
        let state = configurationState
        storage.updateCount += 1
        updateConfiguration(using: state)
        runConfigurationUpdateHandler(state)
        if storage.automaticallyUpdatesContentConfiguration, let content = storage.contentConfiguration {
            let updated = content.updated(for: state)
            storage.contentConfiguration = updated
            show(updated)
        }
        if storage.automaticallyUpdatesBackgroundConfiguration {
            if let background = storage.backgroundConfiguration {
                storage.backgroundConfiguration = background.updated(for: state)
            }
            if let automatic = storage.automaticBackground {
                storage.automaticBackground = automatic.updated(for: state)
            }
        }
        applyBackground()
    }

    /// The size the content configuration's view wants at `size.width` (nil without a configuration).
    func contentConfigurationFittingSize(_ size: CGSize) -> CGSize? {
        guard storage_hasContent else { return nil }
        let width = max(0, size.width - configurationStorage.contentLeadingInset - configurationStorage.contentTrailingInset)
        hostedContentView.frame = CGRect(x: configurationStorage.contentLeadingInset, y: 0, width: width, height: size.height)
        let fitting = hostedContentView.sizeThatFits(CGSize(width: width, height: 0))
        return CGSize(width: size.width, height: fitting.height)
    }

    private var storage_hasContent: Bool { configurationStorage.contentConfiguration != nil && hostedContentView is UIListContentView }

    /// The content view's frame: the bounds less the list cell's indentation and accessory space.
    func contentViewFrame(in bounds: CGRect) -> CGRect {
        let lead = configurationStorage.contentLeadingInset, trail = configurationStorage.contentTrailingInset
        return CGRect(x: bounds.minX + lead + configurationStorage.swipeOffset, y: bounds.minY,
                      width: max(0, bounds.width - lead - trail), height: bounds.height)
    }

    /// Lays the configuration background out (called from `layoutSubviews`).
    func layoutConfigurationBackground() {
        guard let view = configurationStorage.backgroundView, view.superview === self else { return }
        let frame = view.frame(in: bounds, margins: layoutMargins).offsetBy(dx: configurationStorage.swipeOffset, dy: 0)
        if view.frame != frame { view.frame = frame }
    }

    func show(_ configuration: any UIContentConfiguration) {
        if let current = hostedContentView as? any UIContentView, current.supports(configuration) {
            current.configuration = configuration
            return
        }
        replaceContentView(with: configuration.makeContentView())
    }

    func replaceContentView(with view: UIView) {
        let old = hostedContentView
        let index = subviews.firstIndex { $0 === old } ?? subviews.count
        old.removeFromSuperview()
        hostedContentView = view
        view.preservesSuperviewLayoutMargins = true
        insertSubview(view, at: min(index, subviews.count))
        view.frame = contentViewFrame(in: bounds)
        setNeedsLayout()
    }

    func applyBackground() {
        let storage = configurationStorage
        guard let configuration = storage.backgroundConfiguration ?? storage.automaticBackground else {
            storage.backgroundView?.removeFromSuperview()
            return
        }
        let view = storage.backgroundView ?? BackgroundConfigurationView()
        storage.backgroundView = view
        if storage.backgroundConfiguration != nil { backgroundView = nil }
        view.apply(configuration, tint: tintColor ?? .tintColor)
        if view.superview !== self { insertSubview(view, at: 0) }
        view.frame = view.frame(in: bounds, margins: layoutMargins)
    }
}
