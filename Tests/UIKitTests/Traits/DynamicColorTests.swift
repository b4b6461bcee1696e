import Testing
import Foundation
@testable import UIKit
import UIKitTesting

@MainActor
private final class CountingView: UIView {
    var color: UIColor = .red
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        color.setFill()
        UIRectFill(bounds)
    }
}

/// Expected values: the light/dark table D.6 of the project's reference notes (iOS 13–18 values from
/// hbang/Alderis and noahsark769/ColorCompatibility, which match Apple's HIG colour tables); elevated and
/// increased-contrast values from Apple's HIG colour tables and flutter's Cupertino colours. Behaviour:
/// Apple's `UIColor(dynamicProvider:)` and `resolvedColor(with:)` documentation, and the iOS rule that
/// UIKit re-resolves a view's dynamic colours when its traits change.
@MainActor
@Suite("Dynamic colours and dark mode", .serialized)
struct DynamicColorTests {
    private func hex(_ color: UIColor, _ traits: UITraitCollection) -> String {
        let c = color.resolvedColor(with: traits).components
        let v = [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
        return String(format: "#%02X%02X%02X", v[0], v[1], v[2]) + (c.alpha < 1 ? String(format: " %.3f", Double(c.alpha)) : "")
    }

    private static let light = UITraitCollection(userInterfaceStyle: .light)
    private static let dark = UITraitCollection(userInterfaceStyle: .dark)

    @Test("every system colour has iOS's light and dark values (table D.6)")
    func systemColorTable() {
        let table: [(UIColor, String, String)] = [
            (.label, "#000000", "#FFFFFF"),
            (.secondaryLabel, "#3C3C43 0.600", "#EBEBF5 0.600"),
            (.tertiaryLabel, "#3C3C43 0.298", "#EBEBF5 0.298"),
            (.quaternaryLabel, "#3C3C43 0.176", "#EBEBF5 0.157"),
            (.placeholderText, "#3C3C43 0.298", "#EBEBF5 0.298"),
            (.link, "#007AFF", "#0984FF"),
            (.separator, "#3C3C43 0.286", "#545458 0.600"),
            (.opaqueSeparator, "#C6C6C8", "#38383A"),
            (.systemBackground, "#FFFFFF", "#000000"),
            (.secondarySystemBackground, "#F2F2F7", "#1C1C1E"),
            (.tertiarySystemBackground, "#FFFFFF", "#2C2C2E"),
            (.systemGroupedBackground, "#F2F2F7", "#000000"),
            (.secondarySystemGroupedBackground, "#FFFFFF", "#1C1C1E"),
            (.tertiarySystemGroupedBackground, "#F2F2F7", "#2C2C2E"),
            (.systemFill, "#787880 0.200", "#787880 0.357"),
            (.secondarySystemFill, "#787880 0.157", "#787880 0.318"),
            (.tertiarySystemFill, "#767680 0.118", "#767680 0.239"),
            (.quaternarySystemFill, "#747480 0.078", "#767680 0.176"),
            (.systemGray, "#8E8E93", "#8E8E93"),
            (.systemGray2, "#AEAEB2", "#636366"),
            (.systemGray3, "#C7C7CC", "#48484A"),
            (.systemGray4, "#D1D1D6", "#3A3A3C"),
            (.systemGray5, "#E5E5EA", "#2C2C2E"),
            (.systemGray6, "#F2F2F7", "#1C1C1E"),
            (.systemBlue, "#007AFF", "#0A84FF"),
            (.systemRed, "#FF3B30", "#FF453A"),
            (.systemOrange, "#FF9500", "#FF9F0A"),
            (.systemYellow, "#FFCC00", "#FFD60A"),
            (.systemGreen, "#34C759", "#30D158"),
            (.systemMint, "#00C7BE", "#63E6E2"),
            (.systemTeal, "#30B0C7", "#40C8E0"),
            (.systemCyan, "#32ADE6", "#64D2FF"),
            (.systemIndigo, "#5856D6", "#5E5CE6"),
            (.systemPurple, "#AF52DE", "#BF5AF2"),
            (.systemPink, "#FF2D55", "#FF375F"),
            (.systemBrown, "#A2845E", "#AC8E68"),
        ]
        for (color, light, dark) in table {
            #expect(hex(color, Self.light) == light, "\(color) light")
            #expect(hex(color, Self.dark) == dark, "\(color) dark")
            #expect(hex(color, UITraitCollection()) == light, "\(color): an unspecified style resolves as light")
        }
        #expect(UIColor.tintColor.resolvedColor(with: Self.dark) == UIColor.systemBlue.resolvedColor(with: Self.dark))
    }

    @Test("elevated dark backgrounds and increased-contrast variants")
    func elevatedAndHighContrast() {
        let elevated = UITraitCollection { $0.userInterfaceStyle = .dark; $0.userInterfaceLevel = .elevated }
        #expect(hex(.systemBackground, elevated) == "#1C1C1E")
        #expect(hex(.secondarySystemBackground, elevated) == "#2C2C2E")
        #expect(hex(.tertiarySystemGroupedBackground, elevated) == "#3A3A3C")
        #expect(hex(.label, elevated) == "#FFFFFF", "labels have no elevated variant")
        let lightHigh = UITraitCollection { $0.userInterfaceStyle = .light; $0.accessibilityContrast = .high }
        let darkHigh = UITraitCollection { $0.userInterfaceStyle = .dark; $0.accessibilityContrast = .high }
        #expect(hex(.systemBlue, lightHigh) == "#0040DD")
        #expect(hex(.systemBlue, darkHigh) == "#409CFF")
        #expect(hex(.systemRed, lightHigh) == "#D70015")
        #expect(hex(.systemGray6, darkHigh) == "#242426")
        #expect(hex(.secondaryLabel, lightHigh) == "#3C3C43 0.678")
        #expect(hex(.separator, darkHigh) == "#545458 0.678")
        #expect(hex(.secondarySystemBackground, lightHigh) == "#EBEBF0")
    }

    @Test("UIColor(dynamicProvider:) resolves per trait collection; cgColor uses current")
    func dynamicProvider() {
        var calls = 0
        let color = UIColor { traits in
            calls += 1
            return traits.userInterfaceStyle == .dark ? .white : .black
        }
        #expect(color.resolvedColor(with: Self.dark) == .white)
        #expect(color.resolvedColor(with: Self.light) == .black)
        var inDark: CGColor?
        Self.dark.performAsCurrent { inDark = color.cgColor }
        #expect(inDark == UIColor.white.cgColor)
        #expect(calls == 3)
        #expect(UIColor.red.resolvedColor(with: Self.dark) === UIColor.red.resolvedColor(with: Self.dark) || UIColor.red.resolvedColor(with: Self.dark) == .red)
        let faded = color.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: Self.dark).cgColor.alpha == 0.5)
        #expect(faded.resolvedColor(with: Self.dark).components.red == 1)
        #expect(UIColor.label == UIColor.label && UIColor.label != UIColor.secondaryLabel)
        #expect(color == color && color != UIColor { _ in .white })
    }

    @Test("a view's dynamic background repaints when the style changes")
    func backgroundFollowsStyle() {
        let host = HeadlessHost(size: CGSize(width: 40, height: 40), scale: 1)
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        host.show(controller)
        #expect(pixel(host, 20, 20) == [255, 255, 255])
        host.userInterfaceStyle = .dark
        host.renderFrame()
        #expect(pixel(host, 20, 20) == [0, 0, 0])
        controller.overrideUserInterfaceStyle = .light
        host.renderFrame()
        #expect(pixel(host, 20, 20) == [255, 255, 255])
    }

    @Test("only views that drew with dynamic colours redraw on a style change")
    func redrawLimitedToDynamicColors() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        let controller = UIViewController()
        let fixed = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let dynamic = CountingView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        dynamic.color = .systemRed
        controller.view.addSubview(fixed)
        controller.view.addSubview(dynamic)
        host.show(controller)
        #expect(fixed.draws == 1 && dynamic.draws == 1)
        #expect(pixel(host, 75, 25) == [255, 59, 48])
        host.userInterfaceStyle = .dark
        host.renderFrame()
        #expect(fixed.draws == 1, "a static colour needs no redraw")
        #expect(dynamic.draws == 2)
        #expect(pixel(host, 75, 25) == [255, 69, 58])
        host.renderFrame()
        #expect(host.lastFrameStatistics.displayedLayers == 0)
        #expect(host.renderFrame() == nil, "an unchanged frame after the switch repaints nothing")
    }

    @Test("labels redraw their dynamic text colour")
    func labelFollowsStyle() {
        let host = HeadlessHost(size: CGSize(width: 120, height: 40), scale: 1)
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.text = "█████"
        label.font = .systemFont(ofSize: 30)
        controller.view.addSubview(label)
        host.show(controller)
        let lightInk = darkestOrLightest(host, dark: true)
        host.userInterfaceStyle = .dark
        host.renderFrame()
        let darkInk = darkestOrLightest(host, dark: false)
        #expect(lightInk < 30, "black text on white")
        #expect(darkInk > 225, "white text on black")
    }

    private func pixel(_ host: HeadlessHost, _ x: Int, _ y: Int) -> [Int] {
        let image = host.snapshot()
        let data = image.dataProvider!.data! as Data
        let offset = y * image.bytesPerRow + x * 4
        return [Int(data[offset + 2]), Int(data[offset + 1]), Int(data[offset])]
    }

    private func darkestOrLightest(_ host: HeadlessHost, dark: Bool) -> Int {
        let image = host.snapshot()
        let data = image.dataProvider!.data! as Data
        var best = dark ? 255 : 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let v = Int(data[y * image.bytesPerRow + x * 4 + 1])
                best = dark ? min(best, v) : max(best, v)
            }
        }
        return best
    }
}
