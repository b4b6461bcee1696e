import Testing
import UIKitTesting
@testable import UIKit

/// Every distribution × alignment × axis against hand-computed frames. Boxes of intrinsic size 160×200,
/// 80×100 and 40×50, a stack 420 points long (divisible so every distribution lands on whole points),
/// its cross size free. Main axis, from UIKit's documented rules: `fill` stretches the view with the
/// lowest hugging (the middle one, hugging 200): 160, 220, 40; `fillEqually` 140 each; `fillProportionally`
/// 420 × intrinsic / 280: 240, 120, 60; `equalSpacing` keeps sizes, two gaps of (420 - 280) / 2 = 70;
/// `equalCentering` keeps sizes, centres 80, 240, 400 (first and last pinned, middle centre halfway).
/// Cross axis (the stack is as thick as its thickest view, 200): `fill` 200 each; `leading`/`top` at 0;
/// `center` at (200 - h) / 2; `trailing`/`bottom` at 200 - h; plain views have their baselines at their
/// bottom edges, so the baseline alignments are `bottom` in a horizontal stack and, documented for
/// horizontal stacks only, `leading`/`trailing` in a vertical one.
@MainActor
struct StackViewDistributionAlignmentMatrixTests {
    nonisolated static let distributions: [UIStackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
    nonisolated static let alignments: [UIStackView.Alignment] = [.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline]

    /// (x, width) of each view along the axis.
    nonisolated static func mainAxis(_ distribution: UIStackView.Distribution) -> [(CGFloat, CGFloat)] {
        switch distribution {
        case .fill: return [(0, 160), (160, 220), (380, 40)]
        case .fillEqually: return [(0, 140), (140, 140), (280, 140)]
        case .fillProportionally: return [(0, 240), (240, 120), (360, 60)]
        case .equalSpacing: return [(0, 160), (230, 80), (380, 40)]
        case .equalCentering: return [(0, 160), (200, 80), (380, 40)]
        }
    }

    /// (y, height) of each view across the axis (intrinsic heights 200, 100, 50).
    nonisolated static func crossAxis(_ alignment: UIStackView.Alignment, vertical: Bool) -> [(CGFloat, CGFloat)] {
        let heights: [CGFloat] = [200, 100, 50]
        var effective = alignment
        if vertical, alignment == .firstBaseline { effective = .leading }
        if vertical, alignment == .lastBaseline { effective = .trailing }
        return heights.map { h in
            switch effective {
            case .fill: return (0, 200)
            case .leading: return (0, h)
            case .center: return ((200 - h) / 2, h)
            case .trailing, .firstBaseline, .lastBaseline: return (200 - h, h)
            }
        }
    }

    @Test(arguments: distributions, alignments)
    func horizontalStackPlacesViews(distribution: UIStackView.Distribution, alignment: UIStackView.Alignment) {
        let scene = StackScene(axis: .horizontal, length: 420) { stack in
            stack.distribution = distribution
            stack.alignment = alignment
        }
        scene.views[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        scene.layout()
        let main = Self.mainAxis(distribution), cross = Self.crossAxis(alignment, vertical: false)
        for i in 0..<3 {
            #expect(scene.frames[i] == rect(main[i].0, cross[i].0, main[i].1, cross[i].1), "view \(i)")
        }
        #expect(scene.stack.frame == rect(0, 0, 420, 200))
    }

    @Test(arguments: distributions, alignments)
    func verticalStackPlacesViews(distribution: UIStackView.Distribution, alignment: UIStackView.Alignment) {
        let scene = StackScene(axis: .vertical, length: 420) { stack in
            stack.distribution = distribution
            stack.alignment = alignment
        }
        scene.views[1].setContentHuggingPriority(UILayoutPriority(200), for: .vertical)
        scene.layout()
        let main = Self.mainAxis(distribution), cross = Self.crossAxis(alignment, vertical: true)
        for i in 0..<3 {
            #expect(scene.frames[i] == transposed(rect(main[i].0, cross[i].0, main[i].1, cross[i].1)), "view \(i)")
        }
        #expect(scene.stack.frame == rect(0, 0, 200, 420))
    }
}

/// Distributions in the situations their documentation describes.
@MainActor
struct StackViewDistributionTests {
    @Test func fillWithoutAConstrainedLengthTakesTheIntrinsicSizesAndSpacing() {
        let scene = StackScene { $0.spacing = 10 }
        #expect(scene.frames == [rect(0, 0, 160, 200), rect(170, 0, 80, 200), rect(260, 0, 40, 200)])
        #expect(scene.stack.frame.size == CGSize(width: 300, height: 200))
    }

    @Test func fillShrinksTheViewWithTheLowestCompressionResistanceFirst() {
        let scene = StackScene(length: 200)
        scene.views[0].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        scene.layout()
        #expect(scene.frames.map(\.width) == [80, 80, 40])
        #expect(scene.frames.map(\.minX) == [0, 80, 160])
    }

    @Test func fillStretchesTheViewWithTheLowestHuggingFirst() {
        let scene = StackScene(length: 400)
        scene.views[2].setContentHuggingPriority(UILayoutPriority(100), for: .horizontal)
        scene.layout()
        #expect(scene.frames.map(\.width) == [160, 80, 160])
    }

    @Test func fillEquallyWithoutALengthUsesTheLargestIntrinsicSize() {
        let scene = StackScene { $0.distribution = .fillEqually; $0.spacing = 5 }
        #expect(scene.frames.map(\.width) == [160, 160, 160])
        #expect(scene.frames.map(\.minX) == [0, 165, 330])
        #expect(scene.stack.frame.width == 490)
    }

    @Test func fillProportionallyCountsSpacingAndFollowsIntrinsicSizeChanges() {
        // 280 of content and 2 × 10 of spacing in 300 points: the intrinsic sizes exactly.
        let scene = StackScene(length: 300) { $0.distribution = .fillProportionally; $0.spacing = 10 }
        #expect(scene.frames.map(\.width) == [160, 80, 40])
        #expect(scene.frames.map(\.minX) == [0, 170, 260])
        // The middle box doubles: proportions 160 : 160 : 40 of 360 + 20 = 380 → in 300 points the
        // constraints at 999 and 998 hold (126.3…, 126.3…) and the last view takes the rest.
        scene.views[1].size = CGSize(width: 160, height: 100)
        scene.layout()
        let expected0 = (300 * 160.0 / 380 * 2).rounded() / 2
        #expect(abs(scene.frames[0].width - expected0) <= 0.5)
        #expect(abs(scene.frames[1].width - expected0) <= 0.5)
        #expect(abs(scene.frames[2].maxX - 300) <= 0.5)
    }

    @Test func equalSpacingWithoutALengthUsesTheMinimumSpacing() {
        let scene = StackScene { $0.distribution = .equalSpacing; $0.spacing = 12 }
        #expect(scene.frames.map(\.minX) == [0, 172, 264])
        #expect(scene.stack.frame.width == 304)
    }

    @Test func equalSpacingOverflowCompressesViewsAndKeepsTheMinimumSpacing() {
        let scene = StackScene(length: 250) { $0.distribution = .equalSpacing; $0.spacing = 10 }
        scene.views[0].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        scene.layout()
        #expect(scene.frames.map(\.width) == [110, 80, 40])
        #expect(scene.frames.map(\.minX) == [0, 120, 210])
    }

    @Test func equalCenteringWithoutALengthIsAsShortAsTheMinimumEdgeSpacingAllows() {
        // Centres c, c + d, c + 2d with c = 80: the middle view's leading edge 80 + d - 40 >= 170 gives
        // d >= 130; the last view then starts at 80 + 260 - 20 = 320, so the stack is 360 long.
        let scene = StackScene { $0.distribution = .equalCentering; $0.spacing = 10 }
        #expect(scene.frames.map(\.minX) == [0, 170, 320])
        #expect(scene.stack.frame.width == 360)
    }
}
