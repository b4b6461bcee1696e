import Foundation

/// What a navigation bar shows for its top item in the 44-point row: the back button (to the previous
/// item), the leading and trailing bar button items and the title or title view. The bar keeps one per
/// shown item and cross-fades them in transitions. Not public API.
///
/// Layout, as iOS draws the standard bar: a 16-point margin (20 in bars 414 points or wider); trailing
/// items from the trailing margin inwards, the first outermost, 8 points apart; the back button at the
/// leading edge (chevron 8 points in); leading items after it (or from the margin without it); the title
/// 17 pt semibold, centred in the bar when it fits clear of the sides, else centred in the space between
/// them and truncated. The back title is the previous item's `backBarButtonItem` title, else its
/// `backButtonTitle`, else its `title`; when that does not fit beside the title it becomes "Back", and
/// when that does not fit either, the chevron shows alone (`backButtonDisplayMode` `.generic` starts
/// at "Back", `.minimal` at the chevron).
@MainActor
final class NavigationBarContentView: UIView {
    let item: UINavigationItem
    let backItem: UINavigationItem?
    let titleLabel = UILabel()
    private(set) var backButton: NavigationBackButtonView?
    private(set) var leftViews: [BarButtonItemView] = []
    private(set) var rightViews: [BarButtonItemView] = []
    /// The back title shown after the last layout (nil: chevron alone or no back button).
    private(set) var shownBackTitle: String?
    /// Called when the back button is tapped.
    var onBack: (() -> Void)?
    /// Mirrors the layout (right-to-left languages).
    var rightToLeft = false { didSet { if rightToLeft != oldValue { setNeedsLayout() } } }
    /// The title's attributes from the bar's appearance (font, colour).
    var titleAttributes: [NSAttributedString.Key: Any] = [:] { didSet { applyTitleAttributes() } }
    /// The appearance applied last (its title attributes, title offset, button looks, back indicator).
    private(set) var appearance: UINavigationBarAppearance?
    /// Whether the title in the row is hidden (the large title shows it instead); see `setHidesTitle`.
    private(set) var hidesTitle = false
    /// Whether `setHidesTitle` ran since the view was made (its first call never animates).
    private(set) var titleVisibilityApplied = false
    /// How long the row's title takes to fade in or out when the large title goes under the row or comes
    /// back (UIKit documents no duration; a short fade as the system's).
    static let titleFadeDuration: TimeInterval = 0.2

    /// Hides or shows the title in the row, fading it over `titleFadeDuration` when `animated`.
    func setHidesTitle(_ hides: Bool, animated: Bool) {
        guard hides != hidesTitle || !titleVisibilityApplied else { return }
        hidesTitle = hides
        titleVisibilityApplied = true
        let alpha: CGFloat = hides ? 0 : 1
        if animated {
            UIView.animate(withDuration: Self.titleFadeDuration, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction],
                           animations: { [titleLabel] in titleLabel.alpha = alpha })
        } else {
            UIView.performWithoutAnimation { titleLabel.alpha = alpha }
        }
    }

    static let itemSpacing: CGFloat = 8

    /// Items shown before the item's leading items (see `UINavigationBar.containerLeadingItems`).
    var containerLeadingItems: [UIBarButtonItem] {
        didSet { if containerLeadingItems.map(ObjectIdentifier.init) != oldValue.map(ObjectIdentifier.init) { rebuild() } }
    }

    init(item: UINavigationItem, backItem: UINavigationItem?, containerLeadingItems: [UIBarButtonItem] = []) {
        self.item = item
        self.backItem = backItem
        self.containerLeadingItems = containerLeadingItems
        super.init(frame: .zero)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        rebuild()
    }

    required init?(coder: NSCoder) { nil }

    /// Rebuilds the subviews from the item (after it changed).
    func rebuild() {
        for view in leftViews + rightViews { view.removeFromSuperview() }
        backButton?.removeFromSuperview()
        backButton = nil
        let left = (containerLeadingItems + (item.leftBarButtonItems ?? [])).filter { !$0.isHidden }
        let right = (item.rightBarButtonItems ?? []).filter { !$0.isHidden }
        if backItem != nil, !item.hidesBackButton, left.isEmpty || item.leftItemsSupplementBackButton {
            let back = NavigationBackButtonView()
            back.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
            addSubview(back)
            backButton = back
        }
        leftViews = left.map { BarButtonItemView(item: $0) }
        rightViews = right.map { BarButtonItemView(item: $0) }
        if let appearance { applyButtonAppearances(appearance) }
        for view in leftViews + rightViews { addSubview(view) }
        if let titleView = item.titleView {
            titleLabel.isHidden = true
            if titleView.superview !== self { addSubview(titleView) }
        } else {
            titleLabel.isHidden = false
            titleLabel.text = item.title
        }
        applyTitleAttributes()
        setNeedsLayout()
    }

    /// Shows the text and buttons in `appearance`'s look (nothing to do when it is the one shown).
    func apply(_ appearance: UINavigationBarAppearance) {
        guard appearance !== self.appearance else { return }
        self.appearance = appearance
        titleAttributes = appearance.titleTextAttributes
        applyButtonAppearances(appearance)
        setNeedsLayout()
    }

    private func applyButtonAppearances(_ appearance: UINavigationBarAppearance) {
        for view in leftViews + rightViews { view.appearance = appearance.buttonAppearance(for: view.item.style) }
        backButton?.apply(indicator: appearance.backIndicatorImage, appearance: appearance.backButtonAppearance)
    }

    private func applyTitleAttributes() {
        titleLabel.font = (titleAttributes[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = (titleAttributes[.foregroundColor] as? UIColor) ?? .label
    }

    /// The candidate back titles in the order UIKit tries them.
    var backTitleCandidates: [String?] {
        guard let backItem else { return [] }
        let own = backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? backItem.title
        switch item.backButtonDisplayMode {
        case .default: return (own.map { [$0] } ?? []) + ["Back", nil]
        case .generic: return ["Back", nil]
        case .minimal: return [nil]
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let margin: CGFloat = b.width >= 414 ? 20 : 16
        let spacing = Self.itemSpacing
        var frames: [(UIView, CGRect)] = []
        // Trailing items, the first outermost.
        var trailing = b.width - margin
        for view in rightViews {
            let w = view.preferredWidth
            trailing -= w
            frames.append((view, CGRect(x: trailing, y: 0, width: w, height: b.height)))
            trailing -= spacing
        }
        let trailingEdge = rightViews.isEmpty ? b.width - margin : trailing + spacing
        // The title's natural width, to choose the back title.
        let titleView = item.titleView
        let titleWidth: CGFloat = titleView?.bounds.width
            ?? ceil(titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: b.height)).width)
        var leading: CGFloat = margin
        if let back = backButton {
            var chosen: String?
            var width = back.width(for: nil)
            let candidates = backTitleCandidates
            for candidate in candidates {
                let w = back.width(for: candidate)
                // Fits when the back button ends before the (centred) title starts, with a gap.
                let titleStart = min((b.width - titleWidth) / 2, trailingEdge - spacing - titleWidth)
                if candidate == nil || w + spacing <= max(titleStart, 0) || (item.title == nil && titleView == nil && w <= trailingEdge - spacing) {
                    chosen = candidate
                    width = w
                    break
                }
            }
            shownBackTitle = chosen
            frames.append((back, CGRect(x: 0, y: 0, width: width, height: b.height)))
            back.frame = CGRect(x: 0, y: 0, width: width, height: b.height)
            back.layout(title: chosen, rightToLeft: false)
            leading = width + spacing
        } else {
            shownBackTitle = nil
        }
        for view in leftViews {
            let w = view.preferredWidth
            frames.append((view, CGRect(x: leading, y: 0, width: w, height: b.height)))
            leading += w + spacing
        }
        let leadingEdge = leftViews.isEmpty && backButton == nil ? margin : leading
        // The title: centred in the bar when clear of the sides, else in the space between them.
        let space = max(0, trailingEdge - spacing - leadingEdge)
        let w = min(titleWidth, space)
        var x = (b.width - w) / 2
        if x < leadingEdge { x = leadingEdge }
        if x + w > trailingEdge - spacing { x = trailingEdge - spacing - w }
        let offset = appearance?.titlePositionAdjustment ?? .zero
        x += offset.horizontal
        let titleFrame = CGRect(x: x, y: offset.vertical, width: w, height: b.height)
        if let titleView {
            let h = min(titleView.bounds.height, b.height)
            frames.append((titleView, CGRect(x: x, y: (b.height - h) / 2 + offset.vertical, width: w, height: h)))
        } else {
            frames.append((titleLabel, titleFrame))
        }
        for (view, frame) in frames {
            view.frame = rightToLeft ? CGRect(x: b.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
        }
        backButton?.layout(title: shownBackTitle, rightToLeft: rightToLeft)
    }
}
