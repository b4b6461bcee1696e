import Testing
import Foundation
import UIKitTesting
@testable import UIKit

/// An iPad-shaped host (1024 × 768 at 2x, 24-point status bar, 20-point home indicator): horizontally
/// regular, so popovers are popovers.
@MainActor
func makeTabletHost() -> HeadlessHost {
    HeadlessHost(size: CGSize(width: 1024, height: 768), scale: 2, safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
}

/// A popover delegate recording its calls (and answering as told).
final class RecordingPopoverDelegate: UIPopoverPresentationControllerDelegate {
    let log: EventLog
    var allowsPopoverDismiss = true
    var allowsDismiss = true
    var adaptiveStyle: UIModalPresentationStyle?
    var repositionTo: (CGRect, UIView)?
    init(log: EventLog) { self.log = log }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { log.add("prepare") }
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        log.add("shouldDismissPopover"); return allowsPopoverDismiss
    }
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) { log.add("didDismissPopover") }
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: UnsafeMutablePointer<UIView>) {
        log.add("willReposition")
        if let (newRect, newView) = repositionTo { rect.pointee = newRect; view.pointee = newView }
    }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptiveStyle ?? (traitCollection.horizontalSizeClass == .compact ? .formSheet : .popover)
    }
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
        log.add("willPresent \(style == .none ? "none" : style == .formSheet ? "formSheet" : "\(style.rawValue)")")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { log.add("shouldDismiss"); return allowsDismiss }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.add("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.add("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.add("didAttemptToDismiss") }
}

/// A presenter with a button to point at.
@MainActor
final class PopoverSourceController: UIViewController {
    let button = UIButton(type: .system)
    let buttonFrame: CGRect
    init(buttonFrame: CGRect) {
        self.buttonFrame = buttonFrame
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        button.frame = buttonFrame
        button.setTitle("Options", for: .normal)
        view.addSubview(button)
    }
}

@MainActor
struct PopoverTests {
    func content(size: CGSize = CGSize(width: 300, height: 200)) -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemTeal
        controller.preferredContentSize = size
        controller.modalPresentationStyle = .popover
        return controller
    }

    /// Shows a presenter with a button at `buttonFrame` and presents `controller` in a popover pointing at it.
    @discardableResult
    func presentPopover(_ controller: UIViewController, from buttonFrame: CGRect, host: HeadlessHost,
                        configure: (UIPopoverPresentationController, PopoverSourceController) -> Void = { _, _ in }) -> PopoverSourceController {
        let root = PopoverSourceController(buttonFrame: buttonFrame)
        host.show(root)
        let popover = controller.popoverPresentationController!
        popover.sourceView = root.button
        configure(popover, root)
        root.present(controller, animated: true)
        host.runUntilIdle()
        return root
    }

    func windowFrame(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

    @Test func aPopoverControllerExistsForThePopoverStyleOnly() {
        let controller = UIViewController()
        #expect(controller.popoverPresentationController == nil, "not for the default style")
        controller.modalPresentationStyle = .popover
        let popover = controller.popoverPresentationController
        #expect(popover != nil)
        #expect(controller.presentationController === popover)
        #expect(popover?.permittedArrowDirections == .any)
        #expect(popover?.arrowDirection == .unknown, "unknown before the presentation")
        #expect(popover?.popoverLayoutMargins == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(popover?.canOverlapSourceViewRect == false)
        #expect(popover?.presentationStyle == .popover)
    }

    @Test func aPopoverBelowItsSourcePointsUpAtTheSourcesBottomEdge() {
        let host = makeTabletHost()
        let controller = content()
        presentPopover(controller, from: CGRect(x: 400, y: 100, width: 80, height: 44), host: host)
        let popover = controller.popoverPresentationController!
        #expect(popover.arrowDirection == .up)
        // Centred under the source (midX 440), 13 points (the arrow) below its bottom edge (144).
        #expect(windowFrame(controller.view) == CGRect(x: 290, y: 157, width: 300, height: 200))
        let panel = popover.popoverView
        #expect(panel.frame == CGRect(x: 290, y: 144, width: 300, height: 213), "the panel includes the 13-point arrow")
        #expect(panel.arrow?.tip == CGPoint(x: 150, y: 0), "the tip touches the source's bottom centre")
        #expect(controller.presentingViewController != nil && controller.view.window != nil)
    }

    @Test func theContentStaysInsideTheMarginsAndTheArrowSlidesToTheSource() {
        let host = makeTabletHost()
        let controller = content()
        presentPopover(controller, from: CGRect(x: 20, y: 100, width: 60, height: 44), host: host)
        let popover = controller.popoverPresentationController!
        #expect(windowFrame(controller.view).minX == 10, "kept 10 points (the layout margin) from the left edge")
        #expect(popover.popoverView.arrow.map { $0.tip.x + popover.popoverView.frame.minX } == 50, "the arrow still points at the source's centre")
    }

    @Test func aSourceNearTheBottomGetsAPopoverAboveItPointingDown() {
        let host = makeTabletHost()
        let controller = content()
        presentPopover(controller, from: CGRect(x: 400, y: 650, width: 80, height: 44), host: host)
        #expect(controller.popoverPresentationController?.arrowDirection == .down)
        #expect(windowFrame(controller.view) == CGRect(x: 290, y: 650 - 13 - 200, width: 300, height: 200))
    }

    @Test func permittedDirectionsChooseTheSide() {
        let host = makeTabletHost()
        let controller = content()
        presentPopover(controller, from: CGRect(x: 900, y: 300, width: 80, height: 44), host: host) { popover, _ in
            popover.permittedArrowDirections = [.left, .right]
        }
        #expect(controller.popoverPresentationController?.arrowDirection == .right, "no room on the right: the popover goes left, arrow pointing right")
        #expect(windowFrame(controller.view) == CGRect(x: 900 - 13 - 300, y: 322 - 100, width: 300, height: 200))
    }

    @Test func aZeroPreferredSizeTakesTheDefault320By480() {
        let host = makeTabletHost()
        let controller = content(size: .zero)
        presentPopover(controller, from: CGRect(x: 400, y: 100, width: 80, height: 44), host: host)
        #expect(windowFrame(controller.view).size == CGSize(width: 320, height: 480))
    }

    @Test func aPopoverTooTallForAnySideShrinksToTheRoomOrOverlapsWhenAllowed() {
        let area = CGRect(x: 10, y: 34, width: 1004, height: 704)
        let source = CGRect(x: 400, y: 300, width: 80, height: 44)
        let shrunk = PopoverPlacement.place(source: source, area: area, preferred: CGSize(width: 300, height: 900),
                                            permitted: [.up, .down], canOverlap: false)
        #expect(shrunk.direction == .up, "below has more room (381 points) than above (253)")
        #expect(shrunk.contentFrame == CGRect(x: 290, y: 357, width: 300, height: 738 - 357))
        let overlapping = PopoverPlacement.place(source: source, area: area, preferred: CGSize(width: 300, height: 900),
                                                 permitted: [.up, .down], canOverlap: true)
        #expect(overlapping.contentFrame.height == 704 && overlapping.contentFrame.minY == 34, "the whole area, over the source")
        let arrowless = PopoverPlacement.place(source: source, area: area, preferred: CGSize(width: 200, height: 100),
                                               permitted: [], canOverlap: false)
        #expect(arrowless.arrowTip == nil && arrowless.direction == .unknown)
        #expect(arrowless.contentFrame == CGRect(x: 340, y: 272, width: 200, height: 100), "centred on the source")
    }

    @Test func aTapOutsideDismissesWithTheDelegateToldInUIKitsOrder() {
        let host = makeTabletHost()
        let log = EventLog()
        let delegate = RecordingPopoverDelegate(log: log)
        let controller = content()
        presentPopover(controller, from: CGRect(x: 400, y: 100, width: 80, height: 44), host: host) { popover, _ in
            popover.delegate = delegate
        }
        #expect(log.events == ["willPresent none", "prepare"])
        log.clear()
        host.tap(at: CGPoint(x: 700, y: 600))
        host.runUntilIdle()
        #expect(controller.presentingViewController == nil, "dismissed")
        #expect(log.events == ["shouldDismissPopover", "shouldDismiss", "willDismiss", "didDismiss", "didDismissPopover"])
    }

    @Test func aTapInsideTheContentDoesNotDismiss() {
        let host = makeTabletHost()
        let controller = content()
        let inner = UIButton(type: .system)
        inner.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        var taps = 0
        inner.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        controller.view.addSubview(inner)
        presentPopover(controller, from: CGRect(x: 400, y: 100, width: 80, height: 44), host: host)
        host.tap(at: inner.convert(CGPoint(x: 60, y: 22), to: nil))
        host.runUntilIdle()
        #expect(taps == 1)
        #expect(controller.presentingViewController != nil)
    }

    @Test func passthroughViewsTakeTapsWithoutDismissing() {
        let host = makeTabletHost()
        let controller = content()
        var taps = 0
        let root = presentPopover(controller, from: CGRect(x: 400, y: 100, width: 80, height: 44), host: host) { popover, root in
            root.loadViewIfNeeded()
            root.button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            popover.passthroughViews = [root.button]
        }
        host.tap(at: root.button.convert(CGPoint(x: 40, y: 22), to: nil))
        host.runUntilIdle()
        #expect(taps == 1, "the passthrough button got the tap")
        #expect(controller.presentingViewController != nil, "and the popover stayed")
    }

    @Test func theDelegateOrModalInPresentationKeepThePopover() {
        let host = makeTabletHost()
        let log = EventLog()
        let delegate = RecordingPopoverDelegate(log: log)
        delegate.allowsPopoverDismiss = false
        let controller = content()
        presentPopover(controller, from: CGRect(x: 400, y: 100, width: 80, height: 44), host: host) { popover, _ in
            popover.delegate = delegate
        }
        log.clear()
        host.tap(at: CGPoint(x: 700, y: 600))
        host.runUntilIdle()
        #expect(controller.presentingViewController != nil)
        #expect(log.events == ["shouldDismissPopover"])
        log.clear()
        delegate.allowsPopoverDismiss = true
        controller.isModalInPresentation = true
        host.tap(at: CGPoint(x: 700, y: 600))
        host.runUntilIdle()
        #expect(controller.presentingViewController != nil)
        #expect(log.events == ["didAttemptToDismiss"])
    }

    @Test func aBarButtonItemSourcePointsAtItsViewInTheBar() {
        let host = makeTabletHost()
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: root)
        host.show(navigation)
        let controller = content()
        controller.popoverPresentationController?.barButtonItem = item
        #expect(controller.popoverPresentationController?.sourceItem === item)
        root.present(controller, animated: false)
        host.runUntilIdle()
        let popover = controller.popoverPresentationController!
        let itemView = popover.barButtonItemView(for: item)!
        let itemFrame = windowFrame(itemView)
        #expect(popover.arrowDirection == .up)
        let tip = popover.popoverView.arrow!.tip
        #expect(tip.x + popover.popoverView.frame.minX == itemFrame.midX)
        #expect(tip.y + popover.popoverView.frame.minY == itemFrame.maxY)
    }

    @Test func inACompactWindowThePopoverAdaptsToASheet() {
        let host = makePhoneHost()
        let log = EventLog()
        let delegate = RecordingPopoverDelegate(log: log)
        let controller = content()
        presentPopover(controller, from: CGRect(x: 150, y: 100, width: 80, height: 44), host: host) { popover, _ in
            popover.delegate = delegate
        }
        let popover = controller.popoverPresentationController!
        #expect(controller.presentationController === popover.adaptiveSheetPresentationController)
        #expect(log.events == ["willPresent formSheet"], "adapted: not prepared as a popover")
        let card = controller.view.superview!.convert(controller.view.superview!.bounds, to: nil)
        #expect(card == CGRect(x: 0, y: 47 + 10, width: 390, height: 844 - 57), "the large sheet card")
    }

    @Test func theDelegateCanKeepAPopoverInACompactWindow() {
        let host = makePhoneHost()
        let log = EventLog()
        let delegate = RecordingPopoverDelegate(log: log)
        delegate.adaptiveStyle = UIModalPresentationStyle.none
        let controller = content(size: CGSize(width: 200, height: 150))
        presentPopover(controller, from: CGRect(x: 150, y: 100, width: 80, height: 44), host: host) { popover, _ in
            popover.delegate = delegate
        }
        #expect(log.events == ["willPresent none", "prepare"])
        #expect(controller.presentationController === controller.popoverPresentationController)
        #expect(windowFrame(controller.view) == CGRect(x: 90, y: 157, width: 200, height: 150))
    }

    @Test func resizingTheWindowAcrossSizeClassesAdaptsThePresentedPopover() {
        let host = makeTabletHost()
        let log = EventLog()
        let delegate = RecordingPopoverDelegate(log: log)
        let controller = content()
        presentPopover(controller, from: CGRect(x: 150, y: 100, width: 80, height: 44), host: host) { popover, _ in
            popover.delegate = delegate
        }
        let popover = controller.popoverPresentationController!
        log.clear()
        host.resize(to: CGSize(width: 390, height: 844))
        host.runUntilIdle()
        #expect(controller.presentationController === popover.adaptiveSheetPresentationController)
        #expect(controller.view.superview === popover.adaptiveSheetPresentationController.presentedView)
        #expect(popover.popoverView.superview == nil, "the panel is gone")
        #expect(log.events == ["willPresent formSheet"])
        log.clear()
        host.resize(to: CGSize(width: 1024, height: 768))
        host.runUntilIdle()
        #expect(controller.presentationController === popover)
        #expect(controller.view.superview === popover.contentClipView)
        #expect(log.events == ["willPresent none"])
        #expect(windowFrame(controller.view) == CGRect(x: 40, y: 157, width: 300, height: 200))
        host.tap(at: CGPoint(x: 700, y: 600))
        host.runUntilIdle()
        #expect(controller.presentingViewController == nil, "still dismissed by a tap outside")
    }

    @Test func theDelegateCanRepositionThePopoverWhenTheWindowResizes() {
        let host = makeTabletHost()
        let log = EventLog()
        let delegate = RecordingPopoverDelegate(log: log)
        let controller = content()
        let root = presentPopover(controller, from: CGRect(x: 150, y: 100, width: 80, height: 44), host: host) { popover, _ in
            popover.delegate = delegate
        }
        delegate.repositionTo = (CGRect(x: 600, y: 200, width: 10, height: 10), root.view)
        log.clear()
        host.resize(to: CGSize(width: 1100, height: 800))
        host.runUntilIdle()
        #expect(log.events == ["willReposition"])
        #expect(windowFrame(controller.view) == CGRect(x: 455, y: 223, width: 300, height: 200), "under the new rectangle")
    }

    @Test func anActionSheetInARegularWindowIsAPopoverWithoutItsCancelAction() {
        let host = makeTabletHost()
        let root = PopoverSourceController(buttonFrame: CGRect(x: 400, y: 100, width: 80, height: 44))
        host.show(root)
        var picked: [String] = []
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { picked.append($0.title!) })
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { picked.append($0.title!) })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { picked.append($0.title!) })
        let popover = sheet.popoverPresentationController
        #expect(popover != nil)
        popover?.sourceView = root.button
        root.present(sheet, animated: true)
        host.runUntilIdle()
        let alertView = sheet.view as! AlertView
        #expect(alertView.cancelView == nil && alertView.actionViews.count == 2, "the cancel action is left out")
        #expect(windowFrame(sheet.view).width == 304)
        #expect(popover?.arrowDirection == .up)
        ReferenceImage.expectMatch(host.snapshot(), named: "popover-action-sheet")
        host.tap(at: CGPoint(x: 800, y: 600))
        host.runUntilIdle()
        #expect(sheet.presentingViewController == nil)
        #expect(picked == ["Cancel"], "a tap outside picks the cancel action")
    }

    @Test func anActionSheetInACompactWindowStaysAtTheBottom() {
        let host = makePhoneHost()
        let root = PopoverSourceController(buttonFrame: CGRect(x: 100, y: 100, width: 80, height: 44))
        host.show(root)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(sheet, animated: false)
        host.runUntilIdle()
        #expect(sheet.presentationController is AlertPresentationController)
        #expect((sheet.view as! AlertView).cancelView != nil)
        #expect(abs(windowFrame(sheet.view).maxY - (844 - 34)) < 0.01)
    }

    @Test func aPopoverLooksLikeIOSs() {
        let host = makeTabletHost()
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 268, height: 30))
        label.text = "Popover content"
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        controller.view.addSubview(label)
        controller.preferredContentSize = CGSize(width: 300, height: 160)
        controller.modalPresentationStyle = .popover
        presentPopover(controller, from: CGRect(x: 400, y: 100, width: 80, height: 44), host: host)
        let image = host.snapshot()
        ReferenceImage.expectMatch(image, named: "popover-arrow-up")
        // The arrow is filled in the panel's colour just below its tip, and the background shows beside it.
        let tipX = 440, scale = 2
        let arrowPixel = image.rgba(tipX * scale, (144 + 9) * scale)
        let besidePixel = image.rgba((tipX - 25) * scale, (144 + 6) * scale)
        #expect(arrowPixel.r > 250 && arrowPixel.g > 250 && arrowPixel.b > 250, "white arrow")
        #expect(besidePixel.b < 250 || besidePixel.r < 245, "grouped background beside it")
    }
}
