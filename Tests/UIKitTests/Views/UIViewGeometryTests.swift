import Testing
@_spi(OpenUIKitHost) @testable import UIKit

@MainActor
struct UIViewGeometryTests {
    @Test func frameBoundsAndCenterStayConsistent() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        view.bounds = CGRect(x: 5, y: 5, width: 40, height: 20)
        #expect(view.frame == CGRect(x: -20, y: -10, width: 40, height: 20))
        #expect(view.center == .zero)
    }

    @Test func transformScalesTheFrameAboutTheCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(view.frame == CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(view.bounds.size == CGSize(width: 100, height: 100))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func convertBetweenSiblingsAndThroughBoundsOrigin() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 200, y: 300, width: 50, height: 50))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(a); root.addSubview(b); a.addSubview(inner)
        #expect(inner.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: 25))
        #expect(inner.convert(CGPoint(x: 1, y: 1), to: b) == CGPoint(x: -184, y: -274))
        #expect(b.convert(CGPoint(x: -184, y: -274), to: inner) == CGPoint(x: 1, y: 1))
        a.bounds.origin = CGPoint(x: 0, y: 10)   // like a scroll offset
        #expect(inner.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: 15))
        #expect(root.convert(CGRect(x: 15, y: 15, width: 2, height: 2), to: inner) == CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    @Test func convertAcrossWindowsGoesThroughScreenCoordinates() {
        let w1 = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let w2 = UIWindow(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
        let v1 = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        let v2 = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w1.addSubview(v1); w2.addSubview(v2)
        #expect(v1.convert(CGPoint.zero, to: v2) == CGPoint(x: -40, y: -50))
    }

    @Test func hitTestFindsTheFrontmostInteractiveDescendant() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(back); root.addSubview(front); back.addSubview(child)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
        back.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === root)
        front.isHidden = false
        front.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 350, y: 10), with: nil) == nil)
    }

    @Test func subviewsOutsideTheBoundsAreNotHitEvenWithoutClipping() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let outside = UIView(frame: CGRect(x: 150, y: 0, width: 50, height: 50))
        root.addSubview(outside)
        #expect(root.hitTest(CGPoint(x: 160, y: 10), with: nil) == nil)
    }

    @Test func autoresizingMaskFollowsTheSuperviewSize() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 180))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 150, y: 10, width: 40, height: 40))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centered = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        [fill, pinnedRight, centered, fixed].forEach(parent.addSubview)
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 280, height: 80))
        #expect(pinnedRight.frame == CGRect(x: 250, y: 10, width: 40, height: 40))
        #expect(centered.frame == CGRect(x: 100, y: 50, width: 100, height: 100))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test func sizeToFitUsesSizeThatFits() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 33, height: 11) }
        }
        let view = Fixed(frame: CGRect(x: 4, y: 5, width: 100, height: 100))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 4, y: 5, width: 33, height: 11))
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 7, height: 8)).sizeThatFits(.zero) == CGSize(width: 7, height: 8))
    }

    @Test func layoutMarginsDefaultToEightAndIncludeTheSafeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(view)
        let inner = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        view.addSubview(inner)
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(inner.safeAreaInsets == .zero)
        #expect(view.layoutMargins == UIEdgeInsets(top: 55, left: 8, bottom: 42, right: 8))
        #expect(inner.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        view.insetsLayoutMarginsFromSafeArea = false
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func safeAreaComesFromTheWindowEvenUnderAZeroSizedSuperview() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let empty = UIView(frame: .zero)
        window.addSubview(empty)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        empty.addSubview(child)
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    }

    @Test func additionalSafeAreaInsetsAddToTheControllersViewAndReachSubviews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let vc = UIViewController()
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.rootViewController = vc
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        let child = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
        vc.view.addSubview(child)
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 37, left: 0, bottom: 0, right: 0))
    }

    @Test func safeAreaChangesReachSubviewsInTheSameLayoutPass() {
        final class Watcher: UIView {
            var changes = 0
            override func safeAreaInsetsDidChange() { changes += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let parent = UIView(frame: window.bounds)
        let child = Watcher(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        window.addSubview(parent)
        parent.addSubview(child)
        window.layoutIfNeeded()
        child.changes = 0
        window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.layoutIfNeeded()
        #expect(child.changes == 1)
        #expect(child.safeAreaInsets.top == 47)
    }
}
