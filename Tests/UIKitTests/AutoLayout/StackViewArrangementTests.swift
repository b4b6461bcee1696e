import Testing
import UIKitTesting
@testable import UIKit

/// The arranged-subviews API: UIKit's defaults and the relation between `arrangedSubviews` and `subviews`.
@MainActor
struct StackViewArrangementTests {
    @Test func defaultsAreUIKits() {
        let stack = UIStackView()
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(!stack.isBaselineRelativeArrangement)
        #expect(!stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(UIStackView.Distribution.equalCentering.rawValue == 4)
        #expect(UIStackView.Alignment.lastBaseline.rawValue == 5)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    }

    @Test func addingArrangesAddsAsSubviewAndStopsTranslatingTheMask() {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a])
        stack.addArrangedSubview(b)
        #expect(stack.arrangedSubviews == [a, b])
        #expect(stack.subviews == [a, b])
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func insertingOrdersArrangementIndependentlyOfZOrder() {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b])
        #expect(stack.subviews == [a, b, c])
        // Inserting an arranged view again moves it in the arrangement only.
        stack.insertArrangedSubview(b, at: 0)
        #expect(stack.arrangedSubviews == [b, c, a])
        #expect(stack.subviews == [a, b, c])
    }

    @Test func arrangingAnExistingSubviewKeepsItsZOrder() {
        let stack = UIStackView()
        let a = UIView(), b = UIView()
        stack.addSubview(a)
        stack.addSubview(b)
        stack.addArrangedSubview(a)
        #expect(stack.arrangedSubviews == [a])
        #expect(stack.subviews == [a, b])
    }

    @Test func removingAnArrangedViewKeepsItAsSubview() {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [b])
        #expect(stack.subviews == [a, b])
        #expect(a.superview === stack)
    }

    @Test func removingFromSuperviewAlsoStopsArranging() {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        a.removeFromSuperview()
        #expect(stack.arrangedSubviews == [b])
        #expect(stack.subviews == [b])
    }

    @Test func movingAViewToAnotherStackTakesItFromTheFirst() {
        let a = UIView()
        let first = UIStackView(arrangedSubviews: [a])
        let second = UIStackView()
        second.addArrangedSubview(a)
        #expect(first.arrangedSubviews.isEmpty && first.subviews.isEmpty)
        #expect(second.arrangedSubviews == [a])
    }

    @Test func aRemovedViewGetsNoStackConstraints() {
        let scene = StackScene { $0.spacing = 10 }
        let removed = scene.views[1]
        scene.stack.removeArrangedSubview(removed)
        scene.layout()
        #expect(scene.views[2].frame.minX == 170)
        #expect(!scene.stack.constraints.contains { $0.firstItem === removed || $0.secondItem === removed })
    }

    @Test func stackConstraintsCarryUIKitsIdentifiersAndAreInstalledOnTheStack() {
        let scene = StackScene { $0.spacing = 10; $0.alignment = .center }
        let identifiers = Set(scene.arrangementConstraints.compactMap(\.identifier))
        #expect(identifiers.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-spanning-boundary",
                                             "UISV-spanning-fit", "UISV-ambiguity-suppression"]))
        let spacing = scene.stack.constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(spacing.count == 2 && spacing.allSatisfy { $0.constant == 10 && $0.relation == .equal })
        #expect(scene.stack.layoutGuides.map(\.identifier) == ["UISV-alignment-spanner"])
        #expect(scene.stack.constraints.contains { $0.description.contains("'UISV-canvas-connection'") })
        #expect(scene.stack.layoutGuides.first.map { String(describing: type(of: $0)) } == "_UILayoutSpacer")
    }

    @Test func spreadingDistributionsUseGapGuidesAndMinimumSpacing() {
        let scene = StackScene(length: 400) { $0.distribution = .equalSpacing; $0.spacing = 4 }
        let gaps = scene.stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }
        #expect(gaps.count == 2)
        #expect(gaps.allSatisfy { $0.layoutFrame.width == 60 })
        let spacing = scene.stack.constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(spacing.allSatisfy { $0.relation == .greaterThanOrEqual && $0.constant == 4 })
        #expect(scene.stack.constraints.filter { $0.identifier == "UISV-distributing-edge" }.count == 4)
        #expect(scene.stack.constraints.filter { $0.identifier == "UISV-fill-equally" }.count == 1)
    }

    @Test func fillProportionallyUsesDescendingPriorities() {
        let scene = StackScene(length: 560) { $0.distribution = .fillProportionally }
        let proportional = scene.stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
        #expect(proportional.map(\.priority.rawValue) == [999, 998, 997])
        #expect(abs(proportional[0].multiplier - 160.0 / 280) < 1e-6)
        #expect(scene.frames.map(\.width) == [320, 160, 80])
    }

    @Test func changingAxisRebuildsTheArrangement() {
        let scene = StackScene { $0.spacing = 10 }
        scene.stack.axis = .vertical
        scene.layout()
        #expect(scene.frames.map(\.minY) == [0, 210, 320])
        #expect(scene.frames.map(\.width) == [160, 160, 160])
        #expect(scene.stack.frame.size == CGSize(width: 160, height: 370))
    }

    @Test func stackWithoutConstraintsOnItsOwnSizesFromItsFrame() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        let a = IntrinsicBox(50, 20), b = IntrinsicBox(50, 20)
        stack.addArrangedSubview(a)
        stack.addArrangedSubview(b)
        stack.distribution = .fillEqually
        stack.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 150, 60))
        #expect(b.frame == rect(150, 0, 150, 60))
    }

    @Test func fittingSizeComesFromTheArrangement() {
        let stack = UIStackView(arrangedSubviews: [IntrinsicBox(160, 200), IntrinsicBox(80, 100)])
        stack.spacing = 8
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 248, height: 200))
        stack.axis = .vertical
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 160, height: 308))
    }

    @Test func nestedStacksSizeFromTheirContent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let rows = (0..<3).map { _ in UIStackView(arrangedSubviews: [IntrinsicBox(100, 30), IntrinsicBox(51, 32)]) }
        for row in rows { row.spacing = 8; row.alignment = .center }
        let column = UIStackView(arrangedSubviews: rows)
        column.axis = .vertical
        column.spacing = 4
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        NSLayoutConstraint.activate([column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                                     column.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                                     column.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)])
        rows[0].arrangedSubviews[0].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        root.layoutIfNeeded()
        #expect(column.frame == rect(16, 20, 358, 104))
        #expect(rows.map(\.frame.minY) == [0, 36, 72])
        #expect(rows[0].arrangedSubviews[0].frame == rect(0, 1, 299, 30))
        #expect(rows[0].arrangedSubviews[1].frame == rect(307, 0, 51, 32))
    }
}

/// Misuse UIKit raises for.
@MainActor
struct StackViewMisuseExitTests {
    @Test func insertingPastTheEndTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stack = UIStackView(arrangedSubviews: [UIView()])
                stack.insertArrangedSubview(UIView(), at: 3)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("'NSRangeException', reason: '*** -[__NSArrayM insertObject:atIndex:]: index 3 beyond bounds [0 .. 1]'"))
    }
}
