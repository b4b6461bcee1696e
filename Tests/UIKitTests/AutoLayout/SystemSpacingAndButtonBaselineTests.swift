import Testing
import UIKitTesting
@testable import UIKit

/// The system-spacing anchor methods: UIKit's standard 8 points between edges; baseline to baseline for
/// text, growing with the fonts (`NSLayoutYAxisAnchor` documentation). OpenUIKit's text model: 8 points
/// between the line boxes (the lower text's ascender plus the upper text's descender depth plus 8).
@MainActor
struct SystemSpacingTests {
    /// Two one-line labels in a 400×600 root, the second below the first by `make`.
    func stackedLabels(_ upperSize: CGFloat, _ lowerSize: CGFloat,
                       _ make: (UILabel, UILabel) -> NSLayoutConstraint) -> (UILabel, UILabel, NSLayoutConstraint, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let upper = UILabel(), lower = UILabel()
        upper.text = "Upper text"
        lower.text = "Lower text"
        upper.font = .systemFont(ofSize: upperSize)
        lower.font = .systemFont(ofSize: lowerSize)
        for label in [upper, lower] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
        }
        upper.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
        let spacing = make(upper, lower)
        spacing.isActive = true
        root.layoutIfNeeded()
        return (upper, lower, spacing, root)
    }

    /// A one-line label's baseline: an ascender below the top of its text, centred in the label.
    func baseline(_ label: UILabel) -> CGFloat {
        label.frame.minY + label.font.ascender
    }

    @Test(arguments: [CGFloat(1), 2, 0.5])
    func edgesAreEightPointsTimesTheMultiplier(multiplier: CGFloat) {
        let (root, views) = makeConstraintScene(2)
        let a = views[0], b = views[1]
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 30),
            b.widthAnchor.constraint(equalToConstant: 50), b.heightAnchor.constraint(equalToConstant: 30),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: multiplier),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: multiplier),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.minX == 60 + 8 * multiplier)
        #expect(b.frame.minY == 40 + 8 * multiplier)
    }

    func low(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
        constraint.priority = .defaultLow
        return constraint
    }

    @Test func inequalityFormsKeepAtLeastOrAtMostTheSpacing() {
        let (root, views) = makeConstraintScene(2)
        let a = views[0], b = views[1]
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 30),
            b.widthAnchor.constraint(equalToConstant: 50), b.heightAnchor.constraint(equalToConstant: 30),
            // Pulled towards a (x = 0) but kept at least the spacing after it; pushed far below but at most 16.
            b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
            low(b.leadingAnchor.constraint(equalTo: root.leadingAnchor)),
            b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
            low(b.topAnchor.constraint(equalTo: root.topAnchor, constant: 400)),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.minX == 58)
        #expect(b.frame.minY == 46)
    }

    @Test func baselineToBaselineSpacingComesFromTheFonts() {
        let (upper, lower, spacing, _) = stackedLabels(17, 17) { upper, lower in
            lower.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: upper.lastBaselineAnchor, multiplier: 1)
        }
        let font = UIFont.systemFont(ofSize: 17)
        let want = font.ascender - font.descender + 8
        #expect(abs(baseline(lower) - baseline(upper) - want) <= 0.5, "\(baseline(lower) - baseline(upper)) vs \(want)")
        // More than the spacing between edges: the text's line boxes stay 8 points apart.
        #expect(baseline(lower) - baseline(upper) > 8 + font.lineHeight - 1)
        #expect(spacing.constant == 8)
    }

    @Test func baselineSpacingGrowsWithTheFontsAndTheMultiplier() {
        let (u1, l1, _, _) = stackedLabels(13, 13) { u, l in
            l.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: u.lastBaselineAnchor, multiplier: 1)
        }
        let (u2, l2, _, _) = stackedLabels(28, 28) { u, l in
            l.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: u.lastBaselineAnchor, multiplier: 1)
        }
        let (u3, l3, _, _) = stackedLabels(13, 13) { u, l in
            l.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: u.lastBaselineAnchor, multiplier: 2)
        }
        let small = baseline(l1) - baseline(u1), large = baseline(l2) - baseline(u2), double = baseline(l3) - baseline(u3)
        #expect(large > small + 10, "\(small) → \(large)")
        #expect(abs(double - 2 * small) <= 1, "\(small) × 2 vs \(double)")
    }

    @Test func aBaselineBelowAnEdgeAddsOnlyTheLowerTextsAscender() {
        let (upper, lower, _, _) = stackedLabels(17, 24) { upper, lower in
            lower.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: upper.bottomAnchor, multiplier: 1)
        }
        let want = upper.frame.maxY + lower.font.ascender + 8
        #expect(abs(baseline(lower) - want) <= 0.5, "\(baseline(lower)) vs \(want)")
    }

    @Test func changingAFontMovesTheSpacingAtTheNextLayout() {
        let (upper, lower, _, root) = stackedLabels(15, 15) { upper, lower in
            lower.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: upper.lastBaselineAnchor, multiplier: 1)
        }
        let before = baseline(lower) - baseline(upper)
        lower.font = .systemFont(ofSize: 30)
        upper.font = .systemFont(ofSize: 30)
        root.layoutIfNeeded()
        let after = baseline(lower) - baseline(upper)
        let font = UIFont.systemFont(ofSize: 30)
        #expect(after > before)
        #expect(abs(after - (font.ascender - font.descender + 8)) <= 0.5, "\(after)")
    }
}

/// System spacing in a baseline-relative vertical stack is the anchors' baseline system spacing.
@MainActor
struct StackViewSystemBaselineSpacingTests {
    @Test func baselineRelativeSystemSpacingFollowsTheFonts() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let labels = [UILabel(), UILabel(), UILabel()]
        for (index, label) in labels.enumerated() {
            label.text = "Row \(index)"
            label.font = .systemFont(ofSize: index == 2 ? 26 : 15)
        }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.isBaselineRelativeArrangement = true
        stack.spacing = UIStackView.spacingUseSystem
        // A custom spacing still wins after the first label.
        stack.setCustomSpacing(30, after: labels[0])
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let baselines = labels.map { $0.frame.minY + $0.font.ascender }
        #expect(abs(baselines[1] - baselines[0] - 30) <= 1)
        let upper = labels[1].font!, lower = labels[2].font!
        let want = lower.ascender - upper.descender + 8
        #expect(abs(baselines[2] - baselines[1] - want) <= 1, "\(baselines[2] - baselines[1]) vs \(want)")
    }
}

/// A button's baselines are its title's (UIKit: `viewForFirstBaselineLayout` / `viewForLastBaselineLayout`
/// of `UIButton` is the title label), whatever the button's height and insets.
@MainActor
struct ButtonBaselineTests {
    /// The baseline of a one-line label in `root`'s coordinates: its text is centred in its bounds.
    func baseline(of label: UILabel, in root: UIView) -> CGFloat {
        let frame = label.convert(label.bounds, to: root)
        return frame.midY - label.font.lineHeight / 2 + label.font.ascender
    }

    /// Expects the label's text baseline and the button's title baseline at the same height.
    func expectSharedBaseline(_ label: UILabel, _ button: UIButton, in root: UIView) {
        let labelBaseline = baseline(of: label, in: root), titleBaseline = baseline(of: button.titleLabel!, in: root)
        #expect(abs(labelBaseline - titleBaseline) <= 1, "label \(labelBaseline), title \(titleBaseline)")
    }

    /// Adds the views to `root`, placed by constraints only.
    func add(_ views: [UIView], to root: UIView) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
    }

    @Test func theTitleLabelIsTheViewForBothBaselines() {
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        #expect(button.forFirstBaselineLayout === button.titleLabel)
        #expect(button.forLastBaselineLayout === button.titleLabel)
    }

    @Test(arguments: [CGFloat(0), 20])
    func aLabelAlignedToAButtonsBaselineSharesItsTitlesBaseline(topInset: CGFloat) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let label = UILabel()
        label.text = "Name"
        label.font = .systemFont(ofSize: 24)
        let button = UIButton(type: .system)
        button.setTitle("Change", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: topInset, left: 0, bottom: 0, right: 0)
        add([label, button], to: root)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 12),
            // Taller than its content: the title sits in the middle of the content area.
            button.heightAnchor.constraint(equalToConstant: 80),
            button.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let title = button.titleLabel!
        let labelBaseline = baseline(of: label, in: root), titleBaseline = baseline(of: title, in: root)
        #expect(abs(labelBaseline - titleBaseline) <= 1, "label \(labelBaseline), title \(titleBaseline)")
        #expect(button.frame.height == 80)
        // Not simply the bottom of the button, which a view without text would use.
        #expect(abs(button.frame.maxY - labelBaseline) > 10)
    }

    @Test func aFirstBaselineStackLinesButtonsUpWithLabels() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let label = UILabel()
        label.text = "Setting"
        label.font = .systemFont(ofSize: 30)
        let button = UIButton(type: .system)
        button.setTitle("Edit", for: .normal)
        let stack = UIStackView(arrangedSubviews: [label, button])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        root.layoutIfNeeded()
        expectSharedBaseline(label, button, in: root)
    }

    @Test func aConfiguredButtonsBaselineFollowsItsTitle() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let label = UILabel()
        label.text = "Plan"
        let button = UIButton(configuration: .filled())
        button.configuration?.title = "Upgrade"
        button.configuration?.subtitle = "Monthly"
        add([label, button], to: root)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            label.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 12),
            label.firstBaselineAnchor.constraint(equalTo: button.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        expectSharedBaseline(label, button, in: root)
    }
}
