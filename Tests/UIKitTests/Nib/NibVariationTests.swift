import Testing
import Foundation
import UIKitTesting
@testable import UIKit

/// A controller whose view is Variations.xib's root view.
final class VariationsViewController: UIViewController {
    override func loadView() {
        view = UINib(nibName: "Variations", bundle: nil).instantiate(withOwner: self, options: nil).first as? UIView
    }
}

@MainActor
@Suite("Nib: size-class variations follow the trait collection")
struct NibVariationTests {
    @Test("compact height installs the variation's constraints, removes its subview and takes its font and colour; regular restores them")
    func compactHeight() throws {
        let controller = VariationsViewController()
        let host = HeadlessHost(size: CGSize(width: 393, height: 852), scale: 1)
        host.show(controller)
        _ = host.runUntilIdle()
        let root = try #require(controller.view)
        let label = try #require(root.subviews.first as? UILabel)
        #expect(root.subviews.count == 3)
        let banner = root.subviews[1]
        let footer = root.subviews[2]
        // The base configuration, as Xcode's canvas shows it for an iPhone in portrait (compact width, regular height).
        #expect(root.traitCollection.verticalSizeClass == .regular)
        #expect(label.frame.minY == 100 && label.frame.minX == 20)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(banner.frame == CGRect(x: 0, y: label.frame.maxY + 10, width: 393, height: 50))
        #expect(root.backgroundColor == .systemBackground)

        controller.traitOverrides.verticalSizeClass = .compact
        _ = host.runUntilIdle()
        #expect(root.traitCollection.verticalSizeClass == .compact)
        #expect(banner.superview == nil)
        #expect(root.subviews.count == 2 && root.subviews.last === footer)
        #expect(label.frame.minY == 20)
        #expect(label.font == UIFont.systemFont(ofSize: 30))
        #expect(root.backgroundColor == .systemGray6)
        #expect(footer.frame == CGRect(x: 0, y: 802, width: 393, height: 50))

        controller.traitOverrides.verticalSizeClass = .regular
        _ = host.runUntilIdle()
        #expect(banner.superview === root && root.subviews[1] === banner)   // back at its document position
        #expect(label.frame.minY == 100 && label.font == UIFont.systemFont(ofSize: 17))
        #expect(banner.frame == CGRect(x: 0, y: label.frame.maxY + 10, width: 393, height: 50))
        #expect(root.backgroundColor == .systemBackground)
    }

    @Test("outside a window (unspecified size classes) a nib has its default configuration")
    func unspecified() throws {
        let root = try #require(UINib(nibName: "Variations", bundle: nil).instantiate(withOwner: nil, options: nil).first as? UIView)
        root.layoutIfNeeded()
        let label = try #require(root.subviews.first as? UILabel)
        #expect(root.subviews.count == 3)
        #expect(label.frame.minY == 100 && label.font == UIFont.systemFont(ofSize: 17))
        #expect(!root.constraints.contains { $0.isActive && $0.firstAttribute == .top && $0.constant == 20 })
        #expect(root.constraints.contains { $0.isActive && $0.firstAttribute == .top && $0.constant == 100 })
    }
}
