import Testing
@testable import UIKit

@MainActor
struct UIColorTests {
    private func rgba(_ color: UIColor) -> [Int] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b].map { Int(($0 * 255).rounded()) } + [Int((a * 100).rounded())]
    }

    @Test func systemColorsHaveUIKitsLightValues() {
        #expect(rgba(.systemBlue) == [0, 122, 255, 100])
        #expect(rgba(.systemGroupedBackground) == [242, 242, 247, 100])
        #expect(rgba(.secondaryLabel) == [60, 60, 67, 60])
        #expect(rgba(.separator) == [60, 60, 67, 29])
        #expect(rgba(.magenta) == [255, 0, 255, 100])
        #expect(rgba(.lightGray) == [170, 170, 170, 100])
        #expect(rgba(.clear) == [0, 0, 0, 0])
    }

    @Test func hueSaturationBrightnessRoundTrip() {
        var rng = SplitMix64(seed: 0xC0105)
        for _ in 0..<500 {
            let h = CGFloat.random(in: 0..<1, using: &rng), s = CGFloat.random(in: 0.05...1, using: &rng)
            let v = CGFloat.random(in: 0.05...1, using: &rng)
            let color = UIColor(hue: h, saturation: s, brightness: v, alpha: 1)
            var h2: CGFloat = 0, s2: CGFloat = 0, v2: CGFloat = 0, a2: CGFloat = 0
            color.getHue(&h2, saturation: &s2, brightness: &v2, alpha: &a2)
            #expect(abs(s2 - s) < 1e-9 && abs(v2 - v) < 1e-9)
            #expect(min(abs(h2 - h), 1 - abs(h2 - h)) < 1e-9)
        }
    }

    @Test func whiteColorsReportWhiteAndAlphaChanges() {
        var w: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&w, alpha: &a))
        #expect(w == 0.25 && a == 0.5)
        #expect(!UIColor.systemBlue.getWhite(&w, alpha: &a))
        #expect(UIColor.red.withAlphaComponent(0.3).cgColor.alpha == 0.3)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
    }
}
