import Foundation

/// Where a header or footer view sits: its table's style, header or footer, and the table's margin.
struct HeaderFooterPlacement: Equatable {
    var style: UITableView.Style
    var isFooter: Bool
    var margin: CGFloat

    /// The list content configuration of this place.
    var contentConfiguration: UIListContentConfiguration {
        switch (style, isFooter) {
        case (.plain, false): .plainHeader()
        case (.plain, true): .plainFooter()
        case (_, false): .groupedHeader()
        case (_, true): .groupedFooter()
        }
    }
}

extension UITableViewHeaderFooterView {
    func configureHeaderFooter() {
        styleBackgroundView.isUserInteractionEnabled = false
        addSubview(styleBackgroundView)
        contentViewStorage.preservesSuperviewLayoutMargins = true
        addSubview(contentViewStorage)
    }

    var textLabelImplementation: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        label.numberOfLines = 0
        applyStyle(to: label, secondary: false)
        contentView.addSubview(label)
        textLabelStorage = label
        setNeedsLayout()
        return label
    }

    var detailTextLabelImplementation: UILabel? {
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel()
        label.numberOfLines = 0
        applyStyle(to: label, secondary: true)
        contentView.addSubview(label)
        detailTextLabelStorage = label
        setNeedsLayout()
        return label
    }

    /// Gives a label the font and colour of the view's place (the list header/footer configuration).
    func applyStyle(to label: UILabel, secondary: Bool) {
        let configuration = placement.contentConfiguration
        let properties = secondary ? configuration.secondaryTextProperties : configuration.textProperties
        label.font = properties.font
        label.textColor = properties.resolvedColor()
    }

    /// Called by the table when the view is placed: restyles the labels for a new style or role.
    func setPlacement(_ newPlacement: HeaderFooterPlacement) {
        guard newPlacement != placement else { return }
        placement = newPlacement
        if let label = textLabelStorage { applyStyle(to: label, secondary: false) }
        if let label = detailTextLabelStorage { applyStyle(to: label, secondary: true) }
        setNeedsLayout()
    }

    func setContentConfiguration(_ newValue: (any UIContentConfiguration)?) {
        contentConfigurationStorage = newValue.map { automaticallyUpdatesContentConfiguration ? $0.updated(for: configurationState) : $0 }
        if let configuration = contentConfigurationStorage {
            if let current = contentViewStorage as? any UIContentView, current.supports(configuration) {
                current.configuration = configuration
            } else {
                replaceContent(with: configuration.makeContentView())
            }
        } else if contentViewStorage is any UIContentView {
            replaceContent(with: UIView())
        }
        setNeedsLayout()
    }

    private func replaceContent(with view: UIView) {
        contentViewStorage.removeFromSuperview()
        contentViewStorage = view
        view.preservesSuperviewLayoutMargins = true
        insertSubview(view, aboveSubview: backgroundView ?? styleBackgroundView)
    }

    private var margins: NSDirectionalEdgeInsets {
        var m = placement.contentConfiguration.directionalLayoutMargins
        m.leading = max(m.leading, placement.margin)
        m.trailing = max(m.trailing, placement.margin)
        return m
    }

    func runConfigurationUpdateIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandlerStorage?(self, state)
    }

    func layoutHeaderFooter() {
        runConfigurationUpdateIfNeeded()
        let b = bounds
        let color: UIColor? = backgroundConfigurationStorage?.backgroundColor
            ?? (placement.style == .plain && !placement.isFooter ? .secondarySystemBackground : nil)
        if styleBackgroundView.backgroundColor != color { styleBackgroundView.backgroundColor = color }
        styleBackgroundView.frame = b
        backgroundView?.frame = b
        contentViewStorage.frame = b
        guard contentConfigurationStorage == nil else { return }
        let m = margins
        let width = max(0, b.width - m.leading - m.trailing)
        var y = m.top
        let content = labelsHeight(width: width)
        y = max(m.top, (b.height - content - m.bottom) > m.top ? b.height - content - m.bottom : m.top)
        if placement.style == .plain { y = ((b.height - content) / 2).rounded() }
        if let label = textLabelStorage {
            let h = measured(label, width: width)
            label.frame = CGRect(x: m.leading, y: y, width: width, height: h)
            y += h
        }
        if let label = detailTextLabelStorage {
            let h = measured(label, width: width)
            label.frame = CGRect(x: m.leading, y: y + (h > 0 ? 3 : 0), width: width, height: h)
        }
    }

    private func measured(_ label: UILabel, width: CGFloat) -> CGFloat {
        guard label.text != nil || label.attributedText != nil else { return 0 }
        return ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
    }

    private func labelsHeight(width: CGFloat) -> CGFloat {
        let t = textLabelStorage.map { measured($0, width: width) } ?? 0
        let d = detailTextLabelStorage.map { measured($0, width: width) } ?? 0
        return t + d + (t > 0 && d > 0 ? 3 : 0)
    }

    func headerFooterFittingSize(_ size: CGSize) -> CGSize {
        runConfigurationUpdateIfNeeded()
        let width = size.width > 0 ? size.width : bounds.width
        if contentConfigurationStorage != nil {
            return CGSize(width: width, height: ceil(contentViewStorage.sizeThatFits(CGSize(width: width, height: 0)).height))
        }
        let m = margins
        let content = labelsHeight(width: max(0, width - m.leading - m.trailing))
        guard content > 0 else { return CGSize(width: width, height: bounds.height) }
        return CGSize(width: width, height: ceil(content + m.top + m.bottom))
    }
}
