import Foundation

/// The view of one list-cell accessory: a symbol, a label or a custom view, tappable for the
/// accessories that have actions.
@MainActor
final class CellAccessoryView: UIControl {
    var accessory: UICellAccessory
    private let imageView = UIImageView()
    private var label: UILabel?
    @preconcurrency var onTap: (@MainActor () -> Void)?
    private var shownSymbol: String?
    private var measuredWidth: (height: CGFloat, width: CGFloat)?

    init(accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        switch accessory.kind {
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.font = font
            label.textColor = accessory.tintColor ?? .secondaryLabel
            addSubview(label)
            self.label = label
        case .customView(let configuration):
            addSubview(configuration.customView)
        default:
            imageView.contentMode = .scaleAspectFit
            addSubview(imageView)
        }
        addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
        // The reorder grip moves its cell's item: a drag that starts on it reorders the list.
        if case .reorder = accessory.kind { addGestureRecognizer(ReorderGripGestureRecognizer()) }
    }

    required init?(coder: NSCoder) { nil }

    /// Accessory symbols are made once per name (16-pt semibold template images) and shared.
    private static var symbols: [String: UIImage] = [:]
    private static func symbol(_ name: String) -> UIImage? {
        if let image = symbols[name] { return image }
        let configuration = UIImage.SymbolConfiguration(pointSize: 16, weight: .semibold)
        let image = UIImage(systemName: name, withConfiguration: configuration)?.withRenderingMode(.alwaysTemplate)
        symbols[name] = image
        return image
    }

    /// Shows the symbol for the accessory in the cell's current state.
    func update(selected: Bool, expanded: Bool) {
        let (name, color): (String?, UIColor) = switch accessory.kind {
        case .disclosureIndicator: ("chevron.right", .tertiaryLabel)
        case .checkmark: ("checkmark", .tintColor)
        case .delete: ("minus.circle.fill", .systemRed)
        case .insert: ("plus.circle.fill", .systemGreen)
        case .reorder: ("line.3.horizontal", .systemGray)
        case .multiselect: (selected ? "checkmark.circle.fill" : "circle", selected ? .tintColor : .systemGray3)
        case .outlineDisclosure(let style, _): (expanded ? "chevron.down" : "chevron.right", style == .cell ? .secondaryLabel : .tintColor)
        case .detail: ("info.circle", .tintColor)
        case .label, .customView: (nil, .clear)
        }
        if let name, name != shownSymbol {
            shownSymbol = name
            imageView.image = Self.symbol(name)
        }
        if name != nil, imageView.tintColor != (accessory.tintColor ?? color) { imageView.tintColor = accessory.tintColor ?? color }
        if isHidden != accessory.isHidden { isHidden = accessory.isHidden }
    }

    /// The accessory's width for the reservation rule (standard: 24 pt).
    func width(height: CGFloat) -> CGFloat {
        if let measuredWidth, measuredWidth.height == height { return measuredWidth.width }
        let result = computeWidth(height: height)
        measuredWidth = (height, result)
        return result
    }

    private func computeWidth(height: CGFloat) -> CGFloat {
        let actual: CGFloat
        if let label {
            actual = ceil(label.sizeThatFits(CGSize(width: 400, height: height)).width)
        } else if case .customView(let c) = accessory.kind {
            actual = c.maintainsFixedSize ? c.customView.frame.width : c.customView.sizeThatFits(CGSize(width: 400, height: height)).width
        } else {
            actual = max(imageView.image?.size.width ?? 16, 16)
        }
        switch accessory.reservedLayoutWidth {
        case .actual: return actual
        case .standard: return max(actual, 24)
        case .custom(let w): return max(actual, w)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let label, label.frame != bounds { label.frame = bounds }
        if case .customView(let c) = accessory.kind {
            let size = c.maintainsFixedSize ? c.customView.frame.size : CGSize(width: bounds.width, height: min(bounds.height, c.customView.sizeThatFits(bounds.size).height))
            c.customView.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        }
        let size = imageView.image?.size ?? .zero
        let frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        if imageView.frame != frame { imageView.frame = frame }
    }
}
