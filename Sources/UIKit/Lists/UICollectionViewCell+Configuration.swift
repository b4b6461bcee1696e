import Foundation

extension UICollectionViewCell {
    var contentConfigurationImplementation: (any UIContentConfiguration)? {
        get { configurationStorage.contentConfiguration }
        set {
            assignContentConfiguration(newValue)
            // A new content configuration resizes a self-sizing cell, as `.enabled` does on iOS 16.
            contentDidInvalidateSize(byConstraints: false)
        }
    }

    /// The cell's content changed size: its collection view measures it again when its
    /// `selfSizingInvalidation` follows such a change (constraint changes only with
    /// `.enabledIncludingConstraints`).
    func contentDidInvalidateSize(byConstraints: Bool) {
        (superview as? UICollectionView)?.selfSizingCellDidInvalidate(self, byConstraints: byConstraints)
    }

    var backgroundConfigurationImplementation: UIBackgroundConfiguration? {
        get { configurationStorage.backgroundConfiguration }
        set { assignBackgroundConfiguration(newValue) }
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
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isFocused = isFocused
        state.isEditing = (superview as? UICollectionView)?.isEditing ?? false
        state.isReordering = (superview as? UICollectionView)?.isInteractivelyMoving(self) ?? false
        state.isExpanded = configurationStorage.isExpanded
        state.isSwiped = configurationStorage.isSwiped
        return state
    }

    /// Runs the `configurationUpdateHandler`, typed with this cell class.
    func runConfigurationUpdateHandler(_ state: UICellConfigurationState) {
        configurationStorage.configurationUpdateHandler?(self, state)
    }
}

// MARK: - ConfigurationHostingCell

extension UICollectionViewCell: ConfigurationHostingCell {
    var hostedContentView: UIView {
        get { contentView }
        set { contentView = newValue }
    }
}

// MARK: - SelfSizingContentHost

extension UICollectionViewCell: SelfSizingContentHost {}
