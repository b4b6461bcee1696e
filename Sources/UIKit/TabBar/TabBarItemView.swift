import Foundation

/// One item of a tab bar: image, title and badge, selecting the item on touch-up inside.
final class TabBarItemView: UIControl {
    let item: UITabBarItem
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badgeView = UIView()
    let badgeLabel = UILabel()

    @preconcurrency init(item: UITabBarItem, onSelect: @escaping @MainActor (UITabBarItem) -> Void) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        badgeView.backgroundColor = .systemRed
        badgeView.clipsToBounds = true
        badgeLabel.font = .systemFont(ofSize: 13)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeView.addSubview(badgeLabel)
        for view in [imageView, titleLabel, badgeView] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            onSelect(self.item)
        }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows the item's state: image, title, badge, colour.
    /// The state appearance the item shows (its title and badge offsets).
    private var stateAppearance: UITabBarItemStateAppearance?

    /// Shows the item's state: image, title, badge, colour, in `appearance`'s look for the state.
    func update(selected: Bool, selectedColor: UIColor, unselectedColor: UIColor, appearance: UITabBarItemAppearance) {
        let state = !item.isEnabled ? appearance.disabled : (selected ? appearance.selected : appearance.normal)
        self.stateAppearance = state
        let color = item.isEnabled ? (selected ? selectedColor : unselectedColor) : (state.iconColor ?? unselectedColor.withAlphaComponent(0.4))
        imageView.image = (selected ? item.selectedImage ?? item.image : item.image)?.withRenderingMode(.alwaysTemplate)
        imageView.tintColor = color
        titleLabel.text = item.title
        titleLabel.font = (state.titleTextAttributes[.font] as? UIFont) ?? .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textColor = (state.titleTextAttributes[.foregroundColor] as? UIColor) ?? color
        isEnabled = item.isEnabled
        badgeView.isHidden = item.badgeValue == nil
        badgeView.backgroundColor = item.badgeColor ?? state.badgeBackgroundColor ?? .systemRed
        badgeLabel.font = (state.badgeTextAttributes[.font] as? UIFont) ?? .systemFont(ofSize: 13)
        badgeLabel.textColor = (state.badgeTextAttributes[.foregroundColor] as? UIColor) ?? .white
        badgeLabel.text = item.badgeValue
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let stateAdjust = stateAppearance?.titlePositionAdjustment ?? .zero
        let adjust = UIOffset(horizontal: item.titlePositionAdjustment.horizontal + stateAdjust.horizontal,
                              vertical: item.titlePositionAdjustment.vertical + stateAdjust.vertical)
        let imageSide: CGFloat = 25
        let imageFrame = CGRect(x: (width - imageSide) / 2, y: 7, width: imageSide, height: imageSide)
            .inset(by: item.imageInsets)
        imageView.frame = imageFrame
        titleLabel.frame = CGRect(x: adjust.horizontal, y: 35 + adjust.vertical, width: width, height: 12)
        let textWidth = badgeLabel.sizeThatFits(CGSize(width: 200, height: 18)).width
        let badgeWidth = (item.badgeValue ?? "").isEmpty ? 10 : max(18, ceil(textWidth) + 10)
        let badgeHeight: CGFloat = (item.badgeValue ?? "").isEmpty ? 10 : 18
        let badgeAdjust = stateAppearance?.badgePositionAdjustment ?? .zero
        badgeView.frame = CGRect(x: imageFrame.maxX - 7 + badgeAdjust.horizontal, y: imageFrame.minY - 4 + badgeAdjust.vertical,
                                 width: badgeWidth, height: badgeHeight)
        badgeView.layer.cornerRadius = badgeHeight / 2
        let textAdjust = stateAppearance?.badgeTitlePositionAdjustment ?? .zero
        badgeLabel.frame = badgeView.bounds.offsetBy(dx: textAdjust.horizontal, dy: textAdjust.vertical)
    }
}
