import Foundation

extension UINavigationBar {
    func performBarLayout() {
        let b = bounds
        backgroundView.frame = CGRect(x: 0, y: -backgroundExtension, width: b.width, height: b.height + backgroundExtension)
        backgroundView.alpha = backgroundProgress
        // Translucent bars show the chrome material (blurred content under a light tint); opaque ones,
        // and bars with a tint colour, a solid fill.
        let blurred = isTranslucent && barTintColor == nil
        backgroundView.blur.isHidden = !blurred
        // The system chrome is dark in dark mode (reading the style here lays the bar out again when it changes).
        let darkChrome = barStyle == .black || traitCollection.userInterfaceStyle == .dark
        backgroundView.blur.effect = UIBlurEffect(style: darkChrome ? .systemChromeMaterialDark : .systemChromeMaterial)
        backgroundView.fill.isHidden = blurred
        backgroundView.fill.backgroundColor = barTintColor ?? (darkChrome ? UIColor(white: 0.11, alpha: 1) : UIColor(white: 0.976, alpha: 1))
        contentRow.frame = CGRect(x: 0, y: 0, width: b.width, height: Self.standardHeight)
        // Right to left: the back button on the right, its chevron pointing right (issue 14).
        contentView?.rightToLeft = isRightToLeft
        for sub in contentRow.subviews { sub.frame = contentRow.bounds }
        let margin: CGFloat = b.width >= 414 ? 20 : 16
        let showsLarge = largeTitleExtent > 0
        largeTitleLabel.text = topItem?.title
        largeTitleLabel.font = (largeTitleTextAttributes?[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 34, weight: .bold)
        largeTitleLabel.textColor = (largeTitleTextAttributes?[.foregroundColor] as? UIColor)
            ?? (barStyle == .black ? .white : .label)
        // The large title sits on the bottom of the large area (41-point line, 8 points above the bottom).
        let lineHeight: CGFloat = 41
        largeTitleLabel.frame = CGRect(x: margin, y: b.height - 8 - lineHeight, width: max(0, b.width - 2 * margin), height: lineHeight)
        // The title fades from the large area into the row as the large title collapses.
        let largeAlpha = min(max(largeTitleExtent / Self.largeTitleHeight, 0), 1)
        largeTitleLabel.alpha = showsLarge ? largeAlpha : 0
        contentView?.hidesTitle = showsLarge && largeAlpha > 0.5
    }

    /// Whether the item at `index` shows its title large: `.always` does, `.never` does not,
    /// `.automatic` does as the item below it (the first item does), all only when the bar prefers
    /// large titles.
    /// - Complexity: O(index).
    func wantsLargeTitle(at index: Int) -> Bool {
        guard prefersLargeTitles, itemStack.indices.contains(index) else { return false }
        var i = index
        while i >= 0 {
            switch itemStack[i].largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: i -= 1
            }
        }
        return true
    }

    /// Whether the top item shows its title large.
    var topItemWantsLargeTitle: Bool { wantsLargeTitle(at: itemStack.count - 1) }

    /// The large-title setting or the top item changed: the owner lays the bars out again; a standalone
    /// bar shows the large area expanded or not at all.
    func largeTitleSettingsDidChange() {
        if let owner = owningNavigationController {
            owner.barLayoutDidChange()
        } else {
            largeTitleExtent = topItemWantsLargeTitle ? Self.largeTitleHeight : 0
        }
        setNeedsLayout()
    }
}
