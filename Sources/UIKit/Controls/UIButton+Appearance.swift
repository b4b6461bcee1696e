import Foundation

extension UIButton {
    // MARK: Current values

    // MARK: Set-up

    /// Adds the background, image, title and subtitle views.
    func setUpSubviews() {
        backgroundView.isUserInteractionEnabled = false
        titleLabel?.font = .systemFont(ofSize: 15)
        titleLabel?.lineBreakMode = .byTruncatingMiddle
        subtitleLabelStorage.isHidden = true
        for view in [backgroundView, imageView!, titleLabel!, subtitleLabelStorage] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        refreshAppearance()
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
        refreshAppearance()
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

    /// Content changed: update the views, size and layout.
    func contentDidChange() {
        refreshAppearance()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
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

    /// Puts the current state's title, colours and images into the views.
    func refreshAppearance() {
        guard let titleLabel, let imageView else { return }
        if let configuration = configurationStorage {
            applyConfiguration(configuration, titleLabel: titleLabel, imageView: imageView)
            return
        }
        let state = self.state
        subtitleLabelStorage.isHidden = true
        backgroundView.backgroundColor = nil
        backgroundView.layer.cornerRadius = 0
        backgroundView.layer.borderWidth = 0
        backgroundView.image = backgroundImage(for: state)
        titleLabel.textColor = titleColor(for: state) ?? defaultTitleColor
        if let attributed = attributedTitle(for: state) {
            titleLabel.attributedText = attributed
        } else {
            titleLabel.text = title(for: state)
        }
        titleLabel.shadowColor = titleShadowColor(for: state)
        imageView.image = image(for: state)
        let fades = isSystemStyled && state.contains(.highlighted)
        titleLabel.alpha = fades && stateContents[state.rawValue]?.titleColor == nil ? 0.2 : 1
        imageView.alpha = fades && stateContents[state.rawValue]?.image == nil ? 0.2 : 1
    }

    /// Puts a configuration, resolved for the current state, into the views.
    private func applyConfiguration(_ configuration: Configuration, titleLabel: UILabel, imageView: UIImageView) {
        let state = self.state
        let colors = configuration.resolvedColors(state: state, tint: tintColor ?? .systemBlue)
        let classicTitle = stateContents[state.rawValue]?.title ?? stateContents[UIControl.State.normal.rawValue]?.title
        titleLabel.alpha = 1
        imageView.alpha = 1
        titleLabel.font = configuration.titleFont
        titleLabel.textColor = colors.foreground
        titleLabel.text = classicTitle ?? configuration.title
        titleLabel.textAlignment = configuration.resolvedTextAlignment
        subtitleLabelStorage.font = configuration.subtitleFont
        subtitleLabelStorage.textColor = colors.foreground
        subtitleLabelStorage.text = configuration.subtitle
        subtitleLabelStorage.textAlignment = configuration.resolvedTextAlignment
        subtitleLabelStorage.isHidden = configuration.subtitle == nil
        imageView.image = configuration.image
        imageView.preferredSymbolConfiguration = configuration.preferredSymbolConfigurationForImage
        imageView.tintColor = colors.foreground
        backgroundView.backgroundColor = colors.background
        backgroundView.image = configuration.background.image
        backgroundView.contentMode = configuration.background.imageContentMode
        backgroundView.layer.borderWidth = configuration.background.strokeWidth
        backgroundView.layer.borderColor = configuration.background.strokeColor?.cgColor
        setNeedsLayout()
    }
}
