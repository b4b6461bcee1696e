// Subclass-and-override tests for UIView: the overrides are declared as an iOS app declares them, and UIKit
// itself calls them (layout pass, hit testing, hierarchy changes). Plain `import UIKit` (not `@testable`),
// so only what is `open` to clients can be overridden here, as in an app.
import Testing
import UIKit
import UIKitTesting

@MainActor
private final class OverridingView: UIView {
    var log: [String] = []
    var hitSlop: CGFloat = 0
    var forcedHidden = false

    override func layoutSubviews() {
        super.layoutSubviews()
        log.append("layoutSubviews \(Int(bounds.width))x\(Int(bounds.height))")
    }

    override func setNeedsLayout() {
        log.append("setNeedsLayout")
        super.setNeedsLayout()
    }

    override var backgroundColor: UIColor? {
        didSet { log.append("backgroundColor") }
    }

    override var isHidden: Bool {
        get { forcedHidden || super.isHidden }
        set { super.isHidden = newValue }
    }

    override func addSubview(_ view: UIView) {
        log.append("addSubview")
        super.addSubview(view)
    }

    override func insertSubview(_ view: UIView, at index: Int) {
        log.append("insertSubview(at: \(index))")
        super.insertSubview(view, at: index)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -hitSlop, dy: -hitSlop).contains(point)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 44, height: 22) }

    override var superview: UIView? {
        log.append("superview")
        return super.superview
    }

    override func didMoveToWindow() { log.append("didMoveToWindow \(window != nil)") }

    override func removeFromSuperview() {
        log.append("removeFromSuperview")
        super.removeFromSuperview()
    }

    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        log.append("convert")
        return super.convert(point, to: view)
    }
}

@MainActor
private final class TapTarget: UIView {
    var touches = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches += 1 }
}

@MainActor
struct ViewOverrideTests {
    private func hostedRoot(_ host: HeadlessHost) -> UIView {
        let controller = UIViewController()
        let window = host.show(controller)
        window.layoutIfNeeded()
        return controller.view
    }

    @Test func layoutSubviewsOverrideRunsAfterASizeChange() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let root = hostedRoot(host)
        let view = OverridingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(view)
        host.advance(by: 0.05)
        view.log.removeAll()
        view.frame.size = CGSize(width: 80, height: 30)
        let layoutEvents = { view.log.filter { $0.hasPrefix("setNeedsLayout") || $0.hasPrefix("layoutSubviews") } }
        #expect(layoutEvents() == ["setNeedsLayout"])
        host.advance(by: 0.05)
        #expect(layoutEvents() == ["setNeedsLayout", "layoutSubviews 80x30"])
    }

    @Test func backgroundColorOverrideSeesEverySet() {
        let view: UIView = OverridingView()
        view.backgroundColor = .red
        view.backgroundColor = nil
        #expect((view as? OverridingView)?.log == ["backgroundColor", "backgroundColor"])
        #expect(view.layer.backgroundColor == nil)
    }

    @Test func isHiddenOverrideIsWhatHitTestingConsults() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let root = hostedRoot(host)
        let container = OverridingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let target = TapTarget(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        root.addSubview(container)
        container.addSubview(target)
        host.tap(at: CGPoint(x: 75, y: 75))
        #expect(target.touches == 1)
        container.forcedHidden = true
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === root)
        host.tap(at: CGPoint(x: 75, y: 75))
        #expect(target.touches == 1)
    }

    @Test func pointInsideOverrideWidensTheHitArea() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let root = hostedRoot(host)
        let view = OverridingView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        root.addSubview(view)
        #expect(root.hitTest(CGPoint(x: 45, y: 60), with: nil) === root)
        view.hitSlop = 10
        #expect(root.hitTest(CGPoint(x: 45, y: 60), with: nil) === view)
        #expect(root.hitTest(CGPoint(x: 39, y: 60), with: nil) === root)
    }

    @Test func hierarchyOverridesAreCalledByUIKit() {
        let parent = OverridingView()
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        #expect(parent.log.contains("addSubview"))
        parent.log.removeAll()
        // The overridden insertSubview(_:at:) is what a caller of that method reaches; insertSubview(_:aboveSubview:)
        // and (_:belowSubview:) place next to the sibling (and its layer) without going through it.
        parent.insertSubview(b, at: 1)
        parent.insertSubview(c, belowSubview: a)
        #expect(parent.log.filter { $0.hasPrefix("insertSubview") } == ["insertSubview(at: 1)"])
        #expect(parent.subviews == [c, a, b])
        #expect(parent.layer.sublayers?.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0.layer) })
    }

    @Test func sizeToFitAsksTheOverriddenSizeThatFits() {
        let view = OverridingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 44, height: 22))
    }

    @Test func windowAndSuperviewOverridesAreUsedThroughUIViewReferences() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200))
        let root = hostedRoot(host)
        let view = OverridingView(frame: CGRect(x: 20, y: 30, width: 10, height: 10))
        root.addSubview(view)
        #expect(view.log.contains("didMoveToWindow true"))
        let asView: UIView = view
        #expect(asView.superview === root)
        #expect(view.log.contains("superview"))
        #expect(asView.convert(.zero, to: nil) == CGPoint(x: 20, y: 30))
        #expect(view.log.contains("convert"))
        asView.removeFromSuperview()
        #expect(view.log.suffix(2) == ["removeFromSuperview", "didMoveToWindow false"])
    }
}
