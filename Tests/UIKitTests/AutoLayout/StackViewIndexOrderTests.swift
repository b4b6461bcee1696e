import Testing
import UIKitTesting
@testable import UIKit

/// "If there is any ambiguity, the stack view resizes the arranged views based on their index in the
/// arrangedSubviews array" (UIStackView.Distribution.fill, .equalSpacing). On iOS the FIRST of the tied
/// views is the one resized: three labels at the default hugging priority in a horizontal fill stack show
/// the first label stretched and the others at their text widths; the remaining space goes "to the control
/// that has the lowest content hugging priority, or the first control in the stack view if the priorities
/// are the same". The first of the tied views also gives up missing length first (the same index rule),
/// while lower hugging or compression resistance priorities still choose first. The boxes are 160, 80 and
/// 40 long (`StackScene`), all at UIKit's default priorities (hugging 250, compression resistance 750).
@MainActor
struct StackViewIndexOrderTests {
    @Test(arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func theFirstOfEqualViewsStretches(axis: NSLayoutConstraint.Axis) {
        let scene = StackScene(axis: axis, length: 400)
        let lengths = scene.frames.map { axis == .horizontal ? $0.width : $0.height }
        #expect(lengths == [280, 80, 40])
    }

    @Test(arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func theFirstOfEqualViewsShrinks(axis: NSLayoutConstraint.Axis) {
        // 280 points of boxes in 250: the first box gives up the 30 points.
        let scene = StackScene(axis: axis, length: 250)
        let lengths = scene.frames.map { axis == .horizontal ? $0.width : $0.height }
        #expect(lengths == [130, 80, 40])
    }

    @Test func theFirstOfTheLowestHuggingViewsStretchesNotTheFirstView() {
        // The first box hugs harder: of the two that hug at 250 the earlier one, the middle box, stretches.
        let scene = StackScene(length: 400)
        scene.views[0].setContentHuggingPriority(UILayoutPriority(750), for: .horizontal)
        scene.layout()
        #expect(scene.frames.map(\.width) == [160, 200, 40])
        #expect(scene.frames.map(\.minX) == [0, 160, 360])
    }

    @Test func theFirstOfTheLowestResistanceViewsShrinksNotTheFirstView() {
        // The last two resist less than the first: of those, the earlier (middle) one shrinks.
        let scene = StackScene(length: 250)
        scene.views[1].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        scene.views[2].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        scene.layout()
        #expect(scene.frames.map(\.width) == [160, 50, 40])
    }

    @Test func aLowerHuggingPriorityWinsOverTheIndex() {
        let scene = StackScene(length: 400)
        scene.views[2].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        scene.layout()
        #expect(scene.frames.map(\.width) == [160, 80, 160])
    }

    @Test func aHiddenFirstViewLeavesTheStretchToTheFirstVisibleOne() {
        let scene = StackScene(length: 400) { $0.spacing = 10 }
        scene.views[0].isHidden = true
        scene.layout()
        // 0 + x + 10 + 40 = 400: the middle box, the first visible, takes the spare 270 points.
        #expect(scene.frames[0].width == 0)
        #expect(scene.frames[1].width == 350)
        #expect(scene.frames[2].width == 40)
    }

    @Test func reorderingTheArrangementMovesTheStretch() {
        let scene = StackScene(length: 400)
        let first = scene.views[0]
        scene.stack.removeArrangedSubview(first)
        scene.stack.addArrangedSubview(first)
        scene.layout()
        // Arrangement 80, 40, 160: the 80 box is first now and takes the spare 120 points.
        #expect(scene.views.map(\.frame.width) == [160, 200, 40])
        #expect(scene.views.map(\.frame.minX) == [240, 0, 200])
    }

    @Test func anIntrinsicSizeChangeKeepsTheLaterViewsAtTheirNewSizes() {
        let scene = StackScene(length: 400)
        scene.views[2].size = CGSize(width: 100, height: 100)
        scene.layout()
        #expect(scene.frames.map(\.width) == [220, 80, 100])
        scene.views[1].size = CGSize(width: 20, height: 100)
        scene.layout()
        #expect(scene.frames.map(\.width) == [280, 20, 100])
    }

    @Test func equalSpacingOverflowShrinksTheFirstView() {
        let scene = StackScene(length: 270) { $0.distribution = .equalSpacing; $0.spacing = 10 }
        // 280 of views and 2 × 10 of minimum spacing in 270: the first box gives up the 30 points.
        #expect(scene.frames.map(\.width) == [130, 80, 40])
        #expect(scene.frames.map(\.minX) == [0, 140, 230])
    }

    @Test func theArrangementNamesItsIndexOrderConstraints() {
        let scene = StackScene(length: 400)
        let order = scene.arrangementConstraints.filter { $0.identifier == "UISV-index-order" }
        // One per view but the first, at priority 1, below every priority of the stack's own.
        #expect(order.count == 2)
        #expect(order.allSatisfy { $0.priority == UILayoutPriority(1) })
        #expect(Set(order.compactMap { $0.firstItem as? UIView }.map(ObjectIdentifier.init))
                == Set(scene.views.suffix(2).map(ObjectIdentifier.init)))
    }
}
