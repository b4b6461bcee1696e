import Testing
import UIKitTesting
@_spi(OpenUIKitHost) @testable import UIKit

/// A view recording the button masks of the events its touches come with.
private final class ButtonRecordingView: UIView {
    var began: [UIEvent.ButtonMask] = []
    var types: [UITouch.TouchType] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began.append(event?.buttonMask ?? [])
        types.append(touches.first?.type ?? .direct)
    }
}

@MainActor
struct SecondaryButtonTests {
    private func hostedView() -> (HeadlessHost, ButtonRecordingView) {
        let host = HeadlessHost()
        let controller = UIViewController()
        let view = ButtonRecordingView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        controller.view.addSubview(view)
        host.show(controller)
        host.renderFrame()
        return (host, view)
    }

    @Test func buttonMasksHaveUIKitsValues() {
        #expect(UIEvent.ButtonMask.primary.rawValue == 1)
        #expect(UIEvent.ButtonMask.secondary.rawValue == 2)
        #expect(UIEvent.ButtonMask.button(1) == .primary)
        #expect(UIEvent.ButtonMask.button(2) == .secondary)
        #expect(UIEvent.ButtonMask.button(3).rawValue == 4)
        let both: UIEvent.ButtonMask = [.primary, .secondary]
        #expect(both.rawValue == 3)
        #expect(SDLWindowHost.buttonMask(sdlButton: 1) == .primary)
        #expect(SDLWindowHost.buttonMask(sdlButton: 3) == .secondary)
        #expect(SDLWindowHost.buttonMask(sdlButton: 2) == nil)
    }

    @Test func eventsCarryThePressedButton() {
        let (host, view) = hostedView()
        host.click(at: CGPoint(x: 100, y: 150))
        host.click(at: CGPoint(x: 100, y: 150), button: .secondary)
        host.tap(at: CGPoint(x: 100, y: 150))
        #expect(view.began == [.primary, .secondary, []])
        #expect(view.types == [.indirectPointer, .indirectPointer, .direct])
    }

    @Test func tapRecognizersRequireTheirButtons() {
        let (host, view) = hostedView()
        var primaryTaps = 0, secondaryTaps = 0
        var recognizedMask: UIEvent.ButtonMask = []
        let primary = UITapGestureRecognizer()
        primary.addAction { (_: UITapGestureRecognizer) in primaryTaps += 1 }
        let secondary = UITapGestureRecognizer()
        secondary.buttonMaskRequired = .secondary
        secondary.addAction { (tap: UITapGestureRecognizer) in
            secondaryTaps += 1
            recognizedMask = tap.buttonMask
        }
        #expect(primary.buttonMaskRequired == .primary)
        view.addGestureRecognizer(primary)
        view.addGestureRecognizer(secondary)
        host.click(at: CGPoint(x: 100, y: 150), button: .secondary)
        _ = host.runUntilIdle()
        #expect(primaryTaps == 0 && secondaryTaps == 1)
        #expect(recognizedMask == .secondary)
        host.click(at: CGPoint(x: 200, y: 250))
        _ = host.runUntilIdle()
        host.tap(at: CGPoint(x: 60, y: 120))
        _ = host.runUntilIdle()
        #expect(primaryTaps == 2 && secondaryTaps == 1)
    }

    @Test func aSecondaryClickOpensTheContextMenuAtOnce() {
        let delegate = RecordingMenuDelegate()
        let (host, window, _, interaction) = makeMenuHost(delegate)
        host.click(at: CGPoint(x: 100, y: 150), button: .secondary)
        // No half-second hold: the menu is asked for and shown on the click.
        #expect(delegate.events.first == "configuration 60,30")
        host.advance(by: 0.4)
        #expect(menuContainer(in: window) != nil)
        #expect(interaction.menuAppearance == .rich)
        #expect(interaction.location(in: nil) == CGPoint(x: 100, y: 150))
        #expect(!delegate.events.contains { $0.hasPrefix("handler") })
        // A primary click stays a click: it asks for nothing until held for the long press.
        let other = RecordingMenuDelegate()
        let (host2, window2, _, _) = makeMenuHost(other)
        host2.click(at: CGPoint(x: 100, y: 150))
        host2.advance(by: 0.6)
        #expect(other.events.isEmpty)
        #expect(menuContainer(in: window2) == nil)
    }

    @Test func aSecondaryClickOnATableRowDoesNotSelectIt() {
        let (host, table, _) = makeHostedTable([Array(0 ..< 20)])
        let point = CGPoint(x: 100, y: table.rectForRow(at: IndexPath(row: 2, section: 0)).midY)
        host.click(at: point, button: .secondary)
        _ = host.runUntilIdle()
        #expect(table.indexPathForSelectedRow == nil)
        host.click(at: point)
        _ = host.runUntilIdle()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test func aSecondaryClickInATextFieldShowsTheEditMenuAtThePointer() throws {
        let host = HeadlessHost()
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
        field.text = "Hello wide world"
        controller.view.addSubview(field)
        host.show(controller)
        host.renderFrame()
        #expect(!field.isFirstResponder)
        let point = CGPoint(x: 40, y: 122)
        host.click(at: point, button: .secondary)
        _ = host.runUntilIdle()
        #expect(field.isFirstResponder)
        #expect(field.editMenu.isVisible)
        // The caret went to the click, not to the end of the text as a plain focus would put it.
        let range = try #require(field.selectedTextRange)
        #expect(range.isEmpty)
        let offset = field.offset(from: field.beginningOfDocument, to: range.start)
        #expect(offset > 0 && offset < 6)
        // The menu's source is the pointer.
        let source = field.editMenu.interaction.location(in: controller.view)
        #expect(abs(source.x - point.x) < 0.5 && abs(source.y - point.y) < 0.5)
    }
}
