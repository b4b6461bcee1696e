import Testing
import Foundation
@testable import UIKit
import UIKitTesting

/// Expected values: Apple's HIG, Typography, Specifications — the iOS and iPadOS Dynamic Type sizes table
/// (points per text style for xSmall … xxxLarge and AX1 … AX5; e.g. Body 17 pt at Large and 40 pt at
/// AX3 — `accessibilityExtraLarge`); `UIFontMetrics` documentation (scaled values follow the style's
/// curve; `maximumPointSize` caps the font); `UIContentSizeCategory.didChangeNotification` and
/// `adjustsFontForContentSizeCategory` documentation.
@MainActor
@Suite("Dynamic Type", .serialized)
struct DynamicTypeTests {
    static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The HIG table, row per style.
    static let hig: [(UIFont.TextStyle, [CGFloat])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ]

    @Test("preferredFont(forTextStyle:compatibleWith:) gives the HIG size of every style at every category")
    func sizeTable() {
        for (style, sizes) in Self.hig {
            for (category, size) in zip(Self.categories, sizes) {
                let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
                #expect(font.pointSize == size, "\(style.rawValue) at \(category.rawValue)")
            }
        }
        let headline = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        #expect(headline == UIFont.systemFont(ofSize: 17, weight: .semibold), "headline is the semibold style")
        let extraLarge = UIFont.preferredFont(forTextStyle: .extraLargeTitle, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        #expect(extraLarge == UIFont.systemFont(ofSize: 36, weight: .bold))
        let bold = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection { $0.legibilityWeight = .bold; $0.preferredContentSizeCategory = .large })
        #expect(bold == UIFont.systemFont(ofSize: 17, weight: .semibold), "Bold Text makes the body semibold")
    }

    @Test("without traits, the app's category applies (OPENUIKIT_CONTENT_SIZE or the host's setting)")
    func appCategory() {
        let host = HeadlessHost()
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        host.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 40)
        host.preferredContentSizeCategory = .large
    }

    @Test("UIFontMetrics scales values and custom fonts on the style's curve, with a maximum")
    func fontMetrics() {
        let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        let xs = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(abs(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: ax1) - 28) < 1e-9)
        #expect(abs(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 28, compatibleWith: xs) - 25) < 1e-9)
        #expect(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)) == 10)
        let custom = UIFont.systemFont(ofSize: 20, weight: .bold)
        let scaled = UIFontMetrics.default.scaledFont(for: custom, compatibleWith: ax1)
        #expect(abs(scaled.pointSize - 20 * 28 / 17) < 1e-6)
        #expect(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 24, compatibleWith: ax1).pointSize == 24)
        #expect(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 24, compatibleWith: xs).pointSize < 20)
    }

    @Test("a label with adjustsFontForContentSizeCategory grows with the category; one without keeps its font")
    func labelsAdjust() {
        let host = HeadlessHost()
        let controller = UIViewController()
        let adjusting = UILabel(), fixed = UILabel(), scaled = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        fixed.font = .preferredFont(forTextStyle: .body)
        scaled.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 30)
        scaled.adjustsFontForContentSizeCategory = true
        for label in [adjusting, fixed, scaled] {
            label.text = "Dynamic"
            controller.view.addSubview(label)
        }
        host.show(controller)
        let before = adjusting.intrinsicContentSize.height
        final class Received: @unchecked Sendable { var categories: [UIContentSizeCategory] = [] }
        let received = Received()
        let token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { note in
            if let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory { received.categories.append(value) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        host.preferredContentSizeCategory = .accessibilityExtraLarge
        host.renderFrame()
        #expect(received.categories == [.accessibilityExtraLarge])
        #expect(adjusting.font.pointSize == 40)
        #expect(adjusting.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(adjusting.intrinsicContentSize.height > before * 2)
        #expect(fixed.font.pointSize == 17)
        #expect(scaled.font.pointSize == 30, "capped at its maximum")
        host.preferredContentSizeCategory = .extraSmall
        host.renderFrame()
        #expect(adjusting.font.pointSize == 14)
        #expect(abs(scaled.font.pointSize - 20 * 14 / 17) < 1e-6)
        host.preferredContentSizeCategory = .large
    }
}
