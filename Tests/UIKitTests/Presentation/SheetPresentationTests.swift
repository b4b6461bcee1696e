import Testing
import Foundation
import UIKitTesting
@testable import UIKit

@MainActor
struct SheetPresentationTests {
    /// Presents a sheet (configured by `configure`) over a backdrop and lets the transition finish.
    func presentSheet(host: HeadlessHost, log: EventLog, configure: (UISheetPresentationController) -> Void = { _ in })
        -> (root: UIViewController, sheet: AppearanceLoggingController, controller: UISheetPresentationController) {
        let root = makeAlertBackdrop()
        host.show(root)
        let sheet = AppearanceLoggingController("S", log: log, color: .secondarySystemBackground)
        let controller = sheet.sheetPresentationController!
        configure(controller)
        root.present(sheet, animated: true)
        host.runUntilIdle()
        log.clear()
        return (root, sheet, controller)
    }

    @Test func mediumDetentIsHalfTheLargeHeightAndTheGrabberShows() {
        let host = makePhoneHost()
        let log = EventLog()
        let (root, sheet, controller) = presentSheet(host: host, log: log) {
            $0.detents = [.medium(), .large()]
            $0.prefersGrabberVisible = true
        }
        // Large height: 844 - 47 - 10 - 34 = 753; medium: half of it above the bottom safe area.
        let mediumTop = 844 - 34 - 753 / 2.0
        #expect(abs(controller.presentedView!.frame.minY - mediumTop) < 0.01, "nil selection rests at the smallest detent")
        #expect(controller.grabberView.frame == CGRect(x: 177, y: 5, width: 36, height: 5) && !controller.grabberView.isHidden)
        #expect(root.view.transform == .identity, "the presenting view is scaled back only at the large detent")
        ReferenceImage.expectMatch(host.snapshot(), named: "sheet-medium-detent")

        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        host.runUntilIdle()
        #expect(controller.presentedView!.frame.minY == 57)
        #expect(abs(root.view.frame.width - 358) < 0.01)
        #expect(sheet.view.frame.height == 787)
        ReferenceImage.expectMatch(host.snapshot(), named: "sheet-large-detent")
    }

    @Test func customDetentsResolveAgainstTheMaximumValue() {
        let host = makePhoneHost()
        let log = EventLog()
        let small = UISheetPresentationController.Detent.Identifier("small")
        var seenMaximum: CGFloat = 0
        let (_, _, controller) = presentSheet(host: host, log: log) {
            $0.detents = [.custom(identifier: small) { context in seenMaximum = context.maximumDetentValue; return 200 }, .large()]
        }
        #expect(seenMaximum == 753)
        #expect(abs(controller.presentedView!.frame.minY - (844 - 34 - 200)) < 0.01)
        #expect(controller.detents[0].identifier == small)
    }

    @Test func draggingUpSettlesAtTheNextDetentAndTellsTheDelegate() {
        let host = makePhoneHost()
        let log = EventLog()
        let delegate = RecordingPresentationDelegate(log: log)
        let (_, _, controller) = presentSheet(host: host, log: log) {
            $0.detents = [.medium(), .large()]
            $0.delegate = delegate
        }
        let top = controller.presentedView!.frame.minY
        host.drag(from: CGPoint(x: 195, y: top + 40), to: CGPoint(x: 195, y: top - 200), duration: 0.3)
        host.runUntilIdle()
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(log.events == ["detent com.apple.UIKit.large"])
        #expect(controller.presentedView!.frame.minY == 57)
    }

    @Test func swipingDownDismissesWithTheDelegateAndAppearanceCallbacks() {
        let host = makePhoneHost()
        let log = EventLog()
        let delegate = RecordingPresentationDelegate(log: log)
        let (root, sheet, controller) = presentSheet(host: host, log: log) { $0.delegate = delegate }
        host.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 600), duration: 0.3)
        host.runUntilIdle()
        #expect(log.events == ["shouldDismiss", "willDismiss", "S willDisappear", "S didDisappear", "didDismiss"])
        #expect(root.presentedViewController == nil && sheet.view.window == nil)
        #expect(controller.containerView == nil)
        #expect(root.view.transform == .identity)
    }

    @Test func aShortSwipeSpringsBackAndCallsAppearanceAgain() {
        let host = makePhoneHost()
        let log = EventLog()
        let delegate = RecordingPresentationDelegate(log: log)
        let (root, _, controller) = presentSheet(host: host, log: log) { $0.delegate = delegate }
        host.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 160), duration: 1.0)
        // Mid-drag the card follows the finger.
        host.runUntilIdle()
        #expect(log.events == ["shouldDismiss", "willDismiss", "S willDisappear", "S willAppear", "S didAppear"])
        #expect(root.presentedViewController != nil)
        #expect(controller.presentedView!.frame.minY == 57)
    }

    @Test func modalInPresentationResistsAndReportsTheAttempt() {
        let host = makePhoneHost()
        let log = EventLog()
        let delegate = RecordingPresentationDelegate(log: log)
        let (root, sheet, controller) = presentSheet(host: host, log: log) { $0.delegate = delegate }
        sheet.isModalInPresentation = true
        host.touchDown(at: CGPoint(x: 195, y: 100))
        for step in 1...30 {
            host.advance(by: 1.0 / 120)
            host.touchMove(to: CGPoint(x: 195, y: 100 + CGFloat(step) * 10))
        }
        let resisted = controller.presentedView!.frame.minY
        #expect(resisted > 57 && resisted < 57 + 300 * 0.75, "the card moves less than the finger")
        host.touchUp()
        host.runUntilIdle()
        #expect(log.events == ["didAttemptToDismiss"])
        #expect(root.presentedViewController === sheet && controller.presentedView!.frame.minY == 57)

        // A delegate that refuses behaves the same.
        sheet.isModalInPresentation = false
        delegate.allowsDismiss = false
        log.clear()
        host.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 700), duration: 0.3)
        host.runUntilIdle()
        #expect(log.events == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(root.presentedViewController === sheet)
    }

    @Test func formSheetIsACentredCardInAWideWindow() {
        let host = HeadlessHost(size: CGSize(width: 1024, height: 768), scale: 1)
        let root = makeAlertBackdrop()
        host.show(root)
        let form = UIViewController()
        form.view.backgroundColor = .white
        form.modalPresentationStyle = .formSheet
        root.present(form, animated: false)
        host.runUntilIdle()
        #expect(form.sheetPresentationController?.presentedView?.frame == CGRect(x: 242, y: 74, width: 540, height: 620))
        #expect(root.view.transform == .identity)
    }
    @Test func sheetsAdaptByTheHorizontalSizeClassNotByWidth() {
        // 640×400: wider than 600 points, but a phone's landscape window under 414 points tall is
        // horizontally compact, so the form sheet is edge attached at the bottom, as UIKit adapts it.
        let host = HeadlessHost(size: CGSize(width: 640, height: 400), scale: 1)
        let root = makeAlertBackdrop()
        host.show(root)
        #expect(root.view.window?.traitCollection.horizontalSizeClass == .compact)
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        root.present(form, animated: false)
        host.runUntilIdle()
        let frame = form.sheetPresentationController?.presentedView?.frame ?? .zero
        #expect(frame.maxY == 400 && frame.minX == 0 && frame.width == 640, "edge attached, not a 540-point centred card")
        #expect(form.sheetPresentationController?.presentedView?.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    }
}
