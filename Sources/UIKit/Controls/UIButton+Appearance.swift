import Foundation

extension UIButton {
    // MARK: Current values

    // MARK: Set-up

    /// Draws the initial state; the parts are made when there is something to show (`UIButton+Parts.swift`).
    func setUpSubviews() {
        needsAppearanceRefresh = true
    }

    /// The images of the info, add and close types.
    func applyTypeDefaults() {
        switch buttonType {
        case .detailDisclosure, .infoLight, .infoDark:
            setImage(UIImage(systemName: "info.circle"), for: .normal)
        case .contactAdd:
            setImage(UIImage(systemName: "plus.circle"), for: .normal)
        case .close:
            setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
            imageView?.tintColor = .systemGray2
        default:
            break
        }
        needsAppearanceRefresh = true
        if buttonType != .system, buttonType != .custom, buttonType != .plain { frame.size = sizeThatFits(.zero) }
    }

    /// Registers a primary action and shows its title and image.
    func adoptPrimaryAction(_ action: UIAction?) {
        guard let action else { return }
        addAction(action, for: .primaryActionTriggered)
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    // MARK: Classic resolution

    /// The value set for `state`, else the `.normal` value.
    func resolved<T>(_ key: KeyPath<StateContent, T?>, for state: UIControl.State) -> T? {
        stateContents[state.rawValue]?[keyPath: key] ?? stateContents[UIControl.State.normal.rawValue]?[keyPath: key]
    }

    /// Whether the button fades and tints like a system button.
    var isSystemStyled: Bool { buttonType != .custom }

    /// The title colour when none is set: the tint for system-styled buttons, white for custom ones.
    var defaultTitleColor: UIColor { isSystemStyled ? (tintColor ?? .systemBlue) : .white }

    /// Content changed: parts already made follow at once; a button without parts yet makes and fills them
    /// at the next layout or measurement (or when a part is read), so building a button costs no views.
    /// The size and layout are invalidated now.
    func contentDidChange() {
        if backgroundViewIfLoaded != nil || imageViewIfLoaded != nil || titleLabelIfLoaded != nil || subtitleLabelIfLoaded != nil {
            refreshAppearance()
        } else {
            needsAppearanceRefresh = true
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Fills the parts if the content changed since they were last filled.
    func refreshAppearanceIfNeeded() {
        if needsAppearanceRefresh { refreshAppearance() }
    }

    /// Runs `updateConfiguration()` and the update handler once (not re-entrantly).
    func runConfigurationUpdate() {
        needsConfigurationUpdate = false
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        updateConfiguration()
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
    }

    // MARK: Appearance

    /// Puts the current state's title, colours and images into the views, making the parts that have
    /// content to show (parts already made are always updated).
    func refreshAppearance() {
        needsAppearanceRefresh = false
        if let configuration = configurationStorage {
            applyConfiguration(configuration)
            return
        }
        let state = self.state
        subtitleLabelIfLoaded?.isHidden = true
        let background = backgroundImage(for: state)
        if let backgroundView = background != nil ? self.backgroundView : backgroundViewIfLoaded {
            backgroundView.backgroundColor = nil
            backgroundView.layer.cornerRadius = 0
            backgroundView.layer.borderWidth = 0
            backgroundView.image = background
        }
        let fades = isSystemStyled && state.contains(.highlighted)
        let attributed = attributedTitle(for: state)
        let plain = attributed == nil ? title(for: state) : nil
        if let titleLabel = attributed != nil || plain != nil ? makeTitleLabelIfNeeded() : titleLabelIfLoaded {
            titleLabel.textColor = titleColor(for: state) ?? defaultTitleColor
            if let attributed {
                titleLabel.attributedText = attributed
            } else {
                titleLabel.text = plain
            }
            titleLabel.shadowColor = titleShadowColor(for: state)
            titleLabel.alpha = fades && stateContents[state.rawValue]?.titleColor == nil ? 0.2 : 1
        }
        let image = self.image(for: state)
        if let imageView = image != nil ? makeImageViewIfNeeded() : imageViewIfLoaded {
            imageView.image = image
            imageView.alpha = fades && stateContents[state.rawValue]?.image == nil ? 0.2 : 1
        }
    }

    /// Puts a configuration, resolved for the current state, into the views.
    private func applyConfiguration(_ configuration: Configuration) {
        let state = self.state
        let colors = configuration.resolvedColors(state: state, tint: tintColor ?? .systemBlue)
        let classicTitle = stateContents[state.rawValue]?.title ?? stateContents[UIControl.State.normal.rawValue]?.title
        let title = classicTitle ?? configuration.title
        if let titleLabel = title != nil ? makeTitleLabelIfNeeded() : titleLabelIfLoaded {
            titleLabel.alpha = 1
            titleLabel.font = configuration.titleFont
            titleLabel.textColor = colors.foreground
            titleLabel.text = title
            titleLabel.textAlignment = configuration.resolvedTextAlignment
        }
        if let subtitleLabel = configuration.subtitle != nil ? subtitleLabelStorage : subtitleLabelIfLoaded {
            subtitleLabel.font = configuration.subtitleFont
            subtitleLabel.textColor = colors.foreground
            subtitleLabel.text = configuration.subtitle
            subtitleLabel.textAlignment = configuration.resolvedTextAlignment
            subtitleLabel.isHidden = configuration.subtitle == nil
        }
        if let imageView = configuration.image != nil ? makeImageViewIfNeeded() : imageViewIfLoaded {
            imageView.alpha = 1
            imageView.image = configuration.image
            imageView.preferredSymbolConfiguration = configuration.preferredSymbolConfigurationForImage
            imageView.tintColor = colors.foreground
        }
        let background = configuration.background
        let hasBackground = colors.background != nil || background.image != nil || background.strokeWidth > 0
        if let backgroundView = hasBackground ? self.backgroundView : backgroundViewIfLoaded {
            backgroundView.backgroundColor = colors.background
            backgroundView.image = background.image
            backgroundView.contentMode = background.imageContentMode
            backgroundView.layer.borderWidth = background.strokeWidth
            backgroundView.layer.borderColor = background.strokeColor?.cgColor
        }
        setNeedsLayout()
    }
}
