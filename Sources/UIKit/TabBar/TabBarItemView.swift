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
    func update(selected: Bool, selectedColor: UIColor, unselectedColor: UIColor) {
        let color = item.isEnabled ? (selected ? selectedColor : unselectedColor) : unselectedColor.withAlphaComponent(0.4)
        imageView.image = (selected ? item.selectedImage ?? item.image : item.image)?.withRenderingMode(.alwaysTemplate)
        imageView.tintColor = color
        titleLabel.text = item.title
        titleLabel.textColor = color
        isEnabled = item.isEnabled
        badgeView.isHidden = item.badgeValue == nil
        badgeView.backgroundColor = item.badgeColor ?? .systemRed
        badgeLabel.text = item.badgeValue
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let adjust = item.titlePositionAdjustment
        let imageSide: CGFloat = 25
        let imageFrame = CGRect(x: (width - imageSide) / 2, y: 7, width: imageSide, height: imageSide)
            .inset(by: item.imageInsets)
        imageView.frame = imageFrame
        titleLabel.frame = CGRect(x: adjust.horizontal, y: 35 + adjust.vertical, width: width, height: 12)
        let textWidth = badgeLabel.sizeThatFits(CGSize(width: 200, height: 18)).width
        let badgeWidth = (item.badgeValue ?? "").isEmpty ? 10 : max(18, ceil(textWidth) + 10)
        let badgeHeight: CGFloat = (item.badgeValue ?? "").isEmpty ? 10 : 18
        badgeView.frame = CGRect(x: imageFrame.maxX - 7, y: imageFrame.minY - 4, width: badgeWidth, height: badgeHeight)
        badgeView.layer.cornerRadius = badgeHeight / 2
        badgeLabel.frame = badgeView.bounds
    }
}
