import Foundation

extension UITableViewCell {
    func configureCell() {
        styleBackgroundView.isUserInteractionEnabled = false
        selectionHighlightView.isUserInteractionEnabled = false
        selectionHighlightView.backgroundColor = .systemGray4
        selectionHighlightView.isHidden = true
        addSubview(styleBackgroundView)
        addSubview(selectionHighlightView)
        // 11 pt above and below (the content margins of the standard 44-pt row); the sides take the
        // cell's margins through `preservesSuperviewLayoutMargins`.
        contentViewStorage.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8)
        contentViewStorage.preservesSuperviewLayoutMargins = true
        addSubview(contentViewStorage)
        for separator in [separatorViews.top, separatorViews.bottom] {
            separator.isHidden = true
            separator.isUserInteractionEnabled = false
            addSubview(separator)
        }
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        _ = swipe
    }

    var textLabelImplementation: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        switch cellStyle {
        case .value2:
            label.font = .systemFont(ofSize: 15, weight: .semibold)
            label.textColor = .tintColor
            label.textAlignment = .right
        default:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .label
        }
        contentView.addSubview(label)
        textLabelStorage = label
        setNeedsLayout()
        return label
    }

    var detailTextLabelImplementation: UILabel? {
        guard cellStyle != .default else { return nil }
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel()
        switch cellStyle {
        case .value1:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .value2:
            label.font = .systemFont(ofSize: 15)
            label.textColor = .label
        default:
            label.font = .systemFont(ofSize: 15)
            label.textColor = .secondaryLabel
        }
        contentView.addSubview(label)
        detailTextLabelStorage = label
        setNeedsLayout()
        return label
    }

    var imageViewImplementation: UIImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView()
        view.contentMode = .scaleAspectFit
        contentView.addSubview(view)
        imageViewStorage = view
        setNeedsLayout()
        return view
    }

    func performPrepareForReuse() {
        if isSelectedStorage { setSelected(false, animated: false) }
        if isHighlightedStorage { setHighlighted(false, animated: false) }
        focusedStorage = false
        swipe.close(animated: false)
        configurationStorage.isSwiped = false
        setNeedsUpdateConfiguration()
    }

    func performSetSelected(_ selected: Bool, animated: Bool) {
        guard isSelectedStorage != selected else { return }
        isSelectedStorage = selected
        updateSelectionAppearance()
        setNeedsUpdateConfiguration()
    }

    func performSetHighlighted(_ highlighted: Bool, animated: Bool) {
        guard isHighlightedStorage != highlighted else { return }
        isHighlightedStorage = highlighted
        updateSelectionAppearance()
        setNeedsUpdateConfiguration()
    }

    func performSetEditing(_ editing: Bool, animated: Bool) {
        guard isEditingStorage != editing else { return }
        if editing { willTransition(to: .showingEditControl) } else { willTransition(to: []) }
        isEditingStorage = editing
        if editing { swipe.close(animated: animated) }
        setNeedsUpdateConfiguration()
        setNeedsLayout()
        if animated, window != nil {
            UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
        }
        didTransition(to: editing ? .showingEditControl : [])
    }

    /// Shows the selected background (or the standard gray) while selected or highlighted.
    func updateSelectionAppearance() {
        let active = (isSelectedStorage || isHighlightedStorage) && selectionStyle != .none
            && configurationStorage.backgroundConfiguration == nil
        let multiple = (superview as? UITableView).map { $0.isEditing ? $0.allowsMultipleSelectionDuringEditing : $0.allowsMultipleSelection } ?? false
        let custom = (multiple ? multipleSelectionBackgroundView : nil) ?? selectedBackgroundView
        for view in [selectedBackgroundView, multipleSelectionBackgroundView] where view !== custom {
            view?.removeFromSuperview()
        }
        if let custom {
            selectionHighlightView.isHidden = true
            if active {
                if custom.superview !== self { insertSubview(custom, aboveSubview: selectionHighlightView) }
                custom.frame = bounds.offsetBy(dx: configurationStorage.swipeOffset, dy: 0)
            } else {
                custom.removeFromSuperview()
            }
        } else if selectionHighlightView.isHidden == active {
            selectionHighlightView.isHidden = !active
        }
        editingControlView?.update(selected: isSelectedStorage, expanded: false)
    }
}
