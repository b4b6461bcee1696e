import Foundation

extension UIViewController {
    /// The smallest margins the root view gets while `viewRespectsSystemMinimumLayoutMargins`: 16 points
    /// leading and trailing in views narrower than 414 points, 20 in wider ones (iOS's compact and
    /// wider/regular widths), 0 top and bottom. UIKit parity: `systemMinimumLayoutMargins` (iOS 11);
    /// UIKit documents no numbers, these are iOS's observed values, chosen here by the root view's width.
    var systemMinimumLayoutMarginsImplementation: NSDirectionalEdgeInsets {
        UIViewController.systemMinimumMargins(width: viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width)
    }

    /// The system minimum margins for a root view `width` points wide.
    static func systemMinimumMargins(width: CGFloat) -> NSDirectionalEdgeInsets {
        let side: CGFloat = width >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The root view's margins before the safe area: its explicit margins (the system minimum while they
    /// are UIKit's default 8 on every edge, as UIKit manages a root view's margins), raised to the system
    /// minimum while `viewRespectsSystemMinimumLayoutMargins`.
    func rootViewMargins(_ explicit: UIEdgeInsets, width: CGFloat) -> UIEdgeInsets {
        let minimum = UIViewController.systemMinimumMargins(width: width)
        var m = explicit
        if m == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
            m = UIEdgeInsets(top: minimum.top, left: minimum.leading, bottom: minimum.bottom, right: minimum.trailing)
        }
        if viewRespectsSystemMinimumLayoutMargins {
            m.left = max(m.left, minimum.leading)
            m.right = max(m.right, minimum.trailing)
            m.top = max(m.top, minimum.top)
            m.bottom = max(m.bottom, minimum.bottom)
        }
        return m
    }
}
