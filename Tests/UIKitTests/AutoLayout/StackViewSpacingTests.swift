import Testing
import UIKitTesting
@testable import UIKit

/// Spacing, custom spacing, hidden views, baselines and margins.
@MainActor
struct StackViewSpacingTests {
    @Test func customSpacingReplacesSpacingAfterOneView() {
        let scene = StackScene { stack in stack.spacing = 10 }
        scene.stack.setCustomSpacing(30, after: scene.views[0])
        scene.layout()
        #expect(scene.frames.map(\.minX) == [0, 190, 280])
        #expect(scene.stack.customSpacing(after: scene.views[0]) == 30)
        #expect(scene.stack.customSpacing(after: scene.views[1]) == UIStackView.spacingUseDefault)
        // spacingUseDefault goes back to `spacing`.
        scene.stack.setCustomSpacing(UIStackView.spacingUseDefault, after: scene.views[0])
        scene.layout()
        #expect(scene.frames.map(\.minX) == [0, 170, 260])
    }

    @Test func customSpacingIsDiscardedWhenTheViewIsRemovedAndIgnoredForOtherViews() {
        let scene = StackScene()
        let outsider = UIView()
        scene.stack.setCustomSpacing(12, after: outsider)
        #expect(scene.stack.customSpacing(after: outsider) == UIStackView.spacingUseDefault)
        scene.stack.setCustomSpacing(12, after: scene.views[0])
        scene.stack.removeArrangedSubview(scene.views[0])
        scene.stack.addArrangedSubview(scene.views[0])
        #expect(scene.stack.customSpacing(after: scene.views[0]) == UIStackView.spacingUseDefault)
    }

    @Test func customSpacingMovesWithTheView() {
        let scene = StackScene()
        scene.stack.setCustomSpacing(20, after: scene.views[0])
        scene.stack.insertArrangedSubview(scene.views[0], at: 1)
        scene.layout()
        // Order 80, 160, 40: the custom 20 now follows the middle view.
        #expect(scene.frames.map(\.minX) == [80, 0, 260])
    }

    @Test func systemSpacingIsEightPoints() {
        let scene = StackScene { $0.spacing = UIStackView.spacingUseSystem }
        #expect(scene.frames.map(\.minX) == [0, 168, 256])
        scene.stack.spacing = 0
        scene.stack.setCustomSpacing(UIStackView.spacingUseSystem, after: scene.views[1])
        scene.layout()
        #expect(scene.frames.map(\.minX) == [0, 160, 248])
    }

    @Test func negativeSpacingOverlapsViews() {
        let scene = StackScene { $0.spacing = -20 }
        #expect(scene.frames.map(\.minX) == [0, 140, 200])
    }

    @Test func hiddenViewsCollapseAndTakeOneSpacingWithThem() {
        let scene = StackScene { $0.spacing = 10 }
        scene.views[1].isHidden = true
        scene.layout()
        #expect(scene.views[1].frame.width == 0)
        #expect(scene.views[2].frame.minX == 170)
        #expect(scene.stack.frame.width == 210)
        #expect(scene.arrangementConstraints.contains { $0.identifier == "UISV-hiding" && $0.firstItem === scene.views[1] && $0.constant == 0 })
        scene.views[1].isHidden = false
        scene.layout()
        #expect(scene.frames.map(\.minX) == [0, 170, 260])
        #expect(!scene.arrangementConstraints.contains { $0.identifier == "UISV-hiding" })
    }

    @Test func aRequiredHeightOfAHiddenViewIsBrokenAndLogged() {
        let scene = StackScene(axis: .vertical)
        let height = scene.views[1].heightAnchor.constraint(equalToConstant: 80)
        height.identifier = "RowHeight"
        height.isActive = true
        scene.layout()
        let log = capturingAutoLayoutLog {
            scene.views[1].isHidden = true
            scene.layout()
        }
        // UIKit keeps its UISV-hiding constraint and breaks the app's required height (logs on iOS).
        #expect(scene.views[1].frame.height == 0)
        #expect(scene.views[2].frame.minY == 160)
        #expect(log.count == 1)
        #expect(log.first?.contains("'UISV-hiding'") == true)
        #expect(log.first?.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x") == true)
        #expect(log.first?.components(separatedBy: "breaking constraint").last?.contains("'RowHeight'") == true)
    }

    @Test func hidingTheFirstOrLastViewLeavesNoSpacingAtTheEnds() {
        let scene = StackScene { $0.spacing = 10 }
        scene.views[0].isHidden = true
        scene.layout()
        #expect(scene.views[1].frame.minX == 0)
        #expect(scene.views[2].frame.minX == 90)
        #expect(scene.stack.frame.width == 130)
        scene.views[0].isHidden = false
        scene.views[2].isHidden = true
        scene.layout()
        #expect(scene.stack.frame.width == 250)
    }

    @Test func hiddenViewsAreLeftOutOfEqualSizesAndGaps() {
        let scene = StackScene(length: 300) { $0.distribution = .fillEqually; $0.spacing = 20 }
        scene.views[0].isHidden = true
        scene.layout()
        #expect(scene.views[1].frame == rect(0, 0, 140, 200))
        #expect(scene.views[2].frame == rect(160, 0, 140, 200))
        let spread = StackScene(length: 400) { $0.distribution = .equalSpacing }
        spread.views[1].isHidden = true
        spread.layout()
        #expect(spread.views[2].frame.minX == 360)
        #expect(spread.stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 1)
    }

    @Test func hidingInsideAnAnimationBlockAnimatesTheCollapse() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300), scale: 1)
        let controller = UIViewController()
        host.show(controller)
        let boxes = [IntrinsicBox(100, 40), IntrinsicBox(100, 40), IntrinsicBox(100, 40)]
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(stack)
        NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: controller.view.topAnchor),
                                     stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor)])
        controller.view.layoutIfNeeded()
        #expect(boxes[2].frame.minY == 80)
        UIView.animate(withDuration: 0.4) { boxes[1].isHidden = true }
        // The model is final at once; the last box's layer animates from where it was.
        #expect(boxes[2].frame.minY == 40)
        #expect(boxes[2].layer.animationKeys()?.contains("position") == true)
        host.advance(by: 0.2)
        let midway = boxes[2].layer.presentation()?.position.y ?? 0
        #expect(midway > 60 && midway < 100, "the box is on its way up: \(midway)")
        host.advance(by: 0.4)
        #expect(boxes[2].layer.presentation()?.position.y ?? 0 == 60)
    }

    @Test func hidingOutsideAnimationWaitsForTheLayoutPass() {
        let scene = StackScene()
        scene.views[0].isHidden = true
        #expect(scene.views[1].frame.minX == 160)
        #expect((scene.views[1].layer.animationKeys() ?? []).isEmpty)
        scene.layout()
        #expect(scene.views[1].frame.minX == 0)
    }

    @Test func marginsRelativeArrangementInsetsByTheLayoutMargins() {
        let scene = StackScene { stack in
            stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
            stack.isLayoutMarginsRelativeArrangement = true
        }
        #expect(scene.frames[0] == rect(20, 10, 160, 200))
        #expect(scene.frames[2] == rect(260, 10, 40, 200))
        #expect(scene.stack.frame.size == CGSize(width: 340, height: 240))
        #expect(scene.stack.constraints.contains { $0.identifier == "UISV-canvas-connection" && $0.firstItem === scene.stack.layoutMarginsGuide })
    }

    @Test func defaultMarginsAreEightWhenArrangingRelativeToThem() {
        let scene = StackScene(axis: .vertical) { $0.isLayoutMarginsRelativeArrangement = true }
        #expect(scene.frames[0].origin == CGPoint(x: 8, y: 8))
        #expect(scene.stack.frame.size == CGSize(width: 216, height: 296))
    }
}

/// Baselines: alignment in horizontal stacks, baseline-relative spacing in vertical ones.
@MainActor
struct StackViewBaselineTests {
    func labels(_ sizes: [CGFloat]) -> [UILabel] {
        sizes.map { size in
            let label = UILabel()
            label.text = "Baseline \(Int(size))"
            label.font = .systemFont(ofSize: size)
            return label
        }
    }

    @Test(arguments: [UIStackView.Alignment.firstBaseline, .lastBaseline])
    func horizontalBaselineAlignmentLinesUpTheText(alignment: UIStackView.Alignment) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let row = labels([12, 28, 18])
        let stack = UIStackView(arrangedSubviews: row)
        stack.alignment = alignment
        stack.spacing = 6
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        // A one-line label at its intrinsic height has its baseline an ascender below its top.
        let baselines = row.map { $0.frame.minY + $0.font.ascender }
        for b in baselines { #expect(abs(b - baselines[1]) <= 1, "baselines \(baselines)") }
        // The largest text sets the stack's height; the others sit lower, none above the top.
        #expect(row[1].frame.minY == 0)
        #expect(row[0].frame.minY > 0 && row[2].frame.minY > 0)
        #expect(abs(stack.frame.height - row[1].intrinsicContentSize.height) <= 0.5)
        #expect(stack.forFirstBaselineLayout === row[1])
    }

    @Test func baselineRelativeArrangementSpacesFromBaselineToBaseline() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let column = labels([14, 30])
        let stack = UIStackView(arrangedSubviews: column)
        stack.axis = .vertical
        stack.spacing = 20
        stack.isBaselineRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let first = column[0].frame.minY + column[0].font.ascender
        let second = column[1].frame.minY + column[1].font.ascender
        #expect(abs(second - first - 20) <= 1)
        #expect(stack.forFirstBaselineLayout === column[0] && stack.forLastBaselineLayout === column[1])
        #expect(stack.constraints.contains { $0.identifier == "UISV-spacing" && $0.firstAttribute == .firstBaseline && $0.secondAttribute == .lastBaseline })
    }
}
