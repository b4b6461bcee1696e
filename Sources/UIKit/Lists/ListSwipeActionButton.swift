import Foundation

/// The button of one `UIContextualAction` revealed behind a swiped list row: the action's background
/// colour, its image centred, its title centred (below the image when both are set), white.
///
/// Parity: UIKit's private `UISwipeActionStandardButton`. Metrics chosen (UIKit's are not documented):
/// title alone 15 pt medium; with an image the image (a symbol at 22 pt) sits centred in a 28-pt slot
/// above a 13-pt medium title, 4 pt apart, so the titles of a row's buttons share one baseline whatever
/// their symbols' heights; the button's natural width is at least 74 pt, otherwise its content's width plus 15 pt on
/// each side. The content is drawn in `contentBox`, a natural-width box at the row-content side of the
/// button, so when the button stretches (dragging past the actions' width, full swipe) the title follows
/// the row's content edge as on iOS. The button clips its content.
/// - Complexity: Layout O(1).
@MainActor
final class ListSwipeActionButton: UIControl {
    /// The action the button performs.
    let action: UIContextualAction
    /// The height of the slot an image is centred in above the title (whatever the image's own height,
    /// so titles line up across buttons).
    static let imageSlotHeight: CGFloat = 28

    /// The width the button asks for when the row is open exactly.
    private(set) var naturalWidth: CGFloat = 74
    /// Whether the row content lies to the button's left (trailing actions) or right (leading actions).
    var contentOnLeft = true { didSet { if oldValue != contentOnLeft { setNeedsLayout() } } }
    /// The action's title (hidden without one).
    let titleLabel = UILabel()
    /// The action's image (hidden without one), tinted white.
    let imageView = UIImageView()

    /// Creates the button of `action`, measuring its natural width for a row `height` points tall.
    /// - Complexity: O(title length) (one text measurement).
    init(action: UIContextualAction, height: CGFloat) {
        self.action = action
        super.init(frame: CGRect(x: 0, y: 0, width: 74, height: height))
        clipsToBounds = true
        backgroundColor = action.backgroundColor ?? (action.style == .destructive ? .systemRed : .systemGray)
        let hasImage = action.image != nil
        titleLabel.text = action.title
        titleLabel.font = .systemFont(ofSize: hasImage ? 13 : 15, weight: .medium)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        imageView.image = action.image.map { image in
            image.symbolConfiguration == nil ? image : image.withConfiguration(UIImage.SymbolConfiguration(pointSize: 22))
        }
        imageView.tintColor = .white
        imageView.contentMode = .center
        imageView.isUserInteractionEnabled = false
        imageView.isHidden = !hasImage
        titleLabel.isHidden = (action.title ?? "").isEmpty
        addSubview(imageView)
        addSubview(titleLabel)
        var content: CGFloat = 0
        if !titleLabel.isHidden { content = ceil(titleLabel.sizeThatFits(CGSize(width: 300, height: height)).width) }
        if hasImage { content = max(content, ceil(imageView.intrinsicContentSize.width)) }
        naturalWidth = max(74, content + 30)
        frame.size.width = naturalWidth
    }

    /// Not supported: swipe action buttons are made from actions.
    required init?(coder: NSCoder) { nil }

    /// The box the image and title are centred in: natural width, on the side of the row's content.
    var contentBox: CGRect {
        let w = min(naturalWidth, bounds.width)
        return CGRect(x: contentOnLeft ? 0 : bounds.width - w, y: 0, width: w, height: bounds.height)
    }

    /// Centres the image and title in `contentBox` (image above the title when both are shown).
    /// - Complexity: O(1) (the title is measured once per size).
    override func layoutSubviews() {
        super.layoutSubviews()
        let box = contentBox
        let titleHeight = titleLabel.isHidden ? 0 : ceil(titleLabel.sizeThatFits(CGSize(width: box.width, height: box.height)).height)
        let imageSize = imageView.isHidden ? .zero : imageView.intrinsicContentSize
        let slot = imageView.isHidden ? 0 : max(Self.imageSlotHeight, imageSize.height)
        let gap: CGFloat = imageView.isHidden || titleLabel.isHidden ? 0 : 4
        let total = slot + gap + titleHeight
        var y = box.minY + (box.height - total) / 2
        if !imageView.isHidden {
            imageView.frame = CGRect(x: box.midX - imageSize.width / 2, y: y + (slot - imageSize.height) / 2,
                                     width: imageSize.width, height: imageSize.height)
            y += slot + gap
        }
        if !titleLabel.isHidden {
            titleLabel.frame = CGRect(x: box.minX, y: y, width: box.width, height: titleHeight)
        }
    }
}
