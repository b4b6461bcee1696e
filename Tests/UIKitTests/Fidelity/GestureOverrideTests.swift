// Subclass-and-override tests for gesture recognizers: UIKit delivers touches to the overrides, resets the
// recognizer after it ends, and consults the failure-requirement overrides. Plain `import UIKit`.
import Testing
import UIKit
import UIKitTesting

@MainActor
private final class SwipeRightRecognizer: UIGestureRecognizer {
    var log: [String] = []
    private var start: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        log.append("began \(touches.count)")
        start = location(in: view)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, state == .possible else { return }
        if location(in: view).x - start.x > 40 { state = .recognized }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log.append("ended")
        if state == .possible { state = .failed }
    }
    override func reset() {
        log.append("reset")
        start = nil
        super.reset()
    }
}

@MainActor
private final class CountingTap: UITapGestureRecognizer {
    var touchesBeganCalls = 0
    var waitsFor: UIGestureRecognizer?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesBeganCalls += 1
        super.touchesBegan(touches, with: event)
    }
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === waitsFor
    }
}

@MainActor
struct GestureOverrideTests {
    private func hostedView(_ host: HeadlessHost) -> UIView {
        let controller = UIViewController()
        host.show(controller)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        controller.view.addSubview(view)
        host.advance(by: host.frameDuration)
        return view
    }

    @Test func customRecognizerReceivesTouchesAndIsReset() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300), scale: 1)
        let view = hostedView(host)
        var recognized = 0
        let swipe = SwipeRightRecognizer { recognizer in if recognizer.state == .ended { recognized += 1 } }
        view.addGestureRecognizer(swipe)
        host.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 200, y: 150), duration: 0.2)
        host.advance(by: host.frameDuration)
        #expect(recognized == 1)
        #expect(swipe.log.first == "began 1")
        #expect(swipe.log.last == "reset")
        swipe.log.removeAll()
        host.tap(at: CGPoint(x: 50, y: 150))
        host.advance(by: host.frameDuration)
        #expect(swipe.log == ["began 1", "ended", "reset"])
        #expect(recognized == 1)
    }

    @Test func tapSubclassOverridesTouchesBeganAndFailureRequirements() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300), scale: 1)
        let view = hostedView(host)
        var taps = 0
        let swipe = SwipeRightRecognizer()
        let tap = CountingTap { recognizer in if recognizer.state == .ended { taps += 1 } }
        tap.waitsFor = swipe
        view.addGestureRecognizer(swipe)
        view.addGestureRecognizer(tap)
        // The tap waits for the swipe to fail (its shouldRequireFailure(of:) override says so).
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: host.frameDuration)
        #expect(tap.touchesBeganCalls == 1)
        #expect(taps == 1)
        host.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 200, y: 150), duration: 0.2)
        host.advance(by: host.frameDuration)
        #expect(tap.touchesBeganCalls == 2)
        #expect(taps == 1)
    }
}
