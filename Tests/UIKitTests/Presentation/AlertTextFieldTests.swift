import Testing
import Foundation
import UIKitTesting
@testable import UIKit

@MainActor
struct AlertTextFieldTests {
    /// Presents `alert` over a backdrop in `host` and lets it finish appearing.
    func present(_ alert: UIAlertController, in host: HeadlessHost, animated: Bool = true) {
        let root = makeAlertBackdrop()
        host.show(root)
        root.present(alert, animated: animated)
        host.advance(by: 0.6)
    }

    func makeLoginAlert(log: EventLog) -> UIAlertController {
        let alert = UIAlertController(title: "Sign In", message: "Enter your name and password.", preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.add("cancel") })
        let signIn = UIAlertAction(title: "Sign In", style: .default) { [unowned alert] _ in
            log.add("sign in \(alert.textFields?[0].text ?? "") \(alert.textFields?[1].text ?? "")")
        }
        alert.addAction(signIn)
        alert.preferredAction = signIn
        return alert
    }

    @Test func textFieldsAreConfiguredAndListedInOrder() {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil, "none yet")
        var configured: [UITextField] = []
        alert.addTextField { configured.append($0); $0.text = "Draft" }
        alert.addTextField()
        #expect(alert.textFields?.count == 2)
        #expect(alert.textFields?.first === configured.first)
        #expect(alert.textFields?.first?.text == "Draft")
    }

    @Test func fieldsStackUnderTheMessageInOneBorderedGroup() {
        let host = makePhoneHost()
        let log = EventLog()
        let alert = makeLoginAlert(log: log)
        present(alert, in: host)
        let alertView = alert.view as! AlertView
        let fields = alert.textFields!
        let message = alertView.messageLabel.frame
        let group = alertView.textFieldGroup.frame
        #expect(group.minY == message.maxY + 16, "16 points under the message")
        #expect(group.minX == 16 && group.width == 270 - 32)
        #expect(group.height == 56, "two 28-point rows")
        #expect(alertView.textFieldGroup.layer.borderWidth == 0.5)
        #expect(alertView.textFieldGroup.layer.cornerRadius == 6)
        #expect(fields[0].superview === alertView.textFieldGroup && fields[1].frame.minY == 28)
        #expect(alertView.actionsView.frame.minY == group.maxY + 16, "the actions 16 points below")
        #expect(alert.view.frame.width == 270)
        #expect(fields[0].isFirstResponder, "the first field has the focus once the alert is up")
        ReferenceImage.expectMatch(host.snapshot(), named: "alert-text-fields")
    }

    @Test func typingFillsTheFocusedFieldAndReturnMovesOnThenPicksThePreferredAction() {
        let host = makePhoneHost()
        let log = EventLog()
        let alert = makeLoginAlert(log: log)
        present(alert, in: host)
        host.type("ada")
        #expect(alert.textFields?[0].text == "ada")
        host.press(.keyboardReturnOrEnter)
        host.advance(by: 0.6)
        #expect(alert.textFields?[1].isFirstResponder == true, "Return moves to the next field")
        host.type("secret")
        host.press(.keyboardReturnOrEnter)
        host.advance(by: 0.6)
        #expect(log.events == ["sign in ada secret"], "Return in the last field picks the preferred action")
        #expect(alert.presentingViewController == nil)
        #expect(alert.textFields?[1].isFirstResponder == false)
    }

    @Test func returnDoesNotPickADisabledPreferredAction() {
        let host = makePhoneHost()
        let log = EventLog()
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        alert.addTextField()
        let ok = UIAlertAction(title: "OK", style: .default) { _ in log.add("ok") }
        ok.isEnabled = false
        alert.addAction(ok)
        alert.preferredAction = ok
        present(alert, in: host, animated: false)
        host.press(.keyboardReturnOrEnter)
        host.advance(by: 0.6)
        #expect(log.events.isEmpty)
        #expect(alert.presentingViewController != nil)
    }

    @Test func tappingASecondFieldFocusesIt() {
        let host = makePhoneHost()
        let alert = makeLoginAlert(log: EventLog())
        present(alert, in: host, animated: false)
        let second = alert.textFields![1]
        host.tap(at: second.convert(CGPoint(x: 40, y: 14), to: nil))
        host.advance(by: 0.6)
        #expect(second.isFirstResponder)
        host.type("pw")
        #expect(second.text == "pw")
    }
}
