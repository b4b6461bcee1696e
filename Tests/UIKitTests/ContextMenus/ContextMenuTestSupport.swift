import Testing
import UIKitTesting
@testable import UIKit

/// A context menu delegate recording its calls, with a menu of Copy, Share (disabled), a Sort submenu
/// (Name on, Date), an inline group (Rename, Delete destructive) and a hidden action.
@MainActor
final class RecordingMenuDelegate: UIContextMenuInteractionDelegate {
    var events: [String] = []
    var returnsConfiguration = true
    var previewProvider: UIContextMenuContentPreviewProvider?
    var highlightPreview: UITargetedPreview?
    var commitStyle: UIContextMenuInteractionCommitStyle?

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        events.append("configuration \(Int(location.x)),\(Int(location.y))")
        guard returnsConfiguration else { return nil }
        return UIContextMenuConfiguration(identifier: "menu" as NSString, previewProvider: previewProvider) { [weak self] _ in
            self?.events.append("actionProvider")
            return self.map { sampleMenu(recordingInto: $0) }
        }
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        events.append("highlightPreview")
        return highlightPreview
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        events.append("dismissalPreview")
        return nil
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        events.append("willDisplay")
        animator?.addCompletion { [weak self] in self?.events.append("displayed") }
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        events.append("willEnd")
        animator?.addCompletion { [weak self] in self?.events.append("ended") }
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        events.append("willPerformPreviewAction \(animator.preferredCommitStyle == .pop ? "pop" : "dismiss")")
        if let commitStyle { animator.preferredCommitStyle = commitStyle }
        animator.addCompletion { [weak self] in self?.events.append("committed") }
    }
}

/// The sample menu: Copy, Share (disabled), Sort ▸ (Name on, Date), then an inline group Rename, Delete
/// (destructive), and a hidden Secret.
@MainActor
func sampleMenu(recordingInto delegate: RecordingMenuDelegate) -> UIMenu {
    func action(_ title: String, _ image: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) -> UIAction {
        UIAction(title: title, image: image.flatMap { UIImage(systemName: $0) }, attributes: attributes, state: state) { [weak delegate] _ in
            delegate?.events.append("handler \(title)")
        }
    }
    let sort = UIMenu(title: "Sort", children: [action("Name", state: .on), action("Date")])
    let edit = UIMenu(title: "", options: .displayInline, children: [action("Rename", "pencil"),
                                                                     action("Delete", "trash", attributes: .destructive)])
    return UIMenu(title: "", children: [action("Copy", "doc.on.doc"), action("Share", "square.and.arrow.up", attributes: .disabled),
                                        sort, edit, action("Secret", attributes: .hidden)])
}

/// A 390×844 headless window with a 200×100 orange view at (40, 120) carrying a context menu interaction.
@MainActor
func makeMenuHost(_ delegate: RecordingMenuDelegate) -> (host: HeadlessHost, window: UIWindow, view: UIView, interaction: UIContextMenuInteraction) {
    let host = HeadlessHost()
    let controller = UIViewController()
    controller.view.backgroundColor = .white
    let view = UIView(frame: CGRect(x: 40, y: 120, width: 200, height: 100))
    view.backgroundColor = .systemOrange
    controller.view.addSubview(view)
    let interaction = UIContextMenuInteraction(delegate: delegate)
    view.addInteraction(interaction)
    let window = host.show(controller)
    host.renderFrame()
    return (host, window, view, interaction)
}

/// Holds a finger at `point` long enough for the context menu (0.5 s) and lets the appearance finish.
@MainActor
func longPress(_ host: HeadlessHost, at point: CGPoint, lift: Bool = true) {
    host.touchDown(at: point)
    host.advance(by: 0.6)
    if lift { host.touchUp(at: point) }
    host.advance(by: 0.4)
}

/// The context menu container in `window`, if a menu shows.
@MainActor
func menuContainer(in window: UIWindow) -> ContextMenuContainerView? {
    window.subviews.compactMap { $0 as? ContextMenuContainerView }.last
}

/// The centre of the platter row titled `title`, in window coordinates.
@MainActor
func rowCenter(_ title: String, in window: UIWindow) -> CGPoint? {
    guard let platter = menuContainer(in: window)?.platter,
          let row = platter.rows.first(where: { $0.titleLabel.text == title }) else { return nil }
    return row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: window)
}
