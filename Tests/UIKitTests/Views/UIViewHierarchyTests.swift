import Testing
@testable import UIKit

/// Records the hierarchy notifications UIKit sends, in order.
@MainActor
private final class RecordingView: UIView {
    var log: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) { log.append("willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.append("willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log.append("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.append("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.append("willRemoveSubview") }
}

@MainActor
struct UIViewHierarchyTests {
    @Test func addSubviewSetsSuperviewAndOrdersBackToFront() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews == [c, a, b])
        #expect(a.superview === parent)
        #expect(parent.layer.sublayers?.map { $0 } == [c.layer, a.layer, b.layer])
    }

    @Test func insertAboveBelowExchangeBringAndSend() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a); parent.addSubview(b)
        parent.insertSubview(c, aboveSubview: a)
        parent.insertSubview(d, belowSubview: a)
        #expect(parent.subviews == [d, a, c, b])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(parent.subviews == [b, a, c, d])
        parent.bringSubviewToFront(b)
        #expect(parent.subviews == [a, c, d, b])
        parent.sendSubviewToBack(d)
        #expect(parent.subviews == [d, a, c, b])
        #expect(parent.layer.sublayers?.map { $0 } == parent.subviews.map(\.layer))
    }

    @Test func addingToAnotherSuperviewMovesTheView() {
        let first = UIView(), second = UIView(), child = UIView()
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(second.subviews == [child])
        #expect(child.layer.superlayer === second.layer)
    }

    @Test func notificationsArriveInUIKitOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView()
        let child = RecordingView()
        window.addSubview(parent)
        parent.log.removeAll()
        parent.addSubview(child)
        #expect(child.log == ["willMoveToSuperview(view)", "willMoveToWindow(window)", "didMoveToSuperview", "didMoveToWindow"])
        #expect(parent.log == ["didAddSubview"])
        child.log.removeAll(); parent.log.removeAll()
        child.removeFromSuperview()
        #expect(parent.log == ["willRemoveSubview"])
        #expect(child.log == ["willMoveToSuperview(nil)", "willMoveToWindow(nil)", "didMoveToSuperview", "didMoveToWindow"])
        #expect(child.window == nil)
    }

    @Test func windowPropagatesToTheWholeSubtree() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView()
        a.addSubview(b)
        #expect(b.window == nil)
        window.addSubview(a)
        #expect(b.window === window)
        #expect(window.window === window)
    }

    @Test func viewWithTagSearchesDepthFirstIncludingSelf() {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView()
        root.addSubview(a); a.addSubview(b); root.addSubview(c)
        b.tag = 7; c.tag = 7
        #expect(root.viewWithTag(7) === b)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(42) == nil)
        #expect(b.isDescendant(of: root))
        #expect(!root.isDescendant(of: b))
    }

    @Test func tintColorIsInheritedAndChangesAreAnnounced() {
        final class TintView: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let root = UIView(), child = TintView(), own = TintView()
        root.addSubview(child); root.addSubview(own)
        own.tintColor = .systemRed
        child.changes = 0; own.changes = 0
        #expect(child.tintColor == .systemBlue)
        root.tintColor = .systemGreen
        #expect(child.tintColor == .systemGreen)
        #expect(own.tintColor == .systemRed)
        #expect(child.changes == 1)
        #expect(own.changes == 0)
    }

    @Test func addingSelfAsSubviewTrapsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView()
                view.addSubview(view)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("reason: 'Can't add self as subview'"))
    }

    @Test func addingAnAncestorTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = UIView(), child = UIView()
                parent.addSubview(child)
                child.addSubview(parent)
            }
        }
    }
}
