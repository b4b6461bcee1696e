import Testing
import Foundation
import UIKitTesting
@testable import UIKit

/// Separators of list rows: visibility per appearance, per-edge insets, colour and the per-row handler.
@MainActor
@Suite("List separators")
struct ListSeparatorTests {
    /// The visible list cell of an item.
    func cell(_ c: ListHostViewController, _ item: Int, _ section: Int = 0) throws -> UICollectionViewListCell {
        try #require(c.collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell)
    }

    /// The shown separators of a row as frames (nil when hidden).
    func lines(_ cell: UICollectionViewListCell) -> (top: CGRect?, bottom: CGRect?) {
        (cell.topSeparator.isHidden ? nil : cell.topSeparator.frame, cell.bottomSeparator.isHidden ? nil : cell.bottomSeparator.frame)
    }

    @Test("Plain: no line above the first row, a line below every row including the last, aligned with the text")
    func plain() throws {
        let (_, c) = showList(.list(using: .init(appearance: .plain)), counts: [3])
        #expect(lines(try cell(c, 0)).top == nil)
        for item in 0 ..< 3 {
            #expect(lines(try cell(c, item)).bottom == CGRect(x: 16, y: 43.5, width: 374, height: 0.5))
        }
        #expect(lines(try cell(c, 1)).top == nil)
    }

    @Test("Grouped: edge-to-edge lines above the first and below the last row, text-aligned between rows")
    func grouped() throws {
        let (_, c) = showList(.list(using: .init(appearance: .grouped)), counts: [3])
        #expect(lines(try cell(c, 0)).top == CGRect(x: 0, y: 0, width: 390, height: 0.5))
        #expect(lines(try cell(c, 0)).bottom == CGRect(x: 16, y: 43.5, width: 374, height: 0.5))
        #expect(lines(try cell(c, 2)).bottom == CGRect(x: 0, y: 43.5, width: 390, height: 0.5))
        #expect(lines(try cell(c, 1)).top == nil)
    }

    @Test("Inset grouped: lines only between rows")
    func insetGrouped() throws {
        let (_, c) = showList(.list(using: .init(appearance: .insetGrouped)), counts: [3])
        #expect(lines(try cell(c, 0)).top == nil)
        #expect(lines(try cell(c, 0)).bottom == CGRect(x: 16, y: 43.5, width: 342, height: 0.5))
        #expect(lines(try cell(c, 2)).bottom == nil)
    }

    @Test("Per-edge insets and colour of the section's configuration, in each appearance")
    func sectionInsets() throws {
        for appearance in [UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped] {
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 20)
            configuration.separatorConfiguration.topSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
            configuration.separatorConfiguration.topSeparatorVisibility = .visible
            configuration.separatorConfiguration.color = .systemGreen
            let (_, c) = showList(.list(using: configuration), counts: [3])
            let first = try cell(c, 0)
            let w = first.bounds.width
            #expect(lines(first).bottom == CGRect(x: 40, y: 43.5, width: w - 60, height: 0.5), "\(appearance)")
            #expect(lines(first).top == CGRect(x: 10, y: 0, width: w - 40, height: 0.5), "\(appearance)")
            #expect(first.bottomSeparator.backgroundColor == UIColor.systemGreen)
            // A visible top on a later row is the same line as the row above's bottom one: drawn once.
            #expect(lines(try cell(c, 1)).top == nil, "\(appearance)")
        }
        // Only one edge set: the other keeps its automatic value.
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        var insets = UIListSeparatorConfiguration.automaticInsets
        insets.trailing = 25
        configuration.separatorConfiguration.bottomSeparatorInsets = insets
        let (_, c) = showList(.list(using: configuration), counts: [2])
        #expect(lines(try cell(c, 0)).bottom == CGRect(x: 16, y: 43.5, width: 390 - 16 - 25, height: 0.5))
    }

    @Test("itemSeparatorHandler decides per row: visibility, insets, colour; a hidden top hides the line above")
    func handler() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.itemSeparatorHandler = { path, base in
            var result = base
            switch path.item {
            case 0: result.topSeparatorVisibility = .visible
            case 1: result.bottomSeparatorVisibility = .hidden
            case 2: result.topSeparatorVisibility = .visible; result.topSeparatorInsets.leading = 0; result.topSeparatorInsets.trailing = 0
                result.color = .systemRed
            case 3: result.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
            case 5: result.topSeparatorVisibility = .hidden
            default: break
            }
            return result
        }
        let (host, c) = showList(.list(using: configuration), counts: [7])
        #expect(lines(try cell(c, 0)).top == CGRect(x: 16, y: 0, width: 374, height: 0.5))
        #expect(lines(try cell(c, 1)).bottom == nil)
        // Row 1 hides its bottom line, so row 2's visible top one is drawn (full width, red).
        #expect(lines(try cell(c, 2)).top == CGRect(x: 0, y: 0, width: 390, height: 0.5))
        #expect(try cell(c, 2).topSeparator.backgroundColor == UIColor.systemRed)
        #expect(lines(try cell(c, 3)).bottom == CGRect(x: 0, y: 43.5, width: 390, height: 0.5))
        // Row 5 hides its top: row 4 draws no bottom line.
        #expect(lines(try cell(c, 4)).bottom == nil)
        #expect(lines(try cell(c, 5)).bottom != nil)
        // Pixels: the red line at the top of row 2 spans the row; row 1 has no line at its bottom.
        let image = host.snapshot()
        let red = image.pixel(atPoint: CGPoint(x: 5, y: 88.2), scale: 2)
        #expect(red.r > 200 && red.g < 120 && red.b < 120)
        let noLine = image.pixel(atPoint: CGPoint(x: 100, y: 87.8), scale: 2)
        #expect(noLine.isClose(to: Pixel(r: 255, g: 255, b: 255)))
        // The full-width line under row 3 reaches x = 5; the default one under row 0 does not.
        #expect(!image.pixel(atPoint: CGPoint(x: 5, y: 175.8), scale: 2).isClose(to: Pixel(r: 255, g: 255, b: 255)))
        #expect(image.pixel(atPoint: CGPoint(x: 5, y: 43.8), scale: 2).isClose(to: Pixel(r: 255, g: 255, b: 255)))
        #expect(!image.pixel(atPoint: CGPoint(x: 100, y: 43.8), scale: 2).isClose(to: Pixel(r: 255, g: 255, b: 255)))
    }
}
