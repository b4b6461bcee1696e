import Testing
import Foundation
@testable import UIKit

@MainActor
@Suite("Configuration values")
struct ConfigurationValueTests {
    @Test("cell(): body text, margins {11, 16, 11, 8}, horizontal margins preserved, paddings 16 and 3")
    func cellDefaults() {
        let c = UIListContentConfiguration.cell()
        #expect(c.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8))
        #expect(c.axesPreservingSuperviewLayoutMargins == .horizontal)
        #expect(c.imageToTextPadding == 16)
        #expect(c.textToSecondaryTextVerticalPadding == 3)
        #expect(c.textProperties.font == UIFont.systemFont(ofSize: 17))
        #expect(c.textProperties.color == UIColor.label)
        #expect(c.secondaryTextProperties.color == UIColor.secondaryLabel)
        #expect(!c.prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.groupedHeader().directionalLayoutMargins == NSDirectionalEdgeInsets(top: 17, leading: 8, bottom: 6, trailing: 8))
        #expect(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font == UIFont.boldSystemFont(ofSize: 20))
    }

    @Test("text and attributedText replace each other")
    func textExclusive() {
        var c = UIListContentConfiguration.cell()
        c.text = "a"
        c.attributedText = NSAttributedString(string: "b")
        #expect(c.text == nil)
        #expect(c.attributedText?.string == "b")
        c.text = "c"
        #expect(c.attributedText == nil)
    }

    @Test("updated(for:) applies state colours only to automatic colours and is reversible")
    func updatedForState() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        var sidebar = UIListContentConfiguration.sidebarCell()
        sidebar.text = "x"
        state.isSelected = true
        let selected = sidebar.updated(for: state)
        #expect(selected.textProperties.color == UIColor.white)
        state.isSelected = false
        #expect(selected.updated(for: state).textProperties.color == UIColor.label)
        var custom = UIListContentConfiguration.sidebarCell()
        custom.textProperties.color = .systemRed
        state.isSelected = true
        #expect(custom.updated(for: state).textProperties.color == UIColor.systemRed)
        state.isSelected = false
        state.isDisabled = true
        #expect(UIListContentConfiguration.cell().updated(for: state).textProperties.color == UIColor.tertiaryLabel)
    }

    @Test("UIListContentView: a one-line body cell is 44 tall; stacked subtitle adds 3 + secondary line")
    func contentViewHeights() {
        var c = UIListContentConfiguration.cell()
        c.text = "Row"
        let view = UIListContentView(configuration: c)
        #expect(view.sizeThatFits(CGSize(width: 390, height: 0)).height == 44)
        c.secondaryText = "Detail"
        view.configuration = c
        let tall = view.sizeThatFits(CGSize(width: 390, height: 0)).height
        #expect(tall > 44 && tall < 70)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: tall)
        view.layoutIfNeeded()
        let text = view.textLayoutGuide!.layoutFrame, secondary = view.secondaryTextLayoutGuide!.layoutFrame
        #expect(text.minX == 16 && text.minY == 11)
        #expect(secondary.minY == text.maxY + 3)
        #expect(view.imageLayoutGuide == nil)
        #expect(view.supports(UIListContentConfiguration.valueCell()))
    }

    @Test("Images lead the text by imageToTextPadding; value cells put secondary text at the trailing margin")
    func imageAndValueLayout() {
        var c = UIListContentConfiguration.valueCell()
        c.text = "Wi-Fi"
        c.secondaryText = "Home"
        c.image = UIImage(systemName: "bell.fill")
        let view = UIListContentView(configuration: c)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        view.layoutIfNeeded()
        let image = view.imageLayoutGuide!.layoutFrame, text = view.textLayoutGuide!.layoutFrame
        #expect(text.minX == CGFloat(16 + 28 + 16))
        #expect(image.midX == CGFloat(16 + 14))
        #expect(abs(view.secondaryTextLayoutGuide!.layoutFrame.maxX - (390 - 8)) < 1)
    }

    @Test("Background configurations: factories, nil colour means tint, state tints")
    func backgrounds() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        let grouped = UIBackgroundConfiguration.listGroupedCell()
        #expect(grouped.backgroundColor == UIColor.secondarySystemGroupedBackground)
        state.isHighlighted = true
        let pressed = grouped.updated(for: state)
        #expect(pressed.backgroundColor == UIColor.systemGray4)
        state.isHighlighted = false
        #expect(pressed.updated(for: state).backgroundColor == UIColor.secondarySystemGroupedBackground)
        state.isSelected = true
        let sidebar = UIBackgroundConfiguration.listSidebarCell().updated(for: state)
        #expect(sidebar.backgroundColor == nil)
        #expect(sidebar.resolvedBackgroundColor(for: .systemPink) == UIColor.systemPink)
        #expect(sidebar.cornerRadius == 10)
        var custom = UIBackgroundConfiguration.listPlainCell()
        custom.backgroundColor = .systemYellow
        #expect(custom.updated(for: state).backgroundColor == UIColor.systemYellow)
        #expect(UIBackgroundConfiguration.clear().updated(for: state).backgroundColor == UIColor.clear)
        var transformed = UIBackgroundConfiguration.clear()
        transformed.backgroundColor = .white
        transformed.backgroundColorTransformer = .grayscale
        #expect(transformed.resolvedBackgroundColor(for: .systemBlue) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    @Test("Configuration states: defaults, custom keys, equality")
    func states() {
        var a = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(!a.isSelected && !a.isEditing && a.cellDragState == .none && a.cellDropState == .none)
        let key = UIConfigurationStateCustomKey("k")
        a[key] = 3
        #expect(a[key] == AnyHashable(3))
        var b = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(a != b)
        b[key] = 3
        #expect(a == b)
        a[key] = nil
        #expect(a[key] == nil)
        #expect(UIViewConfigurationState(traitCollection: UITraitCollection()).isPinned == false)
    }
}
