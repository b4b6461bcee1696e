import Foundation

/// One drawn row of a menu platter: a leading checkmark for an `.on` element, the title (and subtitle),
/// and a trailing image (the element's, a submenu's chevron), with iOS's fonts and colours: body text in
/// `label`, `systemRed` for destructive elements, `tertiaryLabel` for disabled ones; a group title in
/// footnote `secondaryLabel`.
@MainActor
final class ContextMenuRowView: UIView {
    /// iOS's menu metrics (points): row height, horizontal padding, the trailing image's box, the leading
    /// checkmark column and an inline group's title row.
    static let rowHeight: CGFloat = 44
    static let horizontalPadding: CGFloat = 16
    static let imageBox: CGFloat = 24
    static let checkmarkColumn: CGFloat = 28
    static let groupTitleHeight: CGFloat = 32

    let item: ContextMenuItem
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let trailingImageView = UIImageView()
    let checkmarkView = UIImageView()
    private let leadingInset: CGFloat

    /// Whether the finger (or the keyboard) is on the row.
    var isHighlighted = false {
        didSet { backgroundColor = isHighlighted ? .systemGray4 : nil }
    }

    init(item: ContextMenuItem, reservesCheckmarkColumn: Bool) {
        self.item = item
        leadingInset = Self.horizontalPadding + (reservesCheckmarkColumn ? Self.checkmarkColumn : 0)
        super.init(frame: .zero)
        configure()
    }

    required init?(coder: NSCoder) { nil }

    /// The row's height: 44 points for a title, more when a subtitle adds a line, 32 for a group title.
    var preferredHeight: CGFloat {
        if case .groupTitle = item { return Self.groupTitleHeight }
        guard !subtitleLabel.isHidden else { return Self.rowHeight }
        let lines = titleLabel.font.lineHeight + subtitleLabel.font.lineHeight + 2
        return max(Self.rowHeight, (lines + 22).rounded(.up))
    }

    private func configure() {
        titleLabel.font = .preferredFont(forTextStyle: .body)
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.isHidden = true
        checkmarkView.isHidden = true
        trailingImageView.contentMode = .center
        checkmarkView.contentMode = .center
        for view in [titleLabel, subtitleLabel, trailingImageView, checkmarkView] as [UIView] { addSubview(view) }
        switch item {
        case .leaf(let element):
            let attributes = ContextMenuItem.attributes(of: element)
            let color: UIColor = attributes.contains(.disabled) ? .tertiaryLabel
                : attributes.contains(.destructive) ? .systemRed : .label
            titleLabel.text = element.title
            titleLabel.textColor = color
            if let subtitle = element.subtitle, !subtitle.isEmpty {
                subtitleLabel.text = subtitle
                subtitleLabel.isHidden = false
            }
            trailingImageView.image = element.image
            trailingImageView.tintColor = color
            if ContextMenuItem.state(of: element) != .off {
                checkmarkView.image = UIImage(systemName: ContextMenuItem.state(of: element) == .on ? "checkmark" : "minus")
                checkmarkView.tintColor = color
                checkmarkView.isHidden = false
            }
        case .submenu(let menu):
            titleLabel.text = menu.title
            titleLabel.textColor = menu.options.contains(.destructive) ? .systemRed : .label
            trailingImageView.image = UIImage(systemName: "chevron.right")
            trailingImageView.tintColor = .secondaryLabel
        case .openedMenuHeader(let menu):
            titleLabel.text = menu.title
            titleLabel.font = .systemFont(ofSize: titleLabel.font.pointSize, weight: .semibold)
            titleLabel.textColor = .label
            trailingImageView.image = UIImage(systemName: "chevron.down")
            trailingImageView.tintColor = .secondaryLabel
        case .groupTitle(let title):
            titleLabel.text = title
            titleLabel.font = .preferredFont(forTextStyle: .footnote)
            titleLabel.textColor = .secondaryLabel
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let hasImage = trailingImageView.image != nil
        let imageX = width - Self.horizontalPadding - Self.imageBox
        trailingImageView.frame = CGRect(x: imageX, y: (bounds.height - Self.imageBox) / 2, width: Self.imageBox, height: Self.imageBox)
        checkmarkView.frame = CGRect(x: Self.horizontalPadding - 2, y: (bounds.height - Self.imageBox) / 2,
                                     width: Self.imageBox, height: Self.imageBox)
        let leading: CGFloat
        if case .groupTitle = item { leading = Self.horizontalPadding } else { leading = leadingInset }
        let textWidth = max(0, (hasImage ? imageX - 12 : width - Self.horizontalPadding) - leading)
        let titleHeight = titleLabel.font.lineHeight.rounded(.up)
        if subtitleLabel.isHidden {
            titleLabel.frame = CGRect(x: leading, y: ((bounds.height - titleHeight) / 2).rounded(), width: textWidth, height: titleHeight)
        } else {
            let subtitleHeight = subtitleLabel.font.lineHeight.rounded(.up)
            let top = ((bounds.height - titleHeight - subtitleHeight - 2) / 2).rounded()
            titleLabel.frame = CGRect(x: leading, y: top, width: textWidth, height: titleHeight)
            subtitleLabel.frame = CGRect(x: leading, y: top + titleHeight + 2, width: textWidth, height: subtitleHeight)
        }
    }
}
