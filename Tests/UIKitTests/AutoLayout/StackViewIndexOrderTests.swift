import Testing
import UIKitTesting
@testable import UIKit

/// "If there is any ambiguity, the stack view resizes the arranged views based on their index in the
/// arrangedSubviews array" (UIStackView.Distribution.fill, .equalSpacing): with equal priorities the LAST
/// of the tied views is resized — it takes the spare length, and it gives up the missing length — while
/// lower hugging or compression resistance priorities still choose first. The boxes are 160, 80 and 40
/// long (`StackScene`), all at UIKit's default priorities (hugging 250, compression resistance 750).
@MainActor
struct StackViewIndexOrderTests {
    @Test(arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func theLastOfEqualViewsStretches(axis: NSLayoutConstraint.Axis) {
        let scene = StackScene(axis: axis, length: 400)
        let lengths = scene.frames.map { axis == .horizontal ? $0.width : $0.height }
        #expect(lengths == [160, 80, 160])
    }

    @Test(arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func theLastOfEqualViewsShrinks(axis: NSLayoutConstraint.Axis) {
        // 280 points of boxes in 250: the last box gives up the 30 points.
        let scene = StackScene(axis: axis, length: 250)
        let lengths = scene.frames.map { axis == .horizontal ? $0.width : $0.height }
        #expect(lengths == [160, 80, 10])
    }

    @Test func theLastOfTheLowestHuggingViewsStretchesNotTheLastView() {
        // The last box hugs harder: of the two that hug at 250 the later one, the middle box, stretches.
        let scene = StackScene(length: 400)
        scene.views[2].setContentHuggingPriority(UILayoutPriority(750), for: .horizontal)
        scene.layout()
        #expect(scene.frames.map(\.width) == [160, 200, 40])
        #expect(scene.frames.map(\.minX) == [0, 160, 360])
    }

    @Test func theLastOfTheLowestResistanceViewsShrinksNotTheLastView() {
        // The first two resist less than the last: of those, the later (middle) one shrinks.
        let scene = StackScene(length: 250)
        scene.views[0].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        scene.views[1].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        scene.layout()
        #expect(scene.frames.map(\.width) == [160, 50, 40])
    }

    @Test func aLowerHuggingPriorityWinsOverTheIndex() {
        let scene = StackScene(length: 400)
        scene.views[0].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        scene.layout()
        #expect(scene.frames.map(\.width) == [280, 80, 40])
    }

    @Test func aHiddenLastViewLeavesTheStretchToTheLastVisibleOne() {
        let scene = StackScene(length: 400) { $0.spacing = 10 }
        scene.views[2].isHidden = true
        scene.layout()
        // 160 + 10 + x = 400: the middle box, the last visible, takes the spare 150 points.
        #expect(scene.frames[0].width == 160)
        #expect(scene.frames[1].width == 230)
        #expect(scene.frames[2].width == 0)
    }

    @Test func reorderingTheArrangementMovesTheStretch() {
        let scene = StackScene(length: 400)
        let first = scene.views[0]
        scene.stack.removeArrangedSubview(first)
        scene.stack.addArrangedSubview(first)
        scene.layout()
        // Arrangement 80, 40, 160: the 160 box is last now and takes the spare 120 points.
        #expect(scene.views.map(\.frame.width) == [280, 80, 40])
        #expect(scene.views.map(\.frame.minX) == [120, 0, 80])
    }

    @Test func anIntrinsicSizeChangeKeepsTheEarlierViewsAtTheirNewSizes() {
        let scene = StackScene(length: 400)
        scene.views[0].size = CGSize(width: 200, height: 200)
        scene.layout()
        #expect(scene.frames.map(\.width) == [200, 80, 120])
        scene.views[1].size = CGSize(width: 20, height: 100)
        scene.layout()
        #expect(scene.frames.map(\.width) == [200, 20, 180])
    }

    @Test func equalSpacingOverflowShrinksTheLastView() {
        let scene = StackScene(length: 270) { $0.distribution = .equalSpacing; $0.spacing = 10 }
        // 280 of views and 2 × 10 of minimum spacing in 270: the last box gives up the 30 points.
        #expect(scene.frames.map(\.width) == [160, 80, 10])
        #expect(scene.frames.map(\.minX) == [0, 170, 260])
    }

    @Test func theArrangementNamesItsIndexOrderConstraints() {
        let scene = StackScene(length: 400)
        let order = scene.arrangementConstraints.filter { $0.identifier == "UISV-index-order" }
        // One per view but the last, at priority 1, below every priority of the stack's own.
        #expect(order.count == 2)
        #expect(order.allSatisfy { $0.priority == UILayoutPriority(1) })
        #expect(Set(order.compactMap { $0.firstItem as? UIView }.map(ObjectIdentifier.init))
                == Set(scene.views.prefix(2).map(ObjectIdentifier.init)))
    }
}
