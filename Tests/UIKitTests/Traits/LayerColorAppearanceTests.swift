import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
private final class LayoutBorderView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        layer.borderColor = UIColor.label.cgColor
        layer.shadowColor = UIColor.systemRed.cgColor
    }
}

@MainActor
private final class StyleReadingView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderColor = traitCollection.userInterfaceStyle == .dark ? UIColor.white.cgColor : UIColor.black.cgColor
    }
}

@MainActor
private final class TintBorderView: UIView {
    override func tintColorDidChange() {
        super.tintColorDidChange()
        layer.borderColor = tintColor.cgColor
    }
}

@MainActor
private final class PlainLayoutView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// What iOS does (Apple's "Supporting Dark Mode in your interface" and `UITraitCollection.current`
/// documentation): a `CGColor` taken from a dynamic colour is fixed, so `layer.borderColor = UIColor.label.cgColor`
/// written once keeps its light value; but when the appearance changes UIKit calls `layoutSubviews()`,
/// `draw(_:)`, `tintColorDidChange()` and `traitCollectionDidChange(_:)` again with the new traits current,
/// so layer colours written there follow dark mode.
@MainActor
@Suite("Layer colours from dynamic colours across appearance changes", .serialized)
struct LayerColorAppearanceTests {
    private func host(_ views: UIView...) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        let controller = UIViewController()
        for view in views { controller.view.addSubview(view) }
        host.show(controller)
        return host
    }

    private func rgb(_ color: CGColor?) -> [Int] {
        guard let c = color?.components else { return [] }
        let rgb = c.count == 2 ? [c[0], c[0], c[0]] : Array(c.prefix(3))
        return rgb.map { Int(($0 * 255).rounded()) }
    }

    @Test("border and shadow colours written in layoutSubviews re-resolve when the style changes")
    func layoutWrittenColors() {
        let view = LayoutBorderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let host = host(view)
        #expect(rgb(view.layer.borderColor) == [0, 0, 0])
        #expect(rgb(view.layer.shadowColor) == [255, 59, 48])
        let layouts = view.layouts
        host.userInterfaceStyle = .dark
        host.renderFrame()
        #expect(rgb(view.layer.borderColor) == [255, 255, 255])
        #expect(rgb(view.layer.shadowColor) == [255, 69, 58])
        #expect(view.layouts == layouts + 1, "one layout for the change")
        host.renderFrame()
        #expect(view.layouts == layouts + 1, "none when nothing changed")
    }

    @Test("a layout that reads the style (not a dynamic colour) runs again too")
    func styleReadingLayout() {
        let view = StyleReadingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let host = host(view)
        #expect(rgb(view.layer.borderColor) == [0, 0, 0])
        host.userInterfaceStyle = .dark
        host.renderFrame()
        #expect(rgb(view.layer.borderColor) == [255, 255, 255])
    }

    @Test("a border colour written in tintColorDidChange follows the dynamic tint")
    func tintWrittenColor() {
        let view = TintBorderView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let host = host(view)
        view.tintColor = .systemBlue
        #expect(rgb(view.layer.borderColor) == [0, 122, 255])
        host.userInterfaceStyle = .dark
        host.renderFrame()
        #expect(rgb(view.layer.borderColor) == [10, 132, 255])
    }

    @Test("a CGColor written once outside those methods keeps its value, as on iOS")
    func writtenOnceStays() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let host = host(view)
        view.layer.borderColor = UIColor.label.resolvedColor(with: view.traitCollection).cgColor
        host.userInterfaceStyle = .dark
        host.renderFrame()
        #expect(rgb(view.layer.borderColor) == [0, 0, 0])
    }

    @Test("views whose layout uses no colour are not laid out again by a style change")
    func noExtraLayouts() {
        let view = PlainLayoutView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let host = host(view)
        let layouts = view.layouts
        host.userInterfaceStyle = .dark
        host.renderFrame()
        #expect(view.layouts == layouts)
    }
}

@MainActor
@Suite("Labels measured before their first draw keep their traits' colours", .serialized)
struct LabelMeasuredColorTests {
    @Test("a label measured by Auto Layout under a dark override draws in the dark label colour")
    func measuredUnderDarkOverride() {
        let host = HeadlessHost(size: CGSize(width: 120, height: 40), scale: 1)
        let controller = UIViewController()
        controller.overrideUserInterfaceStyle = .dark
        controller.view.backgroundColor = .black
        let label = UILabel()
        label.text = "█████"
        label.font = .systemFont(ofSize: 30)
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            label.topAnchor.constraint(equalTo: controller.view.topAnchor),
        ])
        _ = label.intrinsicContentSize
        host.show(controller)
        let image = host.snapshot(), data = image.dataProvider!.data! as Data
        var brightest = 0
        for y in 0..<image.height { for x in 0..<image.width { brightest = max(brightest, Int(data[y * image.bytesPerRow + x * 4 + 1])) } }
        #expect(brightest > 225, "white text on black")
    }
}
