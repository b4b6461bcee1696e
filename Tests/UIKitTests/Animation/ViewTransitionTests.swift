import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct ViewTransitionTests {
    /// A 200×200 white screen at scale 2 with a red 80×80 card at (40, 40) in a container (0, 0, 160, 160).
    private func scene() -> (HeadlessHost, UIView, UIView) {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 2)
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 160))
        let card = UIView(frame: CGRect(x: 40, y: 40, width: 80, height: 80))
        card.backgroundColor = .red
        container.addSubview(card)
        vc.view.addSubview(container)
        host.show(vc)
        return (host, container, card)
    }

    /// The colour at (`x`, `y`) in points.
    private func color(_ host: HeadlessHost, _ x: Int, _ y: Int) -> RGBA { host.snapshot().rgba(2 * x, 2 * y) }

    @Test func crossDissolveIsHalfAndHalfAtHalfTimeAndBlueAtTheEnd() {
        let (host, _, card) = scene()
        var completions: [Bool] = []
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { card.backgroundColor = .blue }, completion: { completions.append($0) })
        #expect(card.backgroundColor == .blue)                          // the model changes at once
        #expect(card.layer.animationKeys() == [kCATransition])          // only the transition animates
        #expect(color(host, 80, 80) == .red)
        host.advance(by: 0.5)
        let mid = color(host, 80, 80)
        #expect(mid.isClose(to: RGBA(r: 128, g: 0, b: 127, a: 255), tolerance: 2), "\(mid)")
        #expect(completions.isEmpty)
        host.advance(by: 0.5)
        #expect(color(host, 80, 80) == .blue)
        #expect(completions == [true])
        host.advance(by: 0.5)
        #expect(completions == [true])
        #expect(card.layer.animationKeys() == nil)
    }

    @Test func transitionFromToReplacesTheViewAtOnceWhileThePictureAnimates() {
        let (host, container, card) = scene()
        let other = UIView(frame: card.frame)
        other.backgroundColor = .blue
        var completions: [Bool] = []
        UIView.transition(from: card, to: other, duration: 0.5, options: [.transitionFlipFromLeft, .curveLinear]) {
            completions.append($0)
        }
        #expect(card.superview == nil)
        #expect(other.superview === container)
        #expect(container.subviews == [other])
        #expect(container.layer.animationKeys() == [kCATransition])
        host.advance(by: 0.125)                                         // the old card at half width
        #expect(color(host, 80, 80) == .red)
        #expect(color(host, 50, 80) == .white)
        #expect(color(host, 110, 80) == .white)
        host.advance(by: 0.25)                                          // the new card widening
        #expect(color(host, 80, 80) == .blue)
        #expect(completions.isEmpty)
        host.advance(by: 0.125)
        #expect(color(host, 42, 80) == .blue)
        #expect(color(host, 118, 80) == .blue)
        #expect(completions == [true])
    }

    @Test func showHideTransitionViewsKeepsBothViews() {
        let (host, container, card) = scene()
        let other = UIView(frame: card.frame)
        other.backgroundColor = .blue
        other.isHidden = true
        container.addSubview(other)
        var finished: Bool?
        UIView.transition(from: card, to: other, duration: 0.4,
                          options: [.showHideTransitionViews, .transitionCrossDissolve]) { finished = $0 }
        #expect(card.superview === container && other.superview === container)
        #expect(card.isHidden && !other.isHidden)
        #expect(host.runUntilIdle())
        #expect(finished == true)
        #expect(color(host, 80, 80) == .blue)
    }

    @Test func pushAndCurlMoveThePictures() {
        let (host, _, card) = scene()
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 1
        card.layer.add(transition, forKey: kCATransition)
        card.backgroundColor = .blue
        host.advance(by: 0.5)
        #expect(color(host, 45, 80) == .red)                            // old on the left half
        #expect(color(host, 115, 80) == .blue)                          // new on the right half
        #expect(host.runUntilIdle())
        // Curl up: the old picture slides up, uncovering the new one from the bottom edge.
        UIView.transition(with: card, duration: 1, options: [.transitionCurlUp, .curveLinear],
                          animations: { card.backgroundColor = .green })
        host.advance(by: 0.25)
        #expect(color(host, 80, 45) == .blue)
        #expect(color(host, 80, 115) == .green)
        #expect(color(host, 80, 35) == .blue)                           // the card does not clip: past its edge
    }

    @Test func completionsComeInOrderWithFinishedFlags() {
        let (host, container, card) = scene()
        var events: [String] = []
        UIView.transition(with: container, duration: 0.5, options: .transitionCrossDissolve,
                          animations: { card.alpha = 0.5 }, completion: { events.append("container \($0)") })
        UIView.transition(with: card, duration: 0.25, options: .transitionFlipFromTop,
                          animations: nil, completion: { events.append("card \($0)") })
        host.advance(by: 0.1)
        UIView.transition(with: card, duration: 0.25, options: .transitionCurlDown,
                          animations: nil, completion: { events.append("card again \($0)") })
        host.advance(by: 0.1)
        #expect(events == ["card false"])                               // replaced: interrupted
        #expect(host.runUntilIdle())
        #expect(events == ["card false", "card again true", "container true"])
        // Removing the transition interrupts it.
        UIView.transition(with: card, duration: 1, options: .transitionCrossDissolve,
                          animations: nil, completion: { events.append("removed \($0)") })
        host.advance(by: 0.2)
        card.layer.removeAnimation(forKey: kCATransition)
        host.advance(by: 1.0 / 60)
        #expect(events.last == "removed false")
    }

    @Test func contentAnimatesOnlyWithAllowAnimatedContent() {
        let (host, _, card) = scene()
        UIView.transition(with: card, duration: 0.5, options: [.transitionCrossDissolve, .allowAnimatedContent],
                          animations: { card.alpha = 0.5 })
        #expect(Set(card.layer.animationKeys() ?? []) == [kCATransition, "opacity"])
        var done: Bool?
        UIView.transition(with: card, duration: 0.5, options: [], animations: { card.center.x += 10 },
                          completion: { done = $0 })                    // transitionNone: a plain animation
        #expect(card.layer.animationKeys()?.contains("position") == true)
        #expect(host.runUntilIdle())
        #expect(done == true)
        UIView.transition(with: card, duration: 0, options: .transitionCrossDissolve,
                          animations: { card.alpha = 1 }, completion: { done = $0 == true ? nil : false })
        #expect(card.layer.animationKeys() == nil)                      // no duration: at once
        #expect(card.alpha == 1)
        host.advance(by: 1.0 / 60)
        #expect(done == nil)
    }

    @Test func transitionFramesRepaintTheViewsRectOnly() {
        let (host, _, card) = scene()
        UIView.transition(with: card, duration: 0.5, options: .transitionCrossDissolve,
                          animations: { card.backgroundColor = .blue })
        let area = CGRect(x: 2 * 40 - 1, y: 2 * 40 - 1, width: 2 * 80 + 2, height: 2 * 80 + 2)
        var frames = 0
        for _ in 0..<59 {
            host.advance(by: 1.0 / 120)
            let damage = host.renderFrame()                             // a second frame at the same time
            frames += 1
            #expect(damage != nil, "frame \(frames) repainted nothing while the transition runs")
            #expect(damage.map { area.contains($0) } ?? true, "frame \(frames): \(String(describing: damage))")
            if let damage, !area.contains(damage) { break }
        }
        #expect(host.runUntilIdle())
        #expect(host.renderFrame() == nil)
    }
}
