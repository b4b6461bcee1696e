import Testing
import UIKitTesting
@testable import UIKit

/// A view that counts its `layoutSubviews` calls.
@MainActor
private final class LayoutCountingView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// A scroll view that counts its `layoutSubviews` calls.
@MainActor
private final class LayoutCountingScrollView: UIScrollView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// UIKit's rules for when `layoutSubviews` runs, as commonly cited (and observed on iOS): adding a subview
/// lays out the added view and the view it is added to; a size change lays out the view and its
/// superview, a move (origin only) lays out neither; scrolling (a bounds-origin change) lays out the
/// scroll view and its superview; a rotation (the window resized) lays out the root view controller's
/// view; removing a subview lays out the former superview only.
@MainActor
@Suite("When layoutSubviews runs")
struct UIViewLayoutRulesTests {
    /// A parent with two children, all laid out once and the counters reset.
    private func tree() -> (LayoutCountingView, LayoutCountingView, LayoutCountingView) {
        let parent = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let sibling = LayoutCountingView(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        parent.addSubview(sibling)
        parent.layoutIfNeeded()
        parent.layouts = 0; child.layouts = 0; sibling.layouts = 0
        return (parent, child, sibling)
    }

    @Test("Adding a subview lays out the added view and its new superview")
    func addingASubview() {
        let (parent, child, sibling) = tree()
        let added = LayoutCountingView(frame: CGRect(x: 0, y: 100, width: 20, height: 20))
        added.layoutIfNeeded()
        added.layouts = 0
        child.addSubview(added)
        parent.layoutIfNeeded()
        #expect(child.layouts == 1)
        #expect(added.layouts == 1)
        #expect(parent.layouts == 0 && sibling.layouts == 0)
    }

    @Test("Resizing a view lays out the view and its superview, not its siblings")
    func resizing() {
        let (parent, child, sibling) = tree()
        child.frame.size = CGSize(width: 80, height: 80)
        parent.layoutIfNeeded()
        #expect(child.layouts == 1)
        #expect(parent.layouts == 1)
        #expect(sibling.layouts == 0)
        // Through bounds too.
        child.bounds.size = CGSize(width: 90, height: 90)
        parent.layoutIfNeeded()
        #expect(child.layouts == 2 && parent.layouts == 2)
    }

    @Test("Moving a view (frame origin, center) lays out neither it nor its superview")
    func moving() {
        let (parent, child, _) = tree()
        child.frame.origin = CGPoint(x: 5, y: 5)
        child.center = CGPoint(x: 100, y: 100)
        parent.layoutIfNeeded()
        #expect(child.layouts == 0 && parent.layouts == 0)
    }

    @Test("Setting the same size again lays out nothing")
    func sameSize() {
        let (parent, child, _) = tree()
        child.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        parent.layoutIfNeeded()
        #expect(child.layouts == 0 && parent.layouts == 0)
    }

    @Test("Scrolling lays out the scroll view and its superview")
    func scrolling() {
        let parent = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scroll = LayoutCountingScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.contentSize = CGSize(width: 200, height: 1000)
        parent.addSubview(scroll)
        parent.layoutIfNeeded()
        parent.layouts = 0; scroll.layouts = 0
        scroll.contentOffset = CGPoint(x: 0, y: 120)
        parent.layoutIfNeeded()
        #expect(scroll.layouts == 1)
        #expect(parent.layouts == 1)
    }

    @Test("A rotation (the window resized) lays out the root view controller's view")
    func rotation() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = UIViewController()
        let root = LayoutCountingView()
        controller.view = root
        let window = host.show(controller)
        host.advance(by: 1.0 / 60)
        root.layouts = 0
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        host.advance(by: 1.0 / 60)
        #expect(root.frame.size == CGSize(width: 844, height: 390))
        #expect(root.layouts == 1)
    }

    @Test("Removing a subview lays out the former superview only")
    func removing() {
        let (parent, child, sibling) = tree()
        child.removeFromSuperview()
        parent.layoutIfNeeded()
        child.layoutIfNeeded()
        #expect(parent.layouts == 1)
        #expect(child.layouts == 0 && sibling.layouts == 0)
    }

    @Test("A superview that resizes its subviews in layoutSubviews is not laid out again for it")
    func resizingInsideTheSuperviewsLayoutConverges() {
        final class Resizing: UIView {
            var layouts = 0
            var width: CGFloat = 50
            override func layoutSubviews() {
                layouts += 1
                subviews.first?.frame.size.width = width
            }
        }
        let parent = Resizing(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(child.frame.width == 50)
        parent.layouts = 0; child.layouts = 0
        parent.width = 70
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        parent.layoutIfNeeded()
        #expect(parent.layouts == 1)
        #expect(child.layouts == 1)
    }
}

/// `insertSubview(_:aboveSubview:)` and `insertSubview(_:belowSubview:)` put the view's layer right next to
/// the sibling's layer, as UIKit does (`-[CALayer insertSublayer:above:]` / `below:`), even when plain
/// sublayers sit between the sibling's layer and the next subview's.
@MainActor
@Suite("Subview layer order")
struct UIViewSubviewLayerOrderTests {
    @Test("Above: the new layer sits right above the sibling's, below plain sublayers added after it")
    func above() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        let plain1 = CALayer(), plain2 = CALayer()
        parent.addSubview(a)
        parent.layer.addSublayer(plain1)
        parent.addSubview(b)
        parent.layer.addSublayer(plain2)
        parent.insertSubview(c, aboveSubview: a)
        #expect(parent.subviews == [a, c, b])
        #expect(parent.layer.sublayers?.map { $0 } == [a.layer, c.layer, plain1, b.layer, plain2])
        // Above the frontmost subview, with a plain sublayer over it.
        let d = UIView()
        parent.insertSubview(d, aboveSubview: b)
        #expect(parent.subviews == [a, c, b, d])
        #expect(parent.layer.sublayers?.map { $0 } == [a.layer, c.layer, plain1, b.layer, d.layer, plain2])
    }

    @Test("Below: the new layer sits right below the sibling's, above plain sublayers before it")
    func below() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        let plain = CALayer()
        parent.addSubview(a)
        parent.layer.addSublayer(plain)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews == [a, c, b])
        #expect(parent.layer.sublayers?.map { $0 } == [a.layer, plain, c.layer, b.layer])
    }

    @Test("Moving an existing subview above or below a sibling moves its layer next to the sibling's")
    func movingExistingSubviews() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        let plain = CALayer()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.layer.addSublayer(plain)
        parent.addSubview(c)
        parent.insertSubview(a, aboveSubview: b)
        #expect(parent.subviews == [b, a, c])
        #expect(parent.layer.sublayers?.map { $0 } == [b.layer, a.layer, plain, c.layer])
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews == [c, b, a])
        #expect(parent.layer.sublayers?.map { $0 } == [c.layer, b.layer, a.layer, plain])
    }
}
