import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct BarAppearanceTests {
    /// A phone-shaped window with a navigation controller showing its toolbar over a page of `height`.
    private func toolbarScene(contentHeight: CGFloat) -> (HeadlessHost, UINavigationController, ScrollingPageController) {
        let host = HeadlessHost(size: CGSize(width: 390, height: 400), scale: 2, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let page = ScrollingPageController(title: "Notes")
        page.toolbarItems = [UIBarButtonItem(systemItem: .flexibleSpace), UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)]
        let nav = UINavigationController(rootViewController: page)
        nav.setToolbarHidden(false, animated: false)
        host.show(nav)
        page.scroll.contentSize = CGSize(width: 390, height: contentHeight)
        host.renderFrame()
        return (host, nav, page)
    }

    @Test func toolbarIsTransparentWhenTheContentEndsAboveItAndTheMaterialWhenItRunsUnder() {
        let (host, nav, page) = toolbarScene(contentHeight: 3000)
        let toolbar = nav.toolbar!
        #expect(toolbar.frame == CGRect(x: 0, y: 400 - 34 - 44, width: 390, height: 44))
        // Content runs under the toolbar: the standard material.
        #expect(toolbar.backgroundView.standard.alpha == 1 && !toolbar.backgroundView.standard.blur.isHidden)
        // Scrolled to the very bottom, the content's end is above the bar: transparent (iOS 15).
        page.scroll.contentOffset = CGPoint(x: 0, y: 3000 - 400 + page.scroll.adjustedContentInset.bottom)
        host.renderFrame()
        #expect(toolbar.backgroundView.standard.isHidden)
        let stripeBelow = host.snapshot().pixel(atPoint: CGPoint(x: 40, y: 380), scale: 2)
        #expect(stripeBelow == Pixel(r: 255, g: 255, b: 255, a: 255) || stripeBelow == Pixel(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func toolbarAppearancesDrawTheirBackgroundAndButtons() {
        let (host, nav, _) = toolbarScene(contentHeight: 3000)
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        nav.toolbar.standardAppearance = appearance
        host.renderFrame()
        let image = host.snapshot()
        // The colour fills the bar and the home indicator area below it.
        #expect(image.pixel(atPoint: CGPoint(x: 40, y: 340), scale: 2) == Pixel(r: 128, g: 0, b: 128, a: 255))
        #expect(image.pixel(atPoint: CGPoint(x: 40, y: 395), scale: 2) == Pixel(r: 128, g: 0, b: 128, a: 255))
        let share = nav.toolbar.itemViews.last!.subviews.compactMap { $0 as? UILabel }.first!
        #expect(share.textColor == .white)
        ReferenceImage.expectMatch(image, named: "toolbar-custom-appearance@2x")
    }

    @Test func tabBarIsTransparentWithoutContentUnderItAndTakesItsAppearances() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 400), scale: 2, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let plain = UIViewController()
        plain.view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        plain.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        let page = ScrollingPageController(title: "List")
        page.tabBarItem = UITabBarItem(title: "List", image: UIImage(systemName: "list.bullet"), tag: 1)
        page.tabBarItem.badgeValue = "2"
        let tabs = UITabBarController()
        tabs.viewControllers = [plain, page]
        host.show(tabs)
        // No scroll view: the scroll-edge look, transparent (iOS 15): the green page shows through.
        #expect(host.snapshot().pixel(atPoint: CGPoint(x: 195, y: 395), scale: 2) == Pixel(r: 0, g: 255, b: 0, a: 255))
        #expect(tabs.tabBar.backgroundView.standard.isHidden)
        // A long list runs under the bar: the standard material.
        tabs.selectedIndex = 1
        host.renderFrame()
        #expect(tabs.tabBar.backgroundView.standard.alpha == 1 && !tabs.tabBar.backgroundView.standard.blur.isHidden)
        // Appearances: item colours, badge colour and an opaque background.
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        appearance.stackedLayoutAppearance.normal.iconColor = .systemGray2
        appearance.stackedLayoutAppearance.selected.iconColor = .systemYellow
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.stackedLayoutAppearance.selected.badgeBackgroundColor = .systemBlue
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        host.renderFrame()
        let views = tabs.tabBar.itemViews
        #expect(views[0].imageView.tintColor == .systemGray2 && views[1].imageView.tintColor == .systemYellow)
        #expect(views[1].titleLabel.textColor == .white && views[1].badgeView.backgroundColor == .systemBlue)
        let image = host.snapshot()
        #expect(image.pixel(atPoint: CGPoint(x: 20, y: 395), scale: 2) == Pixel(r: 25, g: 25, b: 25, a: 255))
        ReferenceImage.expectMatch(image, named: "tab-bar-custom-appearance@2x")
    }
}
