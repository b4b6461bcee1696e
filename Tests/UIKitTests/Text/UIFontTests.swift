import Testing
@testable import UIKit

@Suite("UIFont")
struct UIFontTests {
    @Test func systemFontLineHeightIsCloseToIOS() {
        let font = UIFont.systemFont(ofSize: 17)
        // iOS: 20.287 (SF Pro). Inter here: 20.574 (ascender 16.469, descender -4.105); tolerance 2%.
        #expect(abs(font.lineHeight - 20.287) < 20.287 * 0.02)
        #expect(abs(font.lineHeight - 20.574) < 0.01)
        #expect(abs(font.lineHeight - (font.ascender - font.descender + font.leading)) < 1e-9)
        #expect(font.descender < 0)
        #expect(font.capHeight > 10 && font.capHeight < font.ascender)
        #expect(font.xHeight > 7 && font.xHeight < font.capHeight)
        #expect(font.leading == 0)
        #expect(font.pointSize == 17)
    }

    @Test func preferredFontsHaveUIKitDefaultSizesAndWeights() {
        let expected: [(UIFont.TextStyle, CGFloat, UIFont.Weight)] = [
            (.largeTitle, 34, .regular), (.title1, 28, .regular), (.title2, 22, .regular), (.title3, 20, .regular),
            (.headline, 17, .semibold), (.body, 17, .regular), (.callout, 16, .regular),
            (.subheadline, 15, .regular), (.footnote, 13, .regular), (.caption1, 12, .regular),
            (.caption2, 11, .regular), (.extraLargeTitle, 36, .bold), (.extraLargeTitle2, 28, .bold),
        ]
        for (style, size, weight) in expected {
            let font = UIFont.preferredFont(forTextStyle: style)
            #expect(font.pointSize == size, "\(style.rawValue)")
            #expect(font.weight == weight, "\(style.rawValue)")
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
        #expect(UIFont.preferredFont(forTextStyle: .body).fontName == ".SFUI-Regular")
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
        #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
    }

    @Test func headlineResolvesToASemiboldFace() {
        let text = NSAttributedString(string: "Headline", attributes: [.font: UIFont.preferredFont(forTextStyle: .headline)])
        let regular = NSAttributedString(string: "Headline", attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
        #expect(TextLayout.resolvedFamilies(TextContent(attributedString: text)) == ["Inter"])
        #expect(text.size().width > regular.size().width)
    }

    @Test func weightsHaveApplesRawValues() {
        #expect(UIFont.Weight.ultraLight.rawValue == -0.8)
        #expect(UIFont.Weight.thin.rawValue == -0.6)
        #expect(UIFont.Weight.light.rawValue == -0.4)
        #expect(UIFont.Weight.regular.rawValue == 0)
        #expect(UIFont.Weight.medium.rawValue == 0.23)
        #expect(UIFont.Weight.semibold.rawValue == 0.3)
        #expect(UIFont.Weight.bold.rawValue == 0.4)
        #expect(UIFont.Weight.heavy.rawValue == 0.56)
        #expect(UIFont.Weight.black.rawValue == 0.62)
    }

    @Test func legacySizeConstants() {
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.systemFontSize == 14)
        #expect(UIFont.smallSystemFontSize == 12)
        #expect(UIFont.buttonFontSize == 18)
    }

    @Test func equalityAndHashingFollowTheDescriptor() {
        let a = UIFont.systemFont(ofSize: 17)
        let b = UIFont.systemFont(ofSize: 17, weight: .regular)
        #expect(a == b)
        #expect(a.hash == b.hash)
        #expect(a != UIFont.boldSystemFont(ofSize: 17))
        #expect(a != UIFont.italicSystemFont(ofSize: 17))
        #expect(a != UIFont.systemFont(ofSize: 18))
        #expect(a.withSize(18) == UIFont.systemFont(ofSize: 18))
        #expect(Set([a, b, UIFont.boldSystemFont(ofSize: 17)]).count == 2)
    }

    @Test func namesOfSystemAndNamedFonts() {
        #expect(UIFont.systemFont(ofSize: 17).familyName == ".AppleSystemUIFont")
        #expect(UIFont.boldSystemFont(ofSize: 17).fontName == ".SFUI-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 17).fontName == ".SFUI-Italic")
        let inter = UIFont(name: "Inter", size: 20)
        #expect(inter?.familyName == "Inter")
        #expect(inter?.pointSize == 20)
        #expect(UIFont(name: "Inter-SemiBold", size: 12)?.weight == .semibold)
        #expect(UIFont(name: "DejaVuSans-Bold", size: 12)?.familyName == "DejaVu Sans")
        #expect(UIFont(name: "No Such Font", size: 12) == nil)
        #expect(UIFont(name: "HelveticaNeue-Bold", size: 12) == UIFont.boldSystemFont(ofSize: 12))
        #expect(UIFont.familyNames.contains("Inter"))
        #expect(UIFont.fontNames(forFamilyName: "Inter").contains("Inter-Bold"))
    }

    @Test func monospacedFonts() {
        let mono = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
        let content = TextContent(attributedString: NSAttributedString(string: "iiii", attributes: [.font: mono]))
        #expect(TextLayout.resolvedFamilies(content) == ["DejaVu Sans Mono"])
        let narrow = NSAttributedString(string: "iiii", attributes: [.font: mono]).size().width
        let wide = NSAttributedString(string: "MMMM", attributes: [.font: mono]).size().width
        #expect(abs(narrow - wide) < 0.01)
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        let ones = NSAttributedString(string: "1111", attributes: [.font: digits]).size().width
        let eights = NSAttributedString(string: "8888", attributes: [.font: digits]).size().width
        #expect(abs(ones - eights) < 0.01)
    }

    @Test func trackingFollowsTheHIGTable() {
        #expect(abs(SystemFontTracking.points(forSize: 17) - (-0.442)) < 0.001)
        #expect(SystemFontTracking.points(forSize: 12) == 0)
        #expect(SystemFontTracking.points(forSize: 100) == 0)
        #expect(SystemFontTracking.points(forSize: 34) > 0)
        // With tracking, "This is a test string" at 17 pt is within 1% of iOS's 144.093 pt.
        let width = "This is a test string".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        #expect(abs(width - 144.093) < 144.093 * 0.01)
    }

    @Test func nonPositiveSizesBecomeTwelvePoints() {
        #expect(UIFont.systemFont(ofSize: 0).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: -3).pointSize == 12)
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 12)
    }
}

@Suite("UIFontMetrics")
struct UIFontMetricsTests {
    @Test func defaultContentSizeScalesByOne() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(UIFontMetrics.default.scaledFont(for: font) == font)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 12) == 12)
        #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 15).pointSize == 15)
        #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 0).pointSize == 17)
    }
}
