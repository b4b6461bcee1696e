import Testing
import Foundation
import UIKitTesting
@testable import UIKit

/// A presenter with some content to dim: a label on a light background.
@MainActor
func makeAlertBackdrop() -> UIViewController {
    let controller = UIViewController()
    controller.view.backgroundColor = .systemBackground
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
    label.text = "Content behind"
    label.font = .systemFont(ofSize: 28, weight: .bold)
    controller.view.addSubview(label)
    return controller
}

@MainActor
struct AlertTests {
    func present(_ alert: UIAlertController, host: HeadlessHost) -> UIViewController {
        let root = makeAlertBackdrop()
        host.show(root)
        root.present(alert, animated: true)
        host.runUntilIdle()
        return root
    }

    func rows(_ alert: UIAlertController) -> [AlertActionView] {
        (alert.view as! AlertView).actionViews
    }

    @Test func alertWithOneActionIs270PointsWideAndCentred() {
        let host = makePhoneHost()
        let alert = UIAlertController(title: "Saved", message: "Your document was saved.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        _ = present(alert, host: host)
        let frame = alert.view.frame
        #expect(frame.width == 270)
        #expect(abs(frame.midX - 195) <= 0.5)
        #expect(abs(frame.midY - (47 + (844 - 47 - 34) / 2)) <= 0.5, "centred in the safe area")
        let row = rows(alert)[0]
        #expect(row.frame.size == CGSize(width: 270, height: 44))
        #expect(row.titleLabel.font.pointSize == 17)
        ReferenceImage.expectMatch(host.snapshot(), named: "alert-one-action")
    }

    @Test func alertWithTwoShortActionsPutsThemSideBySideWithCancelOnTheLeft() {
        let host = makePhoneHost()
        let alert = UIAlertController(title: "Delete Photo?", message: "This photo will be deleted from all your devices.", preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        alert.addAction(delete)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        _ = present(alert, host: host)
        let views = rows(alert)
        let cancel = views.first { $0.action.style == .cancel }!, destructive = views.first { $0.action === delete }!
        #expect(cancel.frame == CGRect(x: 0, y: 0, width: 135, height: 44))
        #expect(destructive.frame == CGRect(x: 135, y: 0, width: 135, height: 44))
        #expect(cancel.titleLabel.font == UIFont.systemFont(ofSize: 17, weight: .semibold), "cancel is bold without a preferred action")
        #expect(destructive.titleLabel.textColor == UIColor.systemRed)
        ReferenceImage.expectMatch(host.snapshot(), named: "alert-two-actions")
    }

    @Test func alertWithLongTitlesOrManyActionsStacksThemWithCancelLast() {
        let host = makePhoneHost()
        let alert = UIAlertController(title: "Share", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Copy Link", style: .default))
        alert.addAction(UIAlertAction(title: "Send by Mail", style: .default))
        let disabled = UIAlertAction(title: "Print", style: .default)
        disabled.isEnabled = false
        alert.addAction(disabled)
        alert.preferredAction = alert.actions[1]
        _ = present(alert, host: host)
        let views = rows(alert).sorted { $0.frame.minY < $1.frame.minY }
        #expect(views.map { $0.action.title ?? "" } == ["Copy Link", "Send by Mail", "Print", "Cancel"])
        #expect(views.map(\.frame.minY) == [0, 44, 88, 132])
        #expect(views[0].titleLabel.font == UIFont.systemFont(ofSize: 17, weight: .semibold), "the preferred action is bold")
        #expect(views[3].titleLabel.font == UIFont.systemFont(ofSize: 17), "cancel is regular when another action is preferred")
        #expect(views[2].titleLabel.textColor == UIColor.tertiaryLabel && !views[2].isEnabled)
        ReferenceImage.expectMatch(host.snapshot(), named: "alert-many-actions")

        let two = UIAlertController(title: nil, message: "Long titles", preferredStyle: .alert)
        two.addAction(UIAlertAction(title: "Remove From Library", style: .destructive))
        two.addAction(UIAlertAction(title: "Keep", style: .cancel))
        let view = AlertView(alertController: two)
        #expect(!view.sideBySide(width: 270), "a title longer than half the width stacks the two actions")
    }

    @Test func tappingAnActionDismissesAndThenRunsItsHandler() {
        let host = makePhoneHost()
        var events: [String] = []
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Later", style: .cancel) { _ in events.append("later") })
        alert.addAction(UIAlertAction(title: "Go", style: .default) { action in
            events.append("handler \(action.title!), presented: \(alert.presentingViewController != nil)")
        })
        let root = present(alert, host: host)
        let go = rows(alert).first { $0.action.title == "Go" }!
        host.tap(at: go.convert(CGPoint(x: go.bounds.midX, y: go.bounds.midY), to: nil))
        #expect(events.isEmpty, "the handler waits for the dismissal")
        host.runUntilIdle()
        #expect(events == ["handler Go, presented: false"])
        #expect(root.presentedViewController == nil && alert.view.window == nil)
    }

    @Test func disabledActionsIgnoreTaps() {
        let host = makePhoneHost()
        var ran = false
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        let action = UIAlertAction(title: "Go", style: .default) { _ in ran = true }
        action.isEnabled = false
        alert.addAction(action)
        let root = present(alert, host: host)
        let row = rows(alert)[0]
        host.tap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil))
        host.runUntilIdle()
        #expect(!ran && root.presentedViewController === alert)
        action.isEnabled = true
        host.tap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil))
        host.runUntilIdle()
        #expect(ran)
    }

    @Test func actionSheetRisesFromTheBottomWithASeparateCancelButton() {
        let host = makePhoneHost()
        var cancelled = false
        let sheet = UIAlertController(title: "Photo", message: "Choose what to do with this photo.", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled = true })
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Duplicate", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        let root = present(sheet, host: host)
        let view = sheet.view as! AlertView
        #expect(sheet.view.frame.width == 374 && sheet.view.frame.minX == 8)
        #expect(abs(sheet.view.frame.maxY - (844 - 34)) < 0.01, "the cancel button rests on the bottom safe area")
        let cancel = try! #require(view.cancelView)
        let cancelFrame = cancel.convert(cancel.bounds, to: nil)
        #expect(abs(cancelFrame.minY - (844 - 34 - 57)) < 0.01 && cancelFrame.minX == 8 && cancelFrame.size == CGSize(width: 374, height: 57))
        #expect(cancel.titleLabel.font == UIFont.systemFont(ofSize: 20, weight: .semibold))
        let panelBottom = view.panel.convert(view.panel.bounds, to: nil).maxY
        #expect(abs(panelBottom - (844 - 34 - 57 - 8)) < 0.01, "the cancel group sits 8 points below the others")
        #expect(view.actionViews.map(\.frame.height) == [57, 57, 57])
        ReferenceImage.expectMatch(host.snapshot(), named: "action-sheet")
        // A tap on the dimmed area picks the cancel action.
        host.tap(at: CGPoint(x: 195, y: 200))
        host.runUntilIdle()
        #expect(cancelled && root.presentedViewController == nil)
    }
}

@MainActor
struct AlertMisuseExitTests {
    @Test func aSecondCancelActionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Close", style: .cancel))
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("'NSInternalInconsistencyException', reason: 'UIAlertController can only have one action with a style of UIAlertActionStyleCancel'"))
    }
}
