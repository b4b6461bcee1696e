import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct NavigationBarLayoutTests {
    @Test func promptGrowsTheBarBy30PointsAboveTheTitle() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 460), scale: 2, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        let root = UIViewController()
        root.title = "Payment"
        root.view.backgroundColor = .white
        let nav = UINavigationController(rootViewController: root)
        host.show(nav)
        #expect(nav.navigationBar.frame.height == 44 && root.view.safeAreaInsets.top == 91)
        root.navigationItem.prompt = "Enter the amount"
        host.renderFrame()
        let bar = nav.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 74))
        #expect(root.view.safeAreaInsets.top == 121)
        #expect(bar.promptLabel.frame == CGRect(x: 16, y: 0, width: 358, height: 30) && bar.promptLabel.font.pointSize == 13)
        #expect(bar.contentRow.frame == CGRect(x: 0, y: 30, width: 390, height: 44))
        // The prompt's glyphs are drawn in the top 30 points, the title's below them.
        let image = host.snapshot()
        let darkIn = { (rows: ClosedRange<CGFloat>) -> Bool in
            for y in stride(from: rows.lowerBound, through: rows.upperBound, by: 1) {
                for x in stride(from: CGFloat(140), through: 250, by: 1) where image.pixel(atPoint: CGPoint(x: x, y: y), scale: 2).r < 100 {
                    return true
                }
            }
            return false
        }
        #expect(darkIn(52 ... 72), "prompt text")
        #expect(darkIn(82 ... 116), "title text")
        ReferenceImage.expectMatch(image, named: "navigation-bar-prompt@2x")
        root.navigationItem.prompt = nil
        host.renderFrame()
        #expect(bar.frame.height == 44 && bar.promptLabel.isHidden && root.view.safeAreaInsets.top == 91)
    }

    @Test func promptStacksWithTheLargeTitle() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 460), scale: 2, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        let root = UIViewController()
        root.title = "Mail"
        root.navigationItem.prompt = "Offline"
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        host.show(nav)
        #expect(nav.navigationBar.frame.height == 126)
        #expect(root.view.safeAreaInsets.top == 173)
    }

    @Test func compactHeightBarIs32PointsWithoutLargeTitles() {
        let host = HeadlessHost(size: CGSize(width: 844, height: 390), scale: 2, safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        let root = UIViewController()
        root.title = "Landscape"
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        host.show(nav)
        #expect(nav.traitCollection.verticalSizeClass == .compact)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 844, height: 32))
        #expect(nav.navigationBar.contentRow.frame.height == 32)
        #expect(root.view.safeAreaInsets.top == 32)
        // Turned to portrait: the regular bar with its large title.
        host.resize(to: CGSize(width: 390, height: 844))
        host.renderFrame()
        #expect(nav.traitCollection.verticalSizeClass == .regular)
        #expect(nav.navigationBar.frame.height == 96)
    }
}
