import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct ScrollIndicatorTests {
    @Test func geometryAndFade() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 2000))
        let view = scene.scrollView
        let vertical = view.indicators.vertical, horizontal = view.indicators.horizontal
        #expect(vertical.opacity == 0)
        #expect(!view.subviews.contains { _ in false })
        view.flashScrollIndicators()
        scene.host.renderFrame()
        #expect(vertical.opacity == 1)
        #expect(!vertical.isHidden)
        #expect(horizontal.isHidden)                                   // content not wider than the view
        let track: CGFloat = 844 - 6
        #expect(vertical.frame.width == 3)
        #expect(vertical.frame.minX == CGFloat(384))
        #expect(abs(vertical.frame.height - track * 844 / 2000) < 0.001)
        #expect(vertical.frame.minY == 3)
        #expect(vertical.cornerRadius == 1.5)
        scene.host.advance(by: 1.1)
        #expect(vertical.opacity == 1)
        scene.host.advance(by: 0.5)
        #expect(vertical.opacity == 0)
        #expect(scene.host.runUntilIdle())
        // Scrolled to the bottom: the indicator ends 3 pt above the bottom edge, in the moved bounds.
        view.contentOffset = CGPoint(x: 0, y: 2000 - 844)
        view.flashScrollIndicators()
        #expect(abs(vertical.frame.maxY - (2000 - 3)) < 0.001)
    }

    @Test func minimumLengthAndOverscrollShrink() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 100_000))
        let vertical = scene.scrollView.indicators.vertical
        let host = scene.host
        host.touchDown(at: CGPoint(x: 200, y: 300))
        host.touchMove(to: CGPoint(x: 200, y: 320))
        #expect(vertical.opacity == 1)                                 // shown while dragging
        #expect(vertical.frame.height == 36)                           // minimum length
        host.touchMove(to: CGPoint(x: 200, y: 360))
        let overscroll = -scene.scrollView.contentOffset.y
        #expect(overscroll > 10)
        #expect(abs(vertical.frame.height - (36 - overscroll)) < 0.001)
        #expect(vertical.frame.minY == scene.scrollView.contentOffset.y + 3)
        host.touchMove(to: CGPoint(x: 200, y: 800))
        #expect(vertical.frame.height == 8)                            // never shorter than 8 pt
        host.touchUp()
        host.runUntilIdle()
        #expect(vertical.opacity == 0)
    }

    @Test func stylesAndSwitches() {
        let scene = ScrollScene(contentSize: CGSize(width: 2000, height: 2000))
        let view = scene.scrollView
        view.indicatorStyle = .white
        #expect(view.indicators.vertical.backgroundColor == CGColor(gray: 1, alpha: 0.5))
        view.indicatorStyle = .black
        #expect(view.indicators.vertical.borderWidth == 0)
        view.showsVerticalScrollIndicator = false
        view.contentOffset = CGPoint(x: 2000 - 390, y: 0)
        view.flashScrollIndicators()
        #expect(view.indicators.vertical.isHidden)
        #expect(!view.indicators.horizontal.isHidden)
        #expect(view.indicators.horizontal.frame.maxX == CGFloat(2000 - 3))    // no corner left for the hidden vertical one
        view.verticalScrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        view.showsVerticalScrollIndicator = true
        #expect(view.indicators.vertical.frame.minY == 13)
        #expect(view.indicators.horizontal.frame.maxX == CGFloat(2000 - 3 - 3 - 3))
        let label = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(label)
        #expect(view.layer.sublayers?.suffix(2).map { $0 } == [view.indicators.vertical, view.indicators.horizontal])
    }
}
