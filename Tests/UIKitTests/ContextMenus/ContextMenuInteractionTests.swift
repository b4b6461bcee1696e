import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct ContextMenuInteractionTests {
    @Test func interactionJoinsAndLeavesItsView() {
        let delegate = RecordingMenuDelegate()
        let view = UIView()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        #expect(interaction.view === view)
        #expect(view.interactions.count == 1)
        #expect(view.gestureRecognizers?.contains { $0 is UILongPressGestureRecognizer } == true)
        let other = UIView()
        other.addInteraction(interaction)
        #expect(view.interactions.isEmpty)
        #expect(interaction.view === other)
        other.removeInteraction(interaction)
        #expect(interaction.view == nil)
        #expect(other.gestureRecognizers?.isEmpty ?? true)
    }

    @Test func longPressAsksAfterHalfASecondThenShowsTheMenuInDelegateOrder() {
        let delegate = RecordingMenuDelegate()
        let (host, window, _, interaction) = makeMenuHost(delegate)
        host.touchDown(at: CGPoint(x: 100, y: 150))
        host.advance(by: 0.4)
        #expect(delegate.events.isEmpty)
        #expect(menuContainer(in: window) == nil)
        host.advance(by: 0.2)
        #expect(delegate.events.first == "configuration 60,30")
        host.touchUp(at: CGPoint(x: 100, y: 150))
        host.advance(by: 0.4)
        #expect(delegate.events == ["configuration 60,30", "actionProvider", "highlightPreview", "willDisplay", "displayed"])
        #expect(menuContainer(in: window) != nil)
        #expect(interaction.menuAppearance == .rich)
        #expect(interaction.location(in: nil) == CGPoint(x: 100, y: 150))
    }

    @Test func noConfigurationShowsNothing() {
        let delegate = RecordingMenuDelegate()
        delegate.returnsConfiguration = false
        let (host, window, _, interaction) = makeMenuHost(delegate)
        longPress(host, at: CGPoint(x: 100, y: 150))
        #expect(delegate.events == ["configuration 60,30"])
        #expect(menuContainer(in: window) == nil)
        #expect(interaction.menuAppearance == .unknown)
    }

    @Test func movingBeforeTheDurationCancelsThePress() {
        let delegate = RecordingMenuDelegate()
        let (host, window, _, _) = makeMenuHost(delegate)
        host.touchDown(at: CGPoint(x: 100, y: 150))
        host.advance(by: 0.1)
        host.touchMove(to: CGPoint(x: 130, y: 150))
        host.advance(by: 0.6)
        #expect(delegate.events.isEmpty)
        #expect(menuContainer(in: window) == nil)
    }

    @Test func tappingAnActionEndsTheMenuThenRunsTheHandler() throws {
        let delegate = RecordingMenuDelegate()
        let (host, window, view, _) = makeMenuHost(delegate)
        longPress(host, at: CGPoint(x: 100, y: 150))
        #expect(view.isHidden, "the lifted view's place is taken by its preview")
        delegate.events.removeAll()
        host.tap(at: try #require(rowCenter("Copy", in: window)))
        #expect(delegate.events == ["dismissalPreview", "willEnd"])
        host.advance(by: 0.3)
        #expect(delegate.events == ["dismissalPreview", "willEnd", "ended", "handler Copy"])
        #expect(menuContainer(in: window) == nil)
        #expect(!view.isHidden)
    }

    @Test func tappingOutsideDismissesWithoutRunningAnything() {
        let delegate = RecordingMenuDelegate()
        let (host, window, _, _) = makeMenuHost(delegate)
        longPress(host, at: CGPoint(x: 100, y: 150))
        delegate.events.removeAll()
        host.tap(at: CGPoint(x: 370, y: 800))
        host.advance(by: 0.3)
        #expect(delegate.events == ["dismissalPreview", "willEnd", "ended"])
        #expect(menuContainer(in: window) == nil)
    }

    @Test func disabledActionsDoNothingAndHiddenOnesAreLeftOut() throws {
        let delegate = RecordingMenuDelegate()
        let (host, window, _, _) = makeMenuHost(delegate)
        longPress(host, at: CGPoint(x: 100, y: 150))
        #expect(rowCenter("Secret", in: window) == nil)
        delegate.events.removeAll()
        host.tap(at: try #require(rowCenter("Share", in: window)))
        host.advance(by: 0.3)
        #expect(delegate.events.isEmpty)
        #expect(menuContainer(in: window) != nil)
    }

    @Test func slidingThePressingFingerOntoAnActionChoosesIt() throws {
        let delegate = RecordingMenuDelegate()
        let (host, window, _, _) = makeMenuHost(delegate)
        longPress(host, at: CGPoint(x: 100, y: 150), lift: false)
        let rename = try #require(rowCenter("Rename", in: window))
        host.touchMove(to: CGPoint(x: rename.x, y: rename.y - 30))
        host.touchMove(to: rename)
        let platter = try #require(menuContainer(in: window)?.platter)
        #expect(platter.highlightedIndex.map { platter.rows[$0].titleLabel.text } == "Rename")
        host.touchUp(at: rename)
        host.advance(by: 0.3)
        #expect(delegate.events.suffix(2) == ["ended", "handler Rename"])
    }

    @Test func submenusOpenInPlaceAndTheHeaderGoesBack() throws {
        let delegate = RecordingMenuDelegate()
        let (host, window, _, _) = makeMenuHost(delegate)
        longPress(host, at: CGPoint(x: 100, y: 150))
        host.tap(at: try #require(rowCenter("Sort", in: window)))
        let platter = try #require(menuContainer(in: window)?.platter)
        #expect(platter.rows.map { $0.titleLabel.text } == ["Sort", "Name", "Date"])
        #expect(!platter.rows[1].checkmarkView.isHidden, "Name is on")
        #expect(platter.rows[2].checkmarkView.isHidden)
        host.tap(at: try #require(rowCenter("Sort", in: window)))
        #expect(platter.rows.map { $0.titleLabel.text } == ["Copy", "Share", "Sort", "Rename", "Delete"])
        host.tap(at: try #require(rowCenter("Sort", in: window)))
        host.tap(at: try #require(rowCenter("Date", in: window)))
        host.advance(by: 0.3)
        #expect(delegate.events.last == "handler Date")
    }

    @Test func tappingThePreviewCommitsBeforeEnding() throws {
        let delegate = RecordingMenuDelegate()
        let (host, window, _, _) = makeMenuHost(delegate)
        longPress(host, at: CGPoint(x: 100, y: 150))
        delegate.events.removeAll()
        let preview = try #require(menuContainer(in: window)?.previewView)
        host.tap(at: CGPoint(x: preview.frame.midX, y: preview.frame.midY))
        host.advance(by: 0.3)
        #expect(delegate.events == ["willPerformPreviewAction pop", "dismissalPreview", "willEnd", "ended", "committed"])
    }

    @Test func arrowKeysAndReturnChooseAndEscapeDismisses() {
        let delegate = RecordingMenuDelegate()
        let (host, window, _, _) = makeMenuHost(delegate)
        longPress(host, at: CGPoint(x: 100, y: 150))
        host.press(.keyboardDownArrow)
        host.press(.keyboardDownArrow)
        host.press(.keyboardReturnOrEnter)
        let platter = menuContainer(in: window)?.platter
        #expect(platter?.rows.map { $0.titleLabel.text } == ["Sort", "Name", "Date"], "down skips the disabled Share; Return opens Sort")
        host.press(.keyboardEscape)
        #expect(platter?.rows.count == 5)
        host.press(.keyboardEscape)
        host.advance(by: 0.3)
        #expect(menuContainer(in: window) == nil)
        #expect(!delegate.events.contains { $0.hasPrefix("handler") })
    }

    @Test func dismissMenuAndUpdateVisibleMenu() {
        let delegate = RecordingMenuDelegate()
        let (host, window, _, interaction) = makeMenuHost(delegate)
        longPress(host, at: CGPoint(x: 100, y: 150))
        interaction.updateVisibleMenu { menu in menu.replacingChildren(Array(menu.children.prefix(1))) }
        #expect(menuContainer(in: window)?.platter?.rows.map { $0.titleLabel.text } == ["Copy"])
        interaction.dismissMenu()
        host.advance(by: 0.3)
        #expect(menuContainer(in: window) == nil)
        #expect(delegate.events.last == "ended")
    }

    @Test func previewProviderShowsItsControllersView() {
        let delegate = RecordingMenuDelegate()
        let previewController = UIViewController()
        previewController.preferredContentSize = CGSize(width: 300, height: 200)
        delegate.previewProvider = { previewController }
        let (host, window, view, _) = makeMenuHost(delegate)
        longPress(host, at: CGPoint(x: 100, y: 150))
        let preview = menuContainer(in: window)?.previewView
        #expect(preview?.frame.size == CGSize(width: 300, height: 200))
        #expect(previewController.view.isDescendant(of: window))
        #expect(!view.isHidden, "a preview controller replaces the lift")
    }

    @Test func previewTargetOutsideAWindowTrapsWithUIKitsText() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let container = UIView()
                _ = UITargetedPreview(view: UIView(), parameters: UIPreviewParameters(), target: UIPreviewTarget(container: container, center: .zero))
            }
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("'NSInternalInconsistencyException', reason: 'UIPreviewTarget requires that the container view is in a window, but it is not. (container: <UIView"))
    }
}
