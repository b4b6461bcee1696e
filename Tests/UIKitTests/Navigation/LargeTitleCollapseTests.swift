import Testing
import UIKitTesting
@testable import UIKit

/// How the large title collapses into the bar, as iOS draws it: the large title, kept on the bottom of
/// the shrinking large area, slides up under the 44-point row and is cut off at the row's bottom edge;
/// the row's small title appears only once the large title has gone under the row, fading in, and fades
/// out again as soon as the large title shows (iOS never shows both titles at once).
@MainActor
struct LargeTitleCollapseTests {
    /// A 390×460 phone (47-point status bar) with a white page under a large title "Mailboxes".
    private func scene() -> (HeadlessHost, UINavigationController, ScrollingWhitePage) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 460), scale: 2, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        let page = ScrollingWhitePage()
        page.title = "Mailboxes"
        let nav = UINavigationController(rootViewController: page)
        nav.navigationBar.prefersLargeTitles = true
        host.show(nav)
        return (host, nav, page)
    }

    /// Whether any pixel in the window-point rectangle `rect` is dark (text).
    private func hasText(_ image: CGImage, in rect: CGRect) -> Bool {
        for y in stride(from: rect.minY, to: rect.maxY, by: 0.5) {
            for x in stride(from: rect.minX, to: rect.maxX, by: 0.5) {
                let p = image.pixel(atPoint: CGPoint(x: x, y: y), scale: 2)
                if p.r < 120 && p.g < 120 && p.b < 120 { return true }
            }
        }
        return false
    }

    @Test func atRestTheLargeTitleShowsAndTheRowHasNoTitle() {
        let (host, nav, _) = scene()
        let bar = nav.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        let image = host.snapshot()
        #expect(hasText(image, in: CGRect(x: 16, y: 47 + 44 + 3, width: 200, height: 41)), "the large title")
        #expect(!hasText(image, in: CGRect(x: 0, y: 47, width: 390, height: 44)), "no title in the row")
    }

    @Test func halfCollapsedTheLargeTitleSlidesUnderTheRowAndTheSmallTitleStaysHidden() {
        let (host, nav, page) = scene()
        let bar = nav.navigationBar
        page.scroll(by: 26)
        host.renderFrame()
        // Half the large area is left: the bar is 44 + 26 points tall.
        #expect(bar.frame.height == 70)
        #expect(bar.largeTitleArea.frame == CGRect(x: 0, y: 44, width: 390, height: 26))
        #expect(bar.contentView?.titleLabel.alpha == 0)
        let image = host.snapshot()
        // Nothing of either title in the row: the large title is cut off at the row's bottom edge (it
        // would reach 23 points into the row), the small title is not shown yet.
        #expect(!hasText(image, in: CGRect(x: 0, y: 47, width: 390, height: 43.5)), "the row is clear of text")
        // What is left of the large title shows in the large area, at full strength.
        #expect(hasText(image, in: CGRect(x: 16, y: 47 + 44, width: 200, height: 26)), "the large title's lower part")
        var darkest = 255
        for y in stride(from: CGFloat(92), to: 116, by: 0.5) {
            for x in stride(from: CGFloat(16), to: 216, by: 0.5) { darkest = min(darkest, Int(image.pixel(atPoint: CGPoint(x: x, y: y), scale: 2).r)) }
        }
        #expect(darkest < 40, "not faded: the large title's glyphs are black, darkest \(darkest)")
        ReferenceImage.expectMatch(image, named: "navigation-large-title-half-collapsed@2x")
    }

    @Test func theSmallTitleFadesInOnceTheLargeTitleHasGoneUnderTheRow() {
        let (host, nav, page) = scene()
        let bar = nav.navigationBar
        // 10 points of large area left: the bottom 2 points of the large title's line still show.
        page.scroll(by: 42)
        host.renderFrame()
        #expect(bar.contentView?.titleLabel.alpha == 0)
        // 8 points left: the line has gone under the row; the small title fades in.
        page.scroll(by: 44)
        host.renderFrame()
        host.advance(by: 0.1)
        let midway = bar.contentView?.titleLabel.layer.presentation()?.opacity ?? -1
        #expect(midway > 0.1 && midway < 0.9, "fading in: \(midway)")
        host.advance(by: 0.15)
        #expect(bar.contentView?.titleLabel.alpha == 1)
        page.scroll(by: 80)
        host.renderFrame()
        let image = host.snapshot()
        #expect(bar.frame.height == 44 && bar.largeTitleArea.isHidden)
        #expect(hasText(image, in: CGRect(x: 140, y: 47, width: 110, height: 44)), "the small title, centred in the row")
    }

    @Test func theSmallTitleFadesOutAsSoonAsTheLargeTitleShowsAgain() {
        let (host, nav, page) = scene()
        let bar = nav.navigationBar
        page.scroll(by: 100)
        host.renderFrame()
        host.advance(by: 0.3)
        #expect(bar.contentView?.titleLabel.alpha == 1)
        page.scroll(by: 30)
        host.renderFrame()
        host.advance(by: 0.3)
        #expect(bar.contentView?.titleLabel.alpha == 0)
        let image = host.snapshot()
        #expect(!hasText(image, in: CGRect(x: 0, y: 47, width: 390, height: 43.5)), "the row is clear of text")
    }
}

/// A controller whose view is a tall white scroll view.
@MainActor
final class ScrollingWhitePage: UIViewController {
    let scroll = UIScrollView()

    override func loadView() {
        scroll.backgroundColor = .white
        scroll.contentSize = CGSize(width: 390, height: 3000)
        view = scroll
    }

    /// Scrolls the content `distance` points up from its top edge.
    func scroll(by distance: CGFloat) {
        scroll.contentOffset = CGPoint(x: 0, y: -scroll.adjustedContentInset.top + distance)
    }
}
