import UIKit
import UIKitTesting

/// The presentation scene: buttons that present a sheet with medium and large detents and a grabber, a
/// full-screen controller, a form sheet, an alert and an action sheet — plain UIKit code. The Gallery's
/// pictures show it with the sheet up (`presentation-sheet`), an alert (`presentation-alert`) and an
/// action sheet (`presentation-action-sheet`) and a popover (`presentation-popover`; its delegate keeps
/// it a popover in a phone-sized window, where it would otherwise adapt to a sheet).
final class PresentationSceneViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    /// The buttons, by title (the demonstrations tap them).
    private var buttons: [String: UIButton] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let title = UILabel(frame: CGRect(x: 20, y: 56, width: 350, height: 41))
        title.text = "Presentation"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        view.addSubview(title)
        let entries: [(String, () -> Void)] = [
            ("Sheet with detents", { [unowned self] in presentSheet() }),
            ("Full screen", { [unowned self] in presentFullScreen() }),
            ("Form sheet", { [unowned self] in presentFormSheet() }),
            ("Alert", { [unowned self] in presentAlert() }),
            ("Action sheet", { [unowned self] in presentActionSheet() }),
            ("Popover", { [unowned self] in presentPopover() }),
        ]
        for (i, (name, perform)) in entries.enumerated() {
            var configuration = UIButton.Configuration.filled()
            configuration.title = name
            let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in perform() })
            button.frame = CGRect(x: 20, y: 120 + CGFloat(i) * 60, width: 350, height: 44)
            view.addSubview(button)
            buttons[name] = button
        }
    }

    /// A page of content for the presented controllers: a title and a dismiss button.
    static func makePage(title: String, color: UIColor, dismissible: Bool) -> UIViewController {
        let page = UIViewController()
        page.view.backgroundColor = color
        let label = UILabel(frame: CGRect(x: 20, y: 28, width: 320, height: 30))
        label.text = title
        label.font = .systemFont(ofSize: 22, weight: .bold)
        page.view.addSubview(label)
        let body = UILabel(frame: CGRect(x: 20, y: 64, width: 340, height: 60))
        body.numberOfLines = 0
        body.text = "Drag the grabber between the medium and large detents, or swipe down to dismiss."
        body.textColor = .secondaryLabel
        body.font = .systemFont(ofSize: 15)
        page.view.addSubview(body)
        if dismissible {
            var configuration = UIButton.Configuration.tinted()
            configuration.title = "Done"
            let done = UIButton(configuration: configuration, primaryAction: UIAction { [unowned page] _ in page.dismiss(animated: true) })
            done.frame = CGRect(x: 20, y: 140, width: 120, height: 44)
            page.view.addSubview(done)
        }
        return page
    }

    func presentSheet() {
        let page = PresentationSceneViewController.makePage(title: "A sheet", color: .systemBackground, dismissible: true)
        if let sheet = page.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(page, animated: true)
    }

    func presentFullScreen() {
        let page = PresentationSceneViewController.makePage(title: "Full screen", color: .systemTeal, dismissible: true)
        page.modalPresentationStyle = .fullScreen
        present(page, animated: true)
    }

    func presentFormSheet() {
        let page = PresentationSceneViewController.makePage(title: "A form sheet", color: .systemBackground, dismissible: true)
        page.modalPresentationStyle = .formSheet
        present(page, animated: true)
    }

    func presentAlert() {
        let alert = UIAlertController(title: "Delete Photo?", message: "This photo will be deleted from all your devices.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        present(alert, animated: true)
    }

    func presentActionSheet() {
        let sheet = UIAlertController(title: "Photo", message: "Choose what to do with this photo.", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Duplicate", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = buttons["Action sheet"]
        present(sheet, animated: true)
    }

    func presentPopover() {
        let page = UIViewController()
        page.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 16, y: 14, width: 228, height: 24))
        label.text = "A popover"
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        page.view.addSubview(label)
        let body = UILabel(frame: CGRect(x: 16, y: 42, width: 228, height: 60))
        body.numberOfLines = 0
        body.text = "Its arrow points at the button. Tap outside to dismiss it."
        body.textColor = .secondaryLabel
        body.font = .systemFont(ofSize: 15)
        page.view.addSubview(body)
        page.preferredContentSize = CGSize(width: 260, height: 116)
        page.modalPresentationStyle = .popover
        if let popover = page.popoverPresentationController {
            popover.sourceView = buttons["Popover"]
            popover.permittedArrowDirections = [.down]
            popover.delegate = self
        }
        present(page, animated: true)
    }

    /// Keeps the popover a popover in a compact (phone-sized) window.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    /// Taps the button titled `name` (for the Gallery's pictures).
    @MainActor static func tap(_ name: String) -> @MainActor @Sendable (HeadlessHost) -> Void {
        { host in
            guard let scene = host.windows.last?.rootViewController as? PresentationSceneViewController,
                  let button = scene.buttons[name] else { return }
            host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        }
    }
}
