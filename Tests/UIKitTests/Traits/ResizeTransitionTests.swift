import Testing
import Foundation
@testable import UIKit
import UIKitTesting

@MainActor
private final class SizeRecordingController: UIViewController {
    var events: [String] = []
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        events.append("viewWillTransition \(Int(size.width))x\(Int(size.height)) from \(Int(view.bounds.width))")
        coordinator.animate(alongsideTransition: { [unowned self] _ in
            events.append("alongside \(Int(view.bounds.width))")
        }, completion: { [unowned self] context in
            events.append("completion \(Int(view.bounds.width)) cancelled=\(context.isCancelled)")
        })
    }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        events.append("willTransition h=\(newCollection.horizontalSizeClass.rawValue) v=\(newCollection.verticalSizeClass.rawValue)")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if !events.isEmpty { events.append("layout \(Int(view.bounds.width))") }
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        events.append("traitCollectionDidChange")
    }
}

/// Expected order: Apple's `UIContentContainer` documentation — `willTransition(to:with:)` when the
/// traits change, then `viewWillTransition(to:with:)` while the view still has its old size; alongside
/// blocks run with the change, completion blocks after it; the default implementations forward to
/// child view controllers.
@MainActor
@Suite("Window size changes", .serialized)
struct ResizeTransitionTests {
    @Test("resizing calls willTransition then viewWillTransition, then alongside, layout and completion")
    func order() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        let root = SizeRecordingController(), child = SizeRecordingController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        host.show(root)
        host.resize(to: CGSize(width: 844, height: 390))
        let first = Array(root.events.prefix(4))
        #expect(first == ["willTransition h=1 v=1", "viewWillTransition 844x390 from 390", "alongside 844", "traitCollectionDidChange"])
        #expect(root.events.contains("layout 844"))
        #expect(root.events.last == "completion 844 cancelled=false")
        #expect(child.events.contains("viewWillTransition 844x390 from 390"), "forwarded to children")
        #expect(root.traitCollection.verticalSizeClass == .compact)
        #expect(host.snapshot().width == 844 * 2)
    }

    @Test("a resize that keeps the size classes calls only viewWillTransition")
    func sameClasses() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        let root = SizeRecordingController()
        host.show(root)
        host.resize(to: CGSize(width: 375, height: 700))
        #expect(!root.events.contains { $0.hasPrefix("willTransition") })
        #expect(!root.events.contains("traitCollectionDidChange"))
        #expect(root.events.first == "viewWillTransition 375x700 from 390")
        #expect(root.view.bounds.size == CGSize(width: 375, height: 700))
    }
}
