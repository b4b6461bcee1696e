import Testing
import UIKitTesting
@testable import UIKit

/// A random source shared by a case and the handlers it installs.
@MainActor
final class RandomBox {
    var generator: SplitMix64
    init(seed: UInt64) { generator = SplitMix64(seed: seed) }
    func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &generator) < p }
    func point(in size: CGFloat) -> CGPoint {
        CGPoint(x: CGFloat(int(-5...Int(size) + 5)), y: CGFloat(int(-5...Int(size) + 5)))
    }
    func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[int(0...items.count - 1)] }
}

/// A recognizer that writes random (often invalid) states from its touch callbacks, and resolves when
/// its touches lift.
@MainActor
final class ChaosGestureRecognizer: UIGestureRecognizer {
    let random: RandomBox
    init(random: RandomBox) {
        self.random = random
        super.init()
    }
    /// Called now and then from a touch callback (mid-dispatch changes to the scene).
    var onTouch: (() -> Void)?
    private func scramble() {
        if random.chance(0.3), let target = UIGestureRecognizer.State(rawValue: random.int(0...5)) { state = target }
        if random.chance(0.05) { onTouch?() }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { scramble() }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { scramble() }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.allSatisfy({ touches.contains($0) }) { resolve() } else { scramble() }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { resolve() }
    private func resolve() {
        switch state {
        case .possible: state = random.chance(0.5) ? .failed : (random.chance(0.5) ? .ended : .began)
        case .began, .changed: state = random.chance(0.5) ? .ended : .cancelled
        default: break
        }
        if state == .began { state = .ended }
    }
}

/// One random case: a small view tree, random recognizers and a random stream of input and mutations.
@MainActor
final class RandomGestureCase {
    let host: HeadlessHost
    let root: UIView
    let random: RandomBox
    var views: [GestureLogView] = []
    var recognizers: [UIGestureRecognizer] = []
    var delegates: [SwitchDelegate] = []
    var isDown = false
    var badTouches: Set<ObjectIdentifier> = []
    var syntheticTouches: [UITouch] = []
    let syntheticEvent: UIEvent
    /// Valid multi-finger input alongside the host's finger.
    var fingers: SyntheticFingers?

    init(host: HeadlessHost, root: UIView, seed: UInt64) {
        self.host = host
        self.root = root
        random = RandomBox(seed: seed)
        syntheticEvent = UIEvent(type: .touches, timestamp: host.currentTime)
        for subview in root.subviews { subview.removeFromSuperview() }
        for index in 0..<random.int(2...4) {
            let parent: UIView = index == 0 ? root : (random.pick(views) ?? root)
            let size = CGFloat(random.int(30...100))
            let view = GestureLogView(frame: CGRect(x: CGFloat(random.int(0...40)), y: CGFloat(random.int(0...40)), width: size, height: size))
            view.refusesTaps = random.chance(0.2)
            parent.addSubview(view)
            views.append(view)
        }
        for _ in 0..<random.int(1...4) { addRandomRecognizer() }
    }

    func makeRecognizer() -> UIGestureRecognizer {
        switch random.int(0...7) {
        case 0:
            return UITapGestureRecognizer()
        case 6:
            return UIPinchGestureRecognizer()
        case 7:
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = UISwipeGestureRecognizer.Direction(rawValue: UInt(random.int(1...15)))
            return random.chance(0.5) ? swipe : UIRotationGestureRecognizer()
        case 1:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = random.int(1...2)
            tap.numberOfTouchesRequired = random.int(1...2)
            return tap
        case 2:
            let press = UILongPressGestureRecognizer()
            press.minimumPressDuration = Double(random.int(0...5)) / 10
            return press
        case 3:
            let pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = random.int(1...2)
            pan.maximumNumberOfTouches = random.int(2...3)
            return pan
        default:
            let chaos = ChaosGestureRecognizer(random: random)
            chaos.onTouch = { [unowned self] in self.mutate() }
            return chaos
        }
    }

    func addRandomRecognizer() {
        let recognizer = makeRecognizer()
        recognizer.cancelsTouchesInView = random.chance(0.7)
        recognizer.delaysTouchesBegan = random.chance(0.3)
        recognizer.delaysTouchesEnded = random.chance(0.7)
        if random.chance(0.3), let other = random.pick(recognizers) { recognizer.require(toFail: other) }
        if random.chance(0.3) {
            let delegate = SwitchDelegate()
            delegate.simultaneous = random.chance(0.5)
            delegate.shouldBegin = random.chance(0.8)
            delegate.receives = random.chance(0.9)
            if let other = random.pick(recognizers), random.chance(0.3) { delegate.requireFailureOf = [other] }
            delegates.append(delegate)
            recognizer.delegate = delegate
        }
        recognizer.addAction { [unowned self] _ in
            if self.random.chance(0.15) { self.mutate() }
        }
        recognizers.append(recognizer)
        (random.pick(views) ?? root).addGestureRecognizer(recognizer)
    }

    /// A change to the scene, possibly in the middle of a dispatch.
    func mutate() {
        switch random.int(0...6) {
        case 6:
            // A nested dispatch from inside a handler or a touch callback.
            if random.chance(0.5) { host.touchCancel() } else { impossibleEvent() }
        case 0:
            if let recognizer = random.pick(recognizers) { recognizer.view?.removeGestureRecognizer(recognizer) }
        case 1:
            if recognizers.count < 8 { addRandomRecognizer() }
        case 2:
            if let recognizer = random.pick(recognizers) { recognizer.isEnabled.toggle() }
        case 3:
            if let view = random.pick(views) { view.removeFromSuperview() }
        case 4:
            if let view = random.pick(views), view.superview == nil { root.addSubview(view) }
        default:
            if let recognizer = random.pick(recognizers), let view = random.pick(views) { view.addGestureRecognizer(recognizer) }
        }
    }

    /// Touches in impossible orders (moved before began, two ends, began twice, several touches with
    /// mixed phases), sent straight to the application.
    func impossibleEvent() {
        var touches: Set<UITouch> = []
        for _ in 0..<random.int(1...3) {
            let touch: UITouch
            if let old = random.pick(syntheticTouches), random.chance(0.6) {
                touch = old
            } else {
                touch = UITouch()
                touch.window = root.window
                let point = random.point(in: 120)
                touch.windowLocation = point
                touch.previousWindowLocation = point
                touch.view = root.window?.hitTest(point, with: nil)
                syntheticTouches.append(touch)
            }
            badTouches.insert(ObjectIdentifier(touch))
            touch.previousWindowLocation = touch.windowLocation
            if random.chance(0.5) { touch.windowLocation = random.point(in: 120) }
            touch.phase = [UITouch.Phase.began, .moved, .ended, .cancelled, .stationary][random.int(0...4)]
            touch.timestamp = host.currentTime
            touches.insert(touch)
        }
        syntheticEvent.timestamp = host.currentTime
        syntheticEvent.touchStorage = touches
        UIApplication.shared.sendEvent(syntheticEvent)
    }

    func step(impossibleShare: Double = 0) {
        if random.chance(impossibleShare) {
            impossibleEvent()
            if random.chance(0.2) { host.advance(by: Double(random.int(1...40)) / 100) }
            return
        }
        if random.chance(0.15) {
            multiFingerStep()
            return
        }
        switch random.int(0...11) {
        case 0, 1:
            host.touchDown(at: random.point(in: 120))
            isDown = true
        case 2, 3, 4:
            host.advance(by: 1.0 / 120)
            host.touchMove(to: random.point(in: 120))
        case 5, 6:
            host.touchUp()
            isDown = false
        case 7:
            host.touchCancel()
            isDown = false
        case 8:
            host.advance(by: Double(random.int(1...60)) / 100)
        case 9:
            mutate()
        case 10:
            if random.chance(0.5) { impossibleEvent() } else { host.tap(at: random.point(in: 120)) }
        default:
            host.drag(from: random.point(in: 120), to: random.point(in: 120), duration: 0.05)
            isDown = false
        }
    }

    /// Fingers (valid sequences) going down, moving and lifting together or one by one.
    func multiFingerStep() {
        guard let window = root.window else {
            Issue.record("the root view left its window: the multi-finger step cannot run")
            return
        }
        let fingers = self.fingers ?? SyntheticFingers(window: window, host: host)
        self.fingers = fingers
        switch random.int(0...3) {
        case 0:
            if fingers.touches.count < 3 { fingers.down([random.point(in: 120)]) }
        case 1, 2:
            if !fingers.touches.isEmpty {
                host.advance(by: 1.0 / 120)
                fingers.move(by: CGPoint(x: CGFloat(random.int(-15...15)), y: CGFloat(random.int(-15...15))))
            }
        default:
            if !fingers.touches.isEmpty { fingers.up(count: random.int(1...fingers.touches.count)) }
        }
    }

    /// Lifts everything, lets every timer run out, and checks that nothing is stuck.
    func finishAndCheck(seed: UInt64) {
        host.touchUp()
        if let fingers, !fingers.touches.isEmpty { fingers.up() }
        for touch in syntheticTouches where touch.phase != .ended && touch.phase != .cancelled {
            touch.phase = .cancelled
            syntheticEvent.touchStorage = [touch]
            UIApplication.shared.sendEvent(syntheticEvent)
        }
        host.advance(by: 1.0)
        for recognizer in recognizers {
            #expect(recognizer.state == .possible, "seed \(seed): \(recognizer) stuck")
            #expect(!recognizer.isInvolved, "seed \(seed): \(recognizer) still involved")
            #expect(recognizer.activeTouches.isEmpty && recognizer.trackedTouches.isEmpty, "seed \(seed)")
        }
        let window = root.window
        #expect(!GestureArena.shared.records.values.contains { $0.window === window }, "seed \(seed): touch records left")
        for view in views {
            for (touch, phases) in view.phasesByTouch where !badTouches.contains(touch) {
                #expect(Self.isBalanced(phases), "seed \(seed): \(view.name) saw \(phases)")
            }
        }
    }

    /// began, moves, then exactly one ended or cancelled.
    static func isBalanced(_ phases: [UITouch.Phase]) -> Bool {
        guard phases.first == .began, let last = phases.last, last == .ended || last == .cancelled else { return false }
        return phases.dropFirst().dropLast().allSatisfy { $0 == .moved }
    }
}

@MainActor
struct GestureRandomStreamTests {
    private func run(cases: Range<UInt64>, steps: ClosedRange<Int>, impossibleShare: Double = 0) {
        let host = HeadlessHost(size: CGSize(width: 120, height: 120), scale: 1)
        let vc = UIViewController()
        host.show(vc)
        for seed in cases {
            let randomCase = RandomGestureCase(host: host, root: vc.view, seed: seed)
            for _ in 0..<randomCase.random.int(steps) { randomCase.step(impossibleShare: impossibleShare) }
            randomCase.finishAndCheck(seed: seed)
        }
    }

    @Test func randomStreamsLeaveEveryRecognizerPossible() {
        run(cases: 0..<2000, steps: 5...30)
    }

    @Test func longerRandomStreams() {
        run(cases: 10_000..<10_300, steps: 60...120)
    }

    @Test func impossibleTouchOrdersNeverCrashOrStick() {
        run(cases: 20_000..<21_000, steps: 10...40, impossibleShare: 0.7)
    }
}
