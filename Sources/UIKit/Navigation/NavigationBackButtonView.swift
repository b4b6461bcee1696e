import Foundation

/// The back button of a navigation bar: the chevron (`chevron.backward`, 17 pt semibold) and the back
/// title in the tint colour, dimmed while pressed. Not public API.
@MainActor
final class NavigationBackButtonView: UIControl {
    let chevron = UIImageView()
    let label = UILabel()
    /// The chevron's leading inset and the gap between the chevron and the title (iOS's observed look).
    static let chevronInset: CGFloat = 8
    static let titleGap: CGFloat = 6

    override init(frame: CGRect) {
        super.init(frame: frame)
        chevron.image = UIImage(systemName: "chevron.backward",
                                withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold))
        chevron.contentMode = .center
        addSubview(chevron)
        label.font = UIFont.systemFont(ofSize: 17)
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    /// The chevron's width.
    var chevronWidth: CGFloat { ceil(chevron.image?.size.width ?? 12) }

    /// The title's width in one line.
    func titleWidth(_ title: String) -> CGFloat {
        let probe = UILabel()
        probe.font = label.font
        probe.text = title
        return ceil(probe.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 44)).width)
    }

    /// The width the button takes with `title` (the chevron alone for `nil`).
    func width(for title: String?) -> CGFloat {
        let base = Self.chevronInset + chevronWidth
        guard let title, !title.isEmpty else { return base + Self.chevronInset }
        return base + Self.titleGap + titleWidth(title)
    }

    /// The back button appearance's attributes for the title (font, colour); empty uses 17 pt in the tint.
    private var titleAttributes: [NSAttributedString.Key: Any] = [:]

    /// Takes the appearance's chevron (`backIndicatorImage`) and title attributes.
    func apply(indicator: UIImage, appearance: UIBarButtonItemAppearance) {
        chevron.image = indicator
        titleAttributes = appearance.normal.titleTextAttributes
        label.font = (titleAttributes[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 17)
        label.textColor = titleColor
        setNeedsLayout()
    }

    private var titleColor: UIColor? { (titleAttributes[.foregroundColor] as? UIColor) ?? tintColor }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        label.textColor = titleColor
    }

    override var isHighlighted: Bool {
        didSet { chevron.alpha = isHighlighted ? 0.2 : 1; label.alpha = chevron.alpha }
    }

    /// Places the chevron and title, mirrored when `rightToLeft` (the chevron then points right).
    func layout(title: String?, rightToLeft: Bool) {
        label.text = title
        label.textColor = titleColor
        label.isHidden = title == nil
        let b = bounds
        let cw = chevronWidth
        var chevronFrame = CGRect(x: Self.chevronInset, y: 0, width: cw, height: b.height)
        var titleFrame = CGRect(x: chevronFrame.maxX + Self.titleGap, y: 0,
                                width: max(0, b.width - chevronFrame.maxX - Self.titleGap), height: b.height)
        if rightToLeft {
            chevronFrame.origin.x = b.width - chevronFrame.maxX
            titleFrame.origin.x = b.width - titleFrame.maxX
            chevron.transform = CGAffineTransform(scaleX: -1, y: 1)
        } else {
            chevron.transform = .identity
        }
        chevron.bounds = CGRect(origin: .zero, size: chevronFrame.size)
        chevron.center = CGPoint(x: chevronFrame.midX, y: chevronFrame.midY)
        label.frame = titleFrame
    }
}
