import Foundation

/// The split view's own views: the 0.5-point separators at the sidebars' inner edges, and the dimming
/// over the secondary while sidebars overlay or displace it (a tap on it hides them). Not public API.
@MainActor
final class SplitViewChrome {
    /// One separator per shown sidebar.
    var separators: [UIView] = []
    /// Dims the secondary column (black at 10 %, OpenUIKit's value; iOS's is close).
    let dimmingView = UIView()

    init() {
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.1)
    }

    /// The separator's width: 0.5 points (one pixel at 2x), as iOS's column separator.
    static let separatorWidth: CGFloat = 0.5

    /// Makes `count` separators available.
    func separators(count: Int) -> [UIView] {
        while separators.count < count {
            let line = UIView()
            line.backgroundColor = .opaqueSeparator
            line.isUserInteractionEnabled = false
            separators.append(line)
        }
        return Array(separators.prefix(count))
    }
}

/// What collapsing a split view moved onto the primary's navigation stack, to move back on expansion.
/// Not public API.
struct SplitCollapseRecord {
    /// How many controllers of the collapsed stack belong to the primary column.
    var primaryCount: Int
    /// The bottom controller of the supplementary column's stack (column style).
    var supplementaryRoot: UIViewController?
    /// The bottom controller of the secondary column's stack (column style), or the classic secondary.
    var secondaryRoot: UIViewController?
    /// The classic secondary was a navigation controller whose stack was moved.
    var classicSecondaryNavigation: UINavigationController?
    /// The compact column's controller was shown instead.
    var showsCompactColumn: Bool
}
