import Testing
import UIKitTesting
@testable import UIKit

/// A subclass that records its own hook calls into a shared log (seed 000: default behaviour in the
/// subclass while a view controller stays the delegate).
@MainActor
final class HookedScrollView: UIScrollView {
    var log: [String] = []
    override func didScroll() { log.append("hook.didScroll") }
    override func willBeginDragging() { log.append("hook.willBeginDragging") }
    override func willEndDragging(withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        log.append("hook.willEndDragging")
    }
    override func didEndDragging(willDecelerate decelerate: Bool) { log.append("hook.didEndDragging") }
    override func willBeginDecelerating() { log.append("hook.willBeginDecelerating") }
    override func didEndDecelerating() { log.append("hook.didEndDecelerating") }
}

@MainActor
final class LoggingDelegate: UIScrollViewDelegate {
    let name: String
    let view: HookedScrollView
    init(_ name: String, _ view: HookedScrollView) { self.name = name; self.view = view }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { view.log.append("\(name).didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { view.log.append("\(name).willBeginDragging") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { view.log.append("\(name).didEndDecelerating") }
}

@MainActor
struct ScrollObserverTests {
    @Test func hundredObserversReceiveEveryEvent() {
        let scene = ScrollScene()
        let delegate = ScrollEventRecorder()
        scene.scrollView.delegate = delegate
        let observers = (0..<100).map { _ in ScrollEventRecorder() }
        for observer in observers { scene.scrollView.addScrollObserver(observer) }
        #expect(scene.scrollView.scrollObservers.count == 100)
        scene.flick(dy: -200)
        scene.host.runUntilIdle()
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: true)
        scene.host.runUntilIdle()
        #expect(delegate.events.count > 20)
        for observer in observers { #expect(observer.events == delegate.events) }
    }

    @Test func subclassHooksRunBeforeTheDelegateAndObservers() {
        let view = HookedScrollView()
        let scene = ScrollScene(scrollView: view)
        let delegate = LoggingDelegate("delegate", view)
        let observer = LoggingDelegate("observer", view)
        view.delegate = delegate
        view.addScrollObserver(observer)
        view.log.removeAll()
        scene.flick(dy: -200)
        scene.host.runUntilIdle()
        #expect(Array(view.log.prefix(3)) == ["hook.willBeginDragging", "delegate.willBeginDragging", "observer.willBeginDragging"])
        #expect(Array(view.log[3..<6]) == ["hook.didScroll", "delegate.didScroll", "observer.didScroll"])
        #expect(Array(view.log.suffix(3)) == ["hook.didEndDecelerating", "delegate.didEndDecelerating", "observer.didEndDecelerating"])
    }

    @Test func observersMayRemoveThemselvesOrOthersDuringACallback() {
        let scene = ScrollScene()
        let view = scene.scrollView
        let a = ScrollEventRecorder(), b = ScrollEventRecorder(), c = ScrollEventRecorder(), late = ScrollEventRecorder()
        view.addScrollObserver(a)
        let tokenB = view.addScrollObserver(b)
        view.addScrollObserver(c)
        #expect(view.addScrollObserver(b) == tokenB)       // no double registration
        a.onEvent = { _ in
            view.removeScrollObserver(a)                  // itself
            view.removeScrollObserver(tokenB)             // another, later in the list
            view.addScrollObserver(late)                  // added now: starts with the next event
        }
        view.contentOffset = CGPoint(x: 0, y: 10)
        #expect(a.events == ["didScroll"])
        #expect(b.events.isEmpty)
        #expect(c.events == ["didScroll"])
        #expect(late.events.isEmpty)
        view.contentOffset = CGPoint(x: 0, y: 20)
        #expect(a.events == ["didScroll"])
        #expect(c.events == ["didScroll", "didScroll"])
        #expect(late.events == ["didScroll"])
        #expect(view.scrollObservers.count == 2)
    }

    @Test func observersAreHeldWeakly() {
        let scene = ScrollScene()
        var observer: ScrollEventRecorder? = ScrollEventRecorder()
        scene.scrollView.addScrollObserver(observer!)
        observer = nil
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(scene.scrollView.scrollObservers.isEmpty)
    }

    @Test func delegateDeallocatedMidDecelerationIsNotCalled() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 100_000))
        var delegate: ScrollEventRecorder? = ScrollEventRecorder()
        weak let weakDelegate = delegate
        scene.scrollView.delegate = delegate
        let observer = ScrollEventRecorder()
        scene.scrollView.addScrollObserver(observer)
        scene.flick(dy: -300)
        scene.host.advance(by: 0.1)
        #expect(scene.scrollView.isDecelerating)
        delegate = nil
        #expect(weakDelegate == nil)
        #expect(scene.scrollView.delegate == nil)
        scene.host.runUntilIdle()
        #expect(!scene.scrollView.isDecelerating)
        #expect(observer.events.last == "didEndDecelerating")
    }
}
