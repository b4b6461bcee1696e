import Foundation

extension UICollectionViewCell {
    var contentConfigurationImplementation: (any UIContentConfiguration)? {
        get { configurationStorage.contentConfiguration }
        set {
            guard let newValue else {
                configurationStorage.contentConfiguration = nil
                if contentView is any UIContentView { replaceContentView(with: UIView()) }
                return
            }
            let shown = configurationStorage.automaticallyUpdatesContentConfiguration && !configurationStorage.isUpdating
                ? newValue.updated(for: configurationState) : newValue
            configurationStorage.contentConfiguration = shown
            show(shown)
        }
    }

    var backgroundConfigurationImplementation: UIBackgroundConfiguration? {
        get { configurationStorage.backgroundConfiguration }
        set {
            configurationStorage.backgroundConfiguration = newValue.map {
                configurationStorage.automaticallyUpdatesBackgroundConfiguration ? $0.updated(for: configurationState) : $0
            }
            applyBackground()
        }
    }

    var automaticallyUpdatesContentConfigurationImplementation: Bool {
        get { configurationStorage.automaticallyUpdatesContentConfiguration }
        set { configurationStorage.automaticallyUpdatesContentConfiguration = newValue }
    }

    var automaticallyUpdatesBackgroundConfigurationImplementation: Bool {
        get { configurationStorage.automaticallyUpdatesBackgroundConfiguration }
        set { configurationStorage.automaticallyUpdatesBackgroundConfiguration = newValue }
    }

    var configurationUpdateHandlerImplementation: (@MainActor (UICollectionViewCell, UICellConfigurationState) -> Void)? {
        get { configurationStorage.configurationUpdateHandler }
        set {
            configurationStorage.configurationUpdateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    func performDefaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        configurationStorage.automaticBackground ?? .listPlainCell()
    }

    // MARK: - Machinery

    func makeConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: .portraitPhone)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isFocused = isFocused
        state.isEditing = (superview as? UICollectionView)?.isEditing ?? false
        state.isReordering = (superview as? UICollectionView)?.isInteractivelyMoving(self) ?? false
        state.isExpanded = configurationStorage.isExpanded
        state.isSwiped = configurationStorage.isSwiped
        return state
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
        storage.configurationUpdateHandler?(self, state)
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
        contentView.frame = CGRect(x: configurationStorage.contentLeadingInset, y: 0, width: width, height: size.height)
        let fitting = contentView.sizeThatFits(CGSize(width: width, height: 0))
        return CGSize(width: size.width, height: fitting.height)
    }

    private var storage_hasContent: Bool { configurationStorage.contentConfiguration != nil && contentView is UIListContentView }

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

    private func show(_ configuration: any UIContentConfiguration) {
        if let current = contentView as? any UIContentView, current.supports(configuration) {
            current.configuration = configuration
            return
        }
        replaceContentView(with: configuration.makeContentView())
    }

    private func replaceContentView(with view: UIView) {
        let old = contentView
        let index = subviews.firstIndex { $0 === old } ?? subviews.count
        old.removeFromSuperview()
        contentView = view
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
