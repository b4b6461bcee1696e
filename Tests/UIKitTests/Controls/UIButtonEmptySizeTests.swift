import Testing
@testable import UIKit

/// An empty button (no title, no image) sizes to 30 × 34 points on iOS, for every classic button type.
@MainActor
@Suite("Empty button size")
struct UIButtonEmptySizeTests {
    @Test("sizeToFit on an empty system or custom button gives 30 × 34", arguments: [UIButton.ButtonType.system, .custom])
    func emptyButtonSizesTo30By34(type: UIButton.ButtonType) {
        let button = UIButton(type: type)
        button.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        button.sizeToFit()
        #expect(button.frame == CGRect(x: 10, y: 20, width: 30, height: 34))
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
    }

    @Test("An empty title counts as no title; a title replaces the empty size")
    func emptyTitleIsEmpty() {
        let button = UIButton(type: .system)
        button.setTitle("", for: .normal)
        #expect(button.sizeThatFits(.zero) == CGSize(width: 30, height: 34))
        button.setTitle("OK", for: .normal)
        let titled = button.sizeThatFits(.zero)
        #expect(titled.height >= 30 && titled.height <= 31)
    }

    @Test("Content insets add to the empty size (unverified on iOS: the plausible choice, documented)")
    func insetsAddToTheEmptySize() {
        let button = UIButton(type: .custom)
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(button.sizeThatFits(.zero) == CGSize(width: 36, height: 38))
    }
}
