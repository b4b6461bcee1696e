import Foundation

/// The view a bar shows for one `UIBarButtonItem`: its title (17 pt, semibold for `.done`) or its image
/// in the tint colour, or its custom view, dimmed to 20% while pressed and 35% while disabled, as iOS's
/// bar buttons. A tap (touch up inside) performs the item. Not public API.
@MainActor
final class BarButtonItemView: UIControl {
    let item: UIBarButtonItem
    private let label = UILabel()
    private let imageView = UIImageView()
    /// The height of the bar's content row.
    static let rowHeight: CGFloat = 44
    /// The smallest width of an image item (iOS keeps image buttons at least this wide to tap).
    static let minimumImageWidth: CGFloat = 28

    /// The bar appearance's look for the item's style (nil: the item's own attributes and the system's).
    var appearance: UIBarButtonItemAppearance? { didSet { if appearance !== oldValue { refresh() } } }

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        addSubview(label)
        addSubview(imageView)
        imageView.contentMode = .center
        addAction(UIAction { [weak self] _ in self?.item.performTap() }, for: .touchUpInside)
        refresh()
    }

    required init?(coder: NSCoder) { nil }

    /// Takes the item's current title, image, style and state.
    func refresh() {
        isEnabled = item.isEnabled
        if let custom = item.customView {
            label.isHidden = true
            imageView.isHidden = true
            if custom.superview !== self { addSubview(custom) }
        } else if let image = item.image {
            label.isHidden = true
            imageView.isHidden = false
            imageView.image = image.isSymbolImage
                ? image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 17, weight: .regular)) ?? image
                : image
        } else {
            imageView.isHidden = true
            label.isHidden = false
            label.text = item.title
            label.font = font
            label.textColor = titleColor
        }
        tintColor = item.tintColor
        updateDimming()
        setNeedsLayout()
    }

    /// The item's own attribute for `key` in the current state, else the appearance's.
    private func attribute(_ key: NSAttributedString.Key) -> Any? {
        let controlState: UIControl.State = !item.isEnabled ? .disabled : (isHighlighted ? .highlighted : .normal)
        return item.titleTextAttributes(for: controlState)?[key] ?? item.titleTextAttributes(for: .normal)?[key]
            ?? appearance?.state(for: controlState).titleTextAttributes[key] ?? appearance?.normal.titleTextAttributes[key]
    }

    private var font: UIFont {
        (attribute(.font) as? UIFont) ?? UIFont.systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
    }

    private var titleColor: UIColor {
        (attribute(.foregroundColor) as? UIColor) ?? tintColor ?? .systemBlue
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if item.customView == nil, item.image == nil { label.textColor = titleColor }
    }

    override var isHighlighted: Bool {
        didSet {
            if item.customView == nil, item.image == nil { label.textColor = titleColor; label.font = font }
            updateDimming()
        }
    }

    private func updateDimming() {
        let content: UIView = item.customView ?? (item.image != nil ? imageView : label)
        content.alpha = !item.isEnabled ? 0.35 : (isHighlighted ? 0.2 : 1)
    }

    /// The width the item takes: its `width` when set, else its content's.
    var preferredWidth: CGFloat {
        if item.width > 0 { return item.width }
        if let custom = item.customView { return custom.bounds.width }
        if let image = imageView.image, !imageView.isHidden { return max(image.size.width, Self.minimumImageWidth) }
        return ceil(label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.rowHeight)).width)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        if let custom = item.customView {
            custom.center = CGPoint(x: b.midX, y: b.midY)
        }
        label.frame = b
        imageView.frame = b
    }
}
