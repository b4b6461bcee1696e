// Subclass-and-override tests for UIScrollView: UIKit calls the overrides while scrolling, as on iOS.
// Plain `import UIKit`: only what is `open` to clients can be overridden here.
import Testing
import UIKit
import UIKitTesting

@MainActor
private final class OverridingScrollView: UIScrollView {
    var animatedOffsets: [CGPoint] = []
    var offsetSets = 0
    var layouts = 0
    var zooms: [CGFloat] = []

    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        animatedOffsets.append(contentOffset)
        super.setContentOffset(contentOffset, animated: animated)
    }

    override var contentOffset: CGPoint {
        didSet { offsetSets += 1 }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }

    override func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zooms.append(scale)
        super.setZoomScale(scale, animated: animated)
    }

    override var adjustedContentInset: UIEdgeInsets {
        super.adjustedContentInset
    }
}

@MainActor
struct ScrollViewOverrideTests {
    @Test func scrollRectToVisibleGoesThroughTheSetContentOffsetOverride() {
        let scrollView = OverridingScrollView()
        let scene = ScrollScene(scrollView: scrollView)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 44), animated: true)
        #expect(scrollView.animatedOffsets == [CGPoint(x: 0, y: 2044 - 844)])
        scene.host.advance(by: 0.5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1200))
    }

    @Test func draggingAndDeceleratingSetTheOverriddenContentOffset() {
        let scrollView = OverridingScrollView()
        let scene = ScrollScene(scrollView: scrollView)
        scrollView.offsetSets = 0
        scene.flick(dy: -300)
        let afterDrag = scrollView.offsetSets
        #expect(afterDrag >= 3)
        #expect(scrollView.isDecelerating)
        scene.host.advance(by: 0.3)
        #expect(scrollView.offsetSets > afterDrag)
        #expect(scrollView.contentOffset.y > 300)
    }

    @Test func scrollingLaysTheScrollViewOutAgain() {
        let scrollView = OverridingScrollView()
        let scene = ScrollScene(scrollView: scrollView)
        scrollView.layouts = 0
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        scene.host.renderFrame()
        #expect(scrollView.layouts == 1)
    }

    @Test func setContentOffsetWithoutAnimationUsesTheContentOffsetSetter() {
        let scrollView = OverridingScrollView()
        _ = ScrollScene(scrollView: scrollView)
        scrollView.offsetSets = 0
        scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        #expect(scrollView.offsetSets == 1)
        #expect(scrollView.bounds.origin.y == 50)
    }

    @Test func zoomOverrideIsAnOverride() {
        let scrollView = OverridingScrollView()
        _ = ScrollScene(scrollView: scrollView)
        let base: UIScrollView = scrollView
        base.setZoomScale(1, animated: false)
        #expect(scrollView.zooms == [1])
    }
}
