import Testing
import UIKitTesting
@testable import UIKit

@MainActor
private final class TouchLog: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let p = touches.first!.location(in: self)
        log.append("began \(Int(p.x)),\(Int(p.y)) tap\(touches.first!.tapCount)")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let p = touches.first!.location(in: self)
        log.append("moved \(Int(p.x)),\(Int(p.y))")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

@MainActor
struct TouchDeliveryTests {
    private func makeScene() -> (HeadlessHost, TouchLog, UIView) {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 1)
        let vc = UIViewController()
        let target = TouchLog(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        vc.view.addSubview(target)
        host.show(vc)
        return (host, target, vc.view)
    }

    @Test func aTouchStaysBoundToTheViewItBeganOn() {
        let (host, target, _) = makeScene()
        host.touchDown(at: CGPoint(x: 60, y: 70))
        host.touchMove(to: CGPoint(x: 190, y: 190))   // far outside the view: still delivered to it
        host.touchUp()
        #expect(target.log == ["began 10,20 tap1", "moved 140,140", "ended"])
    }

    @Test func dragDeliversOneMovePerFrameInViewCoordinates() {
        let (host, target, _) = makeScene()
        host.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 120, y: 60), duration: 0.05)
        #expect(target.log.first == "began 10,10 tap1")
        #expect(target.log.last == "ended")
        let moves = target.log.filter { $0.hasPrefix("moved") }
        #expect(moves.count == 6)
        #expect(moves.last == "moved 70,10")
    }

    @Test func quickSecondTapCountsTwo() {
        let (host, target, _) = makeScene()
        host.tap(at: CGPoint(x: 100, y: 100))
        host.tap(at: CGPoint(x: 102, y: 101))
        #expect(target.log.filter { $0.hasPrefix("began") }.map { $0.hasSuffix("tap2") } == [false, true])
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(target.log.last(where: { $0.hasPrefix("began") })?.hasSuffix("tap1") == true)
    }

    @Test func unhandledTouchesTravelUpTheResponderChain() {
        let (host, _, root) = makeScene()
        final class Parent: UIViewController {
            var got = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { got += 1 }
        }
        let vc = Parent()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        vc.view.addSubview(plain)
        host.show(vc)
        host.touchDown(at: CGPoint(x: 10, y: 10))
        host.touchUp()
        #expect(vc.got == 1)
        _ = root
    }

    @Test func impossibleOrdersAreIgnored() {
        let (host, target, _) = makeScene()
        host.touchMove(to: CGPoint(x: 60, y: 60))
        host.touchUp(at: CGPoint(x: 60, y: 60))
        #expect(target.log.isEmpty)
        host.touchDown(at: CGPoint(x: 60, y: 60))
        host.touchDown(at: CGPoint(x: 70, y: 70))   // a second down cancels the first touch
        host.touchUp()
        host.touchUp()
        #expect(target.log == ["began 10,10 tap1", "cancelled", "began 20,20 tap2", "ended"])
    }

    @Test func keyPressesGoToTheFirstResponder() {
        final class KeyView: UIView {
            var keys: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                keys.append("down \(presses.first!.key!.characters)")
            }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                keys.append("up \(presses.first!.key!.characters)")
            }
        }
        let (host, _, root) = makeScene()
        let keyView = KeyView(frame: .zero)
        root.addSubview(keyView)
        #expect(keyView.becomeFirstResponder())
        host.press(.keyboardA, characters: "a")
        #expect(keyView.keys == ["down a", "up a"])
        #expect(keyView.resignFirstResponder())
        #expect(!keyView.isFirstResponder)
    }
}
