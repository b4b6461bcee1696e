import Testing
import UIKitTesting
@testable import UIKit

/// A view controller that records its appearance callbacks into a shared log as "name callback".
final class AppearanceLoggingController: UIViewController {
    let name: String
    let log: EventLog
    var color: UIColor

    init(_ name: String, log: EventLog, color: UIColor = .white) {
        self.name = name
        self.log = log
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.add("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.add("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.add("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.add("\(name) didDisappear") }
}

/// An ordered list of events.
@MainActor
final class EventLog {
    private(set) var events: [String] = []
    func add(_ event: String) { events.append(event) }
    func clear() { events.removeAll() }
}

/// A presentation delegate recording its calls.
final class RecordingPresentationDelegate: UISheetPresentationControllerDelegate {
    let log: EventLog
    var allowsDismiss = true
    init(log: EventLog) { self.log = log }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.add("shouldDismiss"); return allowsDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.add("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.add("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.add("didAttemptToDismiss") }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        log.add("detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}

/// An iPhone 14-shaped host (390 × 844 at 2x, 47/34 safe areas).
@MainActor
func makePhoneHost() -> HeadlessHost {
    HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
}
