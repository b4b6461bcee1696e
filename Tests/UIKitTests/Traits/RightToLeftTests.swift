import Testing
import Foundation
@testable import UIKit
import UIKitTesting

/// Expected behaviour: Apple's documentation of `userInterfaceLayoutDirection(for:relativeTo:)` (only
/// `.unspecified` follows the interface direction; playback and spatial content stays left to right),
/// `effectiveUserInterfaceLayoutDirection`, `NSLayoutConstraint.Attribute.leading` ("the leading edge …
/// for right-to-left languages, the right edge"), `UIStackView` (arranged views laid out in the leading
/// to trailing direction) and `directionalLayoutMargins` (leading and trailing swap in right to left).
@MainActor
@Suite("Right to left", .serialized)
struct RightToLeftTests {
    @Test("userInterfaceLayoutDirection(for:relativeTo:) follows UIKit's rules")
    func directionRules() {
        let rtl = UIUserInterfaceLayoutDirection.rightToLeft
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: rtl) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: rtl) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: rtl) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: rtl) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == UIApplication.shared.userInterfaceLayoutDirection)
    }

    @Test("a right-to-left app gives views a right-to-left direction unless their content forces one")
    func effectiveDirection() {
        let host = HeadlessHost()
        host.layoutDirection = .rightToLeft
        defer { host.layoutDirection = .leftToRight }
        let controller = UIViewController()
        let plain = UIView(), media = UIView()
        media.semanticContentAttribute = .playback
        controller.view.addSubview(plain)
        controller.view.addSubview(media)
        host.show(controller)
        #expect(controller.traitCollection.layoutDirection == .rightToLeft)
        #expect(plain.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(media.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
    }

    private func layoutLeadingChild(rtl: Bool) -> CGRect {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        host.layoutDirection = rtl ? .rightToLeft : .leftToRight
        defer { host.layoutDirection = .leftToRight }
        let controller = UIViewController()
        host.show(controller)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
            child.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        controller.view.layoutIfNeeded()
        return child.frame
    }

    @Test("leading constraints mirror: 16 points from the right edge in right to left")
    func autoLayoutMirrors() {
        #expect(layoutLeadingChild(rtl: false) == CGRect(x: 16, y: 10, width: 100, height: 20))
        #expect(layoutLeadingChild(rtl: true) == CGRect(x: 274, y: 10, width: 100, height: 20))
    }

    @Test("a horizontal stack view lays its arranged views out from the right in right to left")
    func stackViewMirrors() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200))
        host.layoutDirection = .rightToLeft
        defer { host.layoutDirection = .leftToRight }
        let controller = UIViewController()
        host.show(controller)
        let views = (0..<3).map { _ in UIView() }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -20),
            stack.topAnchor.constraint(equalTo: controller.view.topAnchor),
            stack.heightAnchor.constraint(equalToConstant: 40),
        ])
        controller.view.layoutIfNeeded()
        #expect(stack.frame.minX == 20 && stack.frame.maxX == 300, "the trailing inset is on the left")
        // In the stack's coordinates (280 wide): the first arranged view is rightmost, ending at the
        // stack's right edge; the last starts at its left edge; spacing 10 between them.
        #expect(abs(views[0].frame.maxX - 280) < 0.5)
        #expect(abs(views[2].frame.minX) < 0.5)
        #expect(views[0].frame.minX > views[1].frame.maxX && views[1].frame.minX > views[2].frame.maxX)
        #expect(abs(views[0].frame.minX - views[1].frame.maxX - 10) < 1)
    }

    @Test("directional layout margins swap leading and trailing in right to left")
    func marginsMirror() {
        let host = HeadlessHost()
        host.layoutDirection = .rightToLeft
        defer { host.layoutDirection = .leftToRight }
        let controller = UIViewController()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(view)
        host.show(controller)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 2, trailing: 5)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 5, bottom: 2, right: 20))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 2, trailing: 5))
    }
}
