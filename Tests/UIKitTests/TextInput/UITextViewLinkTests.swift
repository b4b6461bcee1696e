import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Records a text view delegate's link calls in order, as a UIKit developer would log them.
@MainActor
private final class LinkDelegate: UITextViewDelegate {
    var log: [String] = []
    var allowsInteraction = true
    /// What `primaryActionFor` returns: the default action unless replaced.
    var primaryAction: ((UIAction) -> UIAction?)?

    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
        log.append("shouldInteract(\(URL.absoluteString),\(characterRange.location),\(characterRange.length),\(interaction.rawValue))")
        return allowsInteraction
    }

    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
        log.append("primaryAction(\(textItem.link?.absoluteString ?? textItem.tagIdentifier ?? "?"),\(textItem.range.location),\(textItem.range.length))")
        return primaryAction.map { $0(defaultAction) } ?? defaultAction
    }
}

/// Links in a text view's attributed text: drawn with `linkTextAttributes`, opened by a tap through the
/// delegate (UITextViewDelegate's iOS 10 and iOS 17 methods) when the view is selectable and not editable.
@MainActor
struct UITextViewLinkTests {
    private let url = URL(string: "https://example.com/docs")!
    /// "Read the docs today": "the docs" (offset 5, length 8) links to `url`.
    private let linkRange = NSRange(location: 5, length: 8)

    private func linkedText(link: Any? = nil) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "Read the docs today", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.addAttribute(.link, value: link ?? url, range: linkRange)
        return text
    }

    private func scene(editable: Bool, delegate: LinkDelegate? = nil, scale: CGFloat = 1) -> (HeadlessHost, UITextView) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 120), scale: scale)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 100))
        view.isEditable = editable
        view.attributedText = linkedText()
        view.delegate = delegate
        controller.view.addSubview(view)
        host.show(controller)
        return (host, view)
    }

    /// The middle of the characters in `range`, in window coordinates.
    private func point(of range: NSRange, in view: UITextView) throws -> CGPoint {
        let rect = view.firstRect(for: try textRange(range, in: view))
        return view.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    @Test func tapOnALinkAsksTheDelegateAndOpensTheURL() throws {
        let delegate = LinkDelegate()
        let (host, view) = scene(editable: false, delegate: delegate)
        host.tap(at: try point(of: linkRange, in: view))
        #expect(delegate.log == ["primaryAction(https://example.com/docs,5,8)", "shouldInteract(https://example.com/docs,5,8,0)"])
        #expect(host.openedURLs == [url])
        // A tap on a link neither selects nor begins editing.
        #expect(!view.isEditing && view.selectedRange.length == 0)
    }

    @Test func returningFalseFromShouldInteractSuppressesTheOpen() throws {
        let delegate = LinkDelegate()
        delegate.allowsInteraction = false
        let (host, view) = scene(editable: false, delegate: delegate)
        host.tap(at: try point(of: linkRange, in: view))
        #expect(delegate.log.count == 2)
        #expect(host.openedURLs.isEmpty)
    }

    @Test func thePrimaryActionCanBeReplacedOrRemoved() throws {
        let delegate = LinkDelegate()
        var ran: [String] = []
        delegate.primaryAction = { _ in UIAction(title: "Custom") { action in ran.append(action.title) } }
        let (host, view) = scene(editable: false, delegate: delegate)
        host.tap(at: try point(of: linkRange, in: view))
        #expect(ran == ["Custom"])
        #expect(host.openedURLs.isEmpty)
        #expect(!delegate.log.contains { $0.hasPrefix("shouldInteract") })
        delegate.primaryAction = { _ in nil }
        host.advance(by: 0.5)
        host.tap(at: try point(of: linkRange, in: view))
        #expect(ran == ["Custom"] && host.openedURLs.isEmpty)
    }

    @Test func withoutADelegateTheLinkOpens() throws {
        let (host, view) = scene(editable: false)
        host.tap(at: try point(of: linkRange, in: view))
        #expect(host.openedURLs == [url])
    }

    @Test func aStringLinkValueOpensItsURL() throws {
        let (host, view) = scene(editable: false)
        view.attributedText = linkedText(link: "https://example.org/a")
        host.renderFrame()
        host.tap(at: try point(of: linkRange, in: view))
        #expect(host.openedURLs == [URL(string: "https://example.org/a")!])
    }

    @Test func tapsOffTheLinkOrOnAnEditableViewOpenNothing() throws {
        let delegate = LinkDelegate()
        let (host, view) = scene(editable: false, delegate: delegate)
        host.tap(at: try point(of: NSRange(location: 0, length: 4), in: view))   // "Read"
        host.advance(by: 0.5)
        host.tap(at: try point(of: NSRange(location: 14, length: 5), in: view))  // "today"
        #expect(delegate.log.isEmpty && host.openedURLs.isEmpty)
        // UIKit: links are interactive only when the view is not editable; the tap places the caret.
        view.isEditable = true
        view.resignFirstResponder()
        host.advance(by: 0.5)
        host.tap(at: try point(of: linkRange, in: view))
        #expect(delegate.log.isEmpty && host.openedURLs.isEmpty)
        #expect(view.isEditing && view.selectedRange.length == 0)
        #expect((5...13).contains(view.selectedRange.location))
    }

    @Test func aTouchThatLeavesTheLinkOrIsNotSelectableOpensNothing() throws {
        let (host, view) = scene(editable: false)
        let start = try point(of: linkRange, in: view)
        host.touchDown(at: start)
        host.touchMove(to: CGPoint(x: start.x, y: start.y + 60))
        host.touchUp()
        #expect(host.openedURLs.isEmpty)
        host.advance(by: 0.5)
        view.isSelectable = false
        host.tap(at: start)
        #expect(host.openedURLs.isEmpty)
    }

    @Test func tappingATaggedItemAsksForItsPrimaryAction() throws {
        let delegate = LinkDelegate()
        let (host, view) = scene(editable: false, delegate: delegate)
        let text = NSMutableAttributedString(string: "Ping @team now", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.addAttribute(.textItemTag, value: "team", range: NSRange(location: 5, length: 5))
        view.attributedText = text
        host.renderFrame()
        host.tap(at: try point(of: NSRange(location: 5, length: 5), in: view))
        #expect(delegate.log == ["primaryAction(team,5,5)"])
        #expect(host.openedURLs.isEmpty)
    }

    // MARK: Drawing

    /// How many pixels inside `rect` (points, window) are mostly `channel`-coloured.
    private func count(in image: CGImage, rect: CGRect, scale: CGFloat, where matches: (Int, Int, Int) -> Bool) -> Int {
        var count = 0
        var y = rect.minY
        while y < rect.maxY {
            var x = rect.minX
            while x < rect.maxX {
                let p = image.pixel(atPoint: CGPoint(x: x, y: y), scale: scale)
                if matches(p.r, p.g, p.b) { count += 1 }
                x += 0.5
            }
            y += 0.5
        }
        return count
    }

    private func windowRect(of range: NSRange, in view: UITextView) throws -> CGRect {
        view.convert(view.firstRect(for: try textRange(range, in: view)), to: nil)
    }

    private func textRange(_ range: NSRange, in view: UITextView) throws -> UITextRange {
        let start = try #require(view.position(from: view.beginningOfDocument, offset: range.location))
        let end = try #require(view.position(from: view.beginningOfDocument, offset: range.location + range.length))
        return try #require(view.textRange(from: start, to: end))
    }

    @Test func linksDrawInTheTintColourWithoutUnderlineByDefault() throws {
        let (host, view) = scene(editable: false, scale: 2)
        #expect((view.linkTextAttributes[.foregroundColor] as? UIColor) == view.tintColor)
        #expect(view.linkTextAttributes[.underlineStyle] == nil)
        let image = host.snapshot()
        let blue: (Int, Int, Int) -> Bool = { r, g, b in b > 180 && r < 90 && g < 160 }
        let dark: (Int, Int, Int) -> Bool = { r, g, b in r < 90 && g < 90 && b < 90 }
        let link = try windowRect(of: linkRange, in: view)
        let plain = try windowRect(of: NSRange(location: 14, length: 5), in: view)
        #expect(count(in: image, rect: link, scale: 2, where: blue) > 40)
        #expect(count(in: image, rect: link, scale: 2, where: dark) == 0)
        #expect(count(in: image, rect: plain, scale: 2, where: blue) == 0)
        #expect(count(in: image, rect: plain, scale: 2, where: dark) > 40)
        // No underline: the row just under the glyphs' baseline band stays white across the link.
        let font = UIFont.systemFont(ofSize: 17)
        let underlineBand = CGRect(x: link.minX + 2, y: link.minY + font.ascender + 1, width: link.width - 4, height: 1)
        #expect(count(in: image, rect: underlineBand, scale: 2, where: blue) < 4)
    }

    @Test func linkTextAttributesReplaceTheLinkLook() throws {
        let (host, view) = scene(editable: true, scale: 2)
        view.linkTextAttributes = [.foregroundColor: UIColor.systemRed, .underlineStyle: NSUnderlineStyle.single.rawValue]
        host.renderFrame()
        let image = host.snapshot()
        let red: (Int, Int, Int) -> Bool = { r, g, b in r > 200 && g < 110 && b < 110 }
        let link = try windowRect(of: linkRange, in: view)
        #expect(count(in: image, rect: link, scale: 2, where: red) > 40)
        #expect(count(in: image, rect: try windowRect(of: NSRange(location: 0, length: 4), in: view), scale: 2, where: red) == 0)
        // Setting nil restores the tint colour.
        view.linkTextAttributes = nil
        host.renderFrame()
        #expect(count(in: host.snapshot(), rect: link, scale: 2, where: red) == 0)
    }

    // MARK: UIApplication

    @Test func applicationOpenRecordsTheURLAndReportsOnTheMainQueue() async {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        #expect(UIApplication.shared.canOpenURL(url))
        #expect(!UIApplication.shared.canOpenURL(URL(string: "relative/path")!))
        #expect(await UIApplication.shared.open(url))
        #expect(await !UIApplication.shared.open(url, options: [.universalLinksOnly: true]))
        #expect(host.openedURLs == [url])
    }
}
