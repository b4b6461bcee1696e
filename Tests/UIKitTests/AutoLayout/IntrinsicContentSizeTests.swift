import Testing
import UIKitTesting
@testable import UIKit

/// Intrinsic sizes, content hugging and compression resistance, fitting sizes.
@MainActor
struct IntrinsicContentSizeTests {
    final class FixedContentView: UIView {
        var content = CGSize(width: 100, height: 40) { didSet { invalidateIntrinsicContentSize() } }
        override var intrinsicContentSize: CGSize { content }
    }

    private func fixed(_ w: CGFloat, _ h: CGFloat) -> FixedContentView {
        let v = FixedContentView()
        v.content = CGSize(width: w, height: h)
        v.translatesAutoresizingMaskIntoConstraints = false
        return v
    }

    @Test func defaultsAre250And750OnBothAxes() {
        let v = UIView()
        #expect(v.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(v.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(v.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(v.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        v.setContentHuggingPriority(.required, for: .vertical)
        #expect(v.contentHuggingPriority(for: .vertical) == .required)
        #expect(v.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500 && UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50 && (UILayoutPriority.defaultLow + 1).rawValue == 251)
    }

    @Test func aViewWithOnlyAPositionTakesItsIntrinsicSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let v = fixed(100, 40)
        root.addSubview(v)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 10, y: 10, width: 100, height: 40))
        v.content = CGSize(width: 60, height: 30)
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 10, y: 10, width: 60, height: 30))
    }

    @Test func theLowerHuggingPriorityStretchesFirst() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = fixed(50, 20), b = fixed(70, 20)
        root.addSubview(a)
        root.addSubview(b)
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.width == 50)
        #expect(b.frame == CGRect(x: 50, y: 0, width: 250, height: 20))
        // Raising b's hugging above a's makes a stretch instead.
        b.setContentHuggingPriority(UILayoutPriority(252), for: .horizontal)
        root.layoutIfNeeded()
        #expect(b.frame.width == 70)
        #expect(a.frame.width == 230)
    }

    @Test func theLowerCompressionResistanceShrinksFirst() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = fixed(80, 20), b = fixed(80, 20)
        root.addSubview(a)
        root.addSubview(b)
        b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.width == 80)
        #expect(b.frame.width == 20)
    }

    @Test func controlsAndLabelsHaveIntrinsicSizes() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let label = UILabel(), toggle = UISwitch(), stepper = UIStepper(), slider = UISlider()
        let button = UIButton(type: .system), image = UIImageView(image: UIImage(systemName: "star.fill"))
        label.text = "Hello"
        button.setTitle("Tap me", for: .normal)
        var previous: UIView?
        for v in [label, toggle, stepper, button, image, slider] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
            v.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor).isActive = true
            previous = v
        }
        slider.widthAnchor.constraint(equalToConstant: 200).isActive = true
        root.layoutIfNeeded()
        // Frames are rounded to pixels (scale \(UIScreen.main.scale)).
        let pixel = 1 / max(1, UIScreen.main.scale)
        for v in [label, toggle, stepper, button, image] as [UIView] {
            #expect(abs(v.frame.width - v.intrinsicContentSize.width) <= pixel && abs(v.frame.height - v.intrinsicContentSize.height) <= pixel)
        }
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        #expect(slider.frame.size == CGSize(width: 200, height: slider.intrinsicContentSize.height))
        label.text = "Hello, a longer text"
        root.layoutIfNeeded()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.width > 100)
    }

    @Test func multiLineLabelsWrapAtTheirEngineWidth() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A long sentence that certainly needs more than one line at this width, and then some."
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let expected = label.sizeThatFits(CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude))
        #expect(label.frame.width == 180)
        #expect(label.frame.height == expected.height)
        #expect(label.frame.height > 3 * UIFont.systemFont(ofSize: 17).lineHeight)
        // preferredMaxLayoutWidth wins over the engine width.
        label.preferredMaxLayoutWidth = 90
        root.layoutIfNeeded()
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 90, height: 10_000)).height)
    }

    @Test func fittingSizesCompressedExpandedAndWithPriorities() {
        let container = UIView()
        let a = fixed(120, 30), b = fixed(80, 50)
        container.addSubview(a)
        container.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 5),
            container.trailingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 10),
            container.trailingAnchor.constraint(greaterThanOrEqualTo: b.trailingAnchor, constant: 10),
            container.bottomAnchor.constraint(equalTo: b.bottomAnchor, constant: 10),
        ])
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 140, height: 105))
        let expanded = container.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        #expect(expanded.height == 105)
        #expect(expanded.width > 1000)
        let fixedWidth = container.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 300, height: 105))
        // Fitting leaves the layout alone.
        #expect(container.frame == .zero)
    }

    @Test func alignmentRectInsetsSeparateFrameFromAlignmentRect() {
        final class Inset: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8) }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let v = Inset()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                     v.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                                     v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 16, y: 18, width: 112, height: 58))
        #expect(v.alignmentRect(forFrame: v.frame) == CGRect(x: 20, y: 20, width: 100, height: 50))
        #expect(v.frame(forAlignmentRect: CGRect(x: 20, y: 20, width: 100, height: 50)) == v.frame)
    }

    @Test func baselinesAlignLabelsOfDifferentFonts() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let big = UILabel(), small = UILabel(), plain = UIView()
        big.font = .systemFont(ofSize: 34)
        big.text = "Big"
        small.font = .systemFont(ofSize: 12)
        small.text = "small"
        for v in [big, small, plain] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor), big.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
            plain.leadingAnchor.constraint(equalTo: small.trailingAnchor), plain.widthAnchor.constraint(equalToConstant: 10),
            plain.heightAnchor.constraint(equalToConstant: 10),
            // A view without text has its baseline at its bottom.
            plain.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let bigBaseline = big.frame.minY + big.baselineOffsetsForEngine()!.first
        let smallBaseline = small.frame.minY + small.baselineOffsetsForEngine()!.first
        #expect(abs(bigBaseline - smallBaseline) <= 0.5)
        #expect(abs(plain.frame.maxY - bigBaseline) <= 0.5)
        #expect(small.frame.minY > big.frame.minY)
    }
}
