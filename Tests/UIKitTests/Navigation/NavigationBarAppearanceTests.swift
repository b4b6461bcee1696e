import Testing
import UIKitTesting
@testable import UIKit

/// A controller whose view is a tall scroll view: a white page with a red block at its top and blue
/// stripes further down, so what the bar shows over it is visible in pixels.
@MainActor
final class ScrollingPageController: UIViewController {
    let scroll = UIScrollView()

    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        scroll.backgroundColor = .white
        scroll.contentSize = CGSize(width: 390, height: 3000)
        let block = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        block.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        scroll.addSubview(block)
        for i in 0 ..< 40 {
            let stripe = UIView(frame: CGRect(x: 0, y: 400 + CGFloat(i) * 40, width: 390, height: 20))
            stripe.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            scroll.addSubview(stripe)
        }
        view = scroll
    }

    /// Scrolls the content `distance` points up from its top edge.
    func scroll(by distance: CGFloat) {
        scroll.contentOffset = CGPoint(x: 0, y: -scroll.adjustedContentInset.top + distance)
    }
}

/// A 390×300 phone-shaped window (47-point status bar) and a navigation controller over a scrolling page.
@MainActor
func scrollingNavigation(title: String = "Inbox") -> (HeadlessHost, UINavigationController, ScrollingPageController) {
    let host = HeadlessHost(size: CGSize(width: 390, height: 460), scale: 2, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    let page = ScrollingPageController(title: title)
    let nav = UINavigationController(rootViewController: page)
    host.show(nav)
    return (host, nav, page)
}

@MainActor
struct NavigationBarAppearanceTests {
    @Test func configurationsSetTheBackgroundsIOSDraws() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial && appearance.backgroundColor == nil)
        #expect(appearance.shadowColor.map { $0.cgColor.alpha == 0.3 } == true)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground && appearance.shadowColor != nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)
        appearance.backgroundColor = .red
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.configureWithDefaultBackground()
        #expect(appearance.backgroundColor == nil, "a configuration resets the background")
        #expect(appearance.titleTextAttributes[.foregroundColor] as? UIColor == .white, "and keeps the text attributes")
    }

    @Test func copiesAreIndependentAndBarsKeepCopies() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemTeal
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.systemPink]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        let copy: UINavigationBarAppearance = appearance.copy()
        #expect(copy !== appearance && copy.backgroundColor == .systemTeal)
        #expect(copy.largeTitleTextAttributes[.foregroundColor] as? UIColor == .systemPink)
        #expect(copy.buttonAppearance !== appearance.buttonAppearance)
        #expect(copy.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemGreen)
        copy.backgroundColor = .systemGray
        #expect(appearance.backgroundColor == .systemTeal)
        let bar = UINavigationBar()
        bar.standardAppearance = appearance
        #expect(bar.standardAppearance !== appearance && bar.standardAppearance.backgroundColor == .systemTeal)
        // A tab bar appearance made from a navigation bar one keeps the shared background only.
        let tab = UITabBarAppearance(barAppearance: appearance)
        #expect(tab.backgroundColor == .systemTeal && tab.backgroundEffect == nil)
        let anyCopy = appearance.copy(with: nil) as? UINavigationBarAppearance
        #expect(anyCopy?.backgroundColor == .systemTeal)
    }

    @Test func barIsTransparentAtTheScrollEdgeAndTheMaterialOnceContentScrollsUnderIt() {
        let (host, nav, page) = scrollingNavigation()
        let bar = nav.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        // At the top edge the page shows through the bar (iOS 15's transparent scroll-edge look): white
        // under the bar and the status bar, no hairline.
        var image = host.snapshot()
        #expect(image.pixel(atPoint: CGPoint(x: 330, y: 70), scale: 2) == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(image.pixel(atPoint: CGPoint(x: 330, y: 20), scale: 2) == Pixel(r: 255, g: 255, b: 255, a: 255))
        #expect(image.pixel(atPoint: CGPoint(x: 330, y: 91.2), scale: 2).r == 255)
        #expect(image.pixel(atPoint: CGPoint(x: 330, y: 100), scale: 2) == Pixel(r: 255, g: 0, b: 0, a: 255))
        ReferenceImage.expectMatch(image, named: "navigation-bar-scroll-edge@2x")
        // Scrolled, the red block runs under the bar: the chrome material blurs it and tints it light.
        page.scroll(by: 100)
        host.renderFrame()
        image = host.snapshot()
        let underBar = image.pixel(atPoint: CGPoint(x: 330, y: 70), scale: 2)
        #expect(underBar.r > 230 && underBar.g > 150 && underBar.g < 235, "light pink material, not the raw red: \(underBar)")
        let hairline = image.pixel(atPoint: CGPoint(x: 330, y: 91.2), scale: 2)
        #expect(hairline.r < 200, "the hairline under the bar darkens the red: \(hairline)")
        ReferenceImage.expectMatch(image, named: "navigation-bar-scrolled@2x")
        // Back at the top, transparent again.
        page.scroll(by: 0)
        host.renderFrame()
        #expect(host.snapshot().pixel(atPoint: CGPoint(x: 330, y: 70), scale: 2) == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func backgroundFadesInOverTheFirstPointsOfScroll() {
        let (host, nav, page) = scrollingNavigation()
        let background = nav.navigationBar.backgroundView
        #expect(background.standard.isHidden)
        page.scroll(by: 6)
        host.renderFrame()
        #expect(!background.standard.isHidden && abs(background.standard.alpha - 0.5) < 0.01)
        page.scroll(by: 40)
        host.renderFrame()
        #expect(background.standard.alpha == 1 && background.scrollEdge.isHidden)
    }

    @Test func withLargeTitlesTheMaterialAppearsOnceTheTitleHasCollapsed() {
        let (host, nav, page) = scrollingNavigation()
        nav.navigationBar.prefersLargeTitles = true
        host.renderFrame()
        page.scroll(by: 30)
        host.renderFrame()
        #expect(nav.navigationBar.frame.height == 66 && nav.navigationBar.backgroundView.standard.isHidden)
        page.scroll(by: 52 + 12)
        host.renderFrame()
        #expect(nav.navigationBar.frame.height == 44 && nav.navigationBar.backgroundView.standard.alpha == 1)
    }

    @Test func withoutAScrollViewTheBarKeepsItsScrollEdgeLook() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 460), scale: 2, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        let root = UIViewController()
        root.view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let nav = UINavigationController(rootViewController: root)
        host.show(nav)
        #expect(host.snapshot().pixel(atPoint: CGPoint(x: 330, y: 70), scale: 2) == Pixel(r: 0, g: 255, b: 0, a: 255))
        // An explicit scroll-edge appearance is what the bar then shows.
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        nav.navigationBar.scrollEdgeAppearance = opaque
        host.renderFrame()
        #expect(host.snapshot().pixel(atPoint: CGPoint(x: 330, y: 70), scale: 2) == Pixel(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func customAppearanceDrawsItsColoursTitleAndShadow() {
        let (host, nav, page) = scrollingNavigation()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor(red: 0.2, green: 0.3, blue: 0.6, alpha: 1)
        appearance.shadowColor = .clear
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 20, weight: .bold)]
        appearance.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
        nav.navigationBar.standardAppearance = appearance
        nav.navigationBar.scrollEdgeAppearance = appearance
        page.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        host.renderFrame()
        let image = host.snapshot()
        // The colour fills the bar and the status bar; no hairline between the bar and the red page.
        #expect(image.pixel(atPoint: CGPoint(x: 40, y: 70), scale: 2) == Pixel(r: 51, g: 76, b: 153, a: 255))
        #expect(image.pixel(atPoint: CGPoint(x: 40, y: 10), scale: 2) == Pixel(r: 51, g: 76, b: 153, a: 255))
        #expect(image.pixel(atPoint: CGPoint(x: 40, y: 91.2), scale: 2) == Pixel(r: 255, g: 0, b: 0, a: 255))
        let content = nav.navigationBar.contentView!
        #expect(content.titleLabel.textColor == .white && content.titleLabel.font.pointSize == 20)
        #expect(content.titleLabel.frame.minY == -2)
        ReferenceImage.expectMatch(image, named: "navigation-bar-custom-appearance@2x")
    }

    @Test func topItemsAppearanceWinsWhileItIsOnTop() {
        let (host, nav, _) = scrollingNavigation()
        let detail = ScrollingPageController(title: "Detail")
        let orange = UINavigationBarAppearance()
        orange.configureWithOpaqueBackground()
        orange.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        detail.navigationItem.scrollEdgeAppearance = orange
        nav.pushViewController(detail, animated: false)
        host.renderFrame()
        #expect(host.snapshot().pixel(atPoint: CGPoint(x: 330, y: 70), scale: 2) == Pixel(r: 255, g: 128, b: 0, a: 255))
        nav.popViewController(animated: false)
        host.renderFrame()
        #expect(host.snapshot().pixel(atPoint: CGPoint(x: 330, y: 70), scale: 2) == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func buttonAppearancesAndTheBackIndicatorStyleTheButtons() {
        let (host, nav, _) = scrollingNavigation()
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemPurple]
        appearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        let arrow = UIImage(systemName: "arrow.left")!
        appearance.setBackIndicatorImage(arrow, transitionMaskImage: arrow)
        #expect(appearance.backIndicatorImage === arrow && appearance.backIndicatorTransitionMaskImage === arrow)
        nav.navigationBar.standardAppearance = appearance
        nav.navigationBar.scrollEdgeAppearance = appearance
        let detail = ScrollingPageController(title: "Detail")
        let cancel = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)
        let save = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        detail.navigationItem.leftItemsSupplementBackButton = true
        detail.navigationItem.leftBarButtonItem = cancel
        detail.navigationItem.rightBarButtonItem = save
        nav.pushViewController(detail, animated: false)
        host.renderFrame()
        let content = nav.navigationBar.contentView!
        let cancelLabel = content.leftViews[0].subviews.compactMap { $0 as? UILabel }.first
        let saveLabel = content.rightViews[0].subviews.compactMap { $0 as? UILabel }.first
        #expect(cancelLabel?.textColor == .systemGreen)
        #expect(saveLabel?.textColor == .systemPurple)
        #expect(content.backButton?.label.textColor == .systemOrange && content.backButton?.chevron.image === arrow)
        appearance.setBackIndicatorImage(nil, transitionMaskImage: nil)
        #expect(appearance.backIndicatorImage !== arrow)
    }

    @Test func legacyBarTintColorTintsTheStandardLookButNotTheScrollEdge() {
        let (host, nav, page) = scrollingNavigation()
        nav.navigationBar.barTintColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        host.renderFrame()
        // iOS 15: at the scroll edge the bar stays transparent.
        #expect(host.snapshot().pixel(atPoint: CGPoint(x: 330, y: 70), scale: 2) == Pixel(r: 255, g: 255, b: 255, a: 255))
        page.scroll(by: 100)
        host.renderFrame()
        #expect(host.snapshot().pixel(atPoint: CGPoint(x: 330, y: 70), scale: 2) == Pixel(r: 0, g: 128, b: 0, a: 255))
    }

    @Test func compactHeightUsesTheCompactAppearances() {
        let host = HeadlessHost(size: CGSize(width: 844, height: 390), scale: 2)
        let page = ScrollingPageController(title: "Landscape")
        let nav = UINavigationController(rootViewController: page)
        let compactEdge = UINavigationBarAppearance()
        compactEdge.configureWithOpaqueBackground()
        compactEdge.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let regularEdge = UINavigationBarAppearance()
        regularEdge.configureWithOpaqueBackground()
        regularEdge.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        nav.navigationBar.compactScrollEdgeAppearance = compactEdge
        nav.navigationBar.scrollEdgeAppearance = regularEdge
        host.show(nav)
        #expect(nav.traitCollection.verticalSizeClass == .compact)
        #expect(host.snapshot().pixel(atPoint: CGPoint(x: 700, y: 10), scale: 2) == Pixel(r: 0, g: 0, b: 255, a: 255))
        host.resize(to: CGSize(width: 390, height: 844))
        host.renderFrame()
        #expect(host.snapshot().pixel(atPoint: CGPoint(x: 300, y: 10), scale: 2) == Pixel(r: 0, g: 255, b: 0, a: 255))
    }
}
