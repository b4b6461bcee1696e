import Testing
import UIKitTesting
@testable import UIKit

@MainActor private var ContentOffsetKVO = 0
@MainActor private var ContentSizeKVO = 0

/// Seed 001's `ScrollController`, with the documented changes only: `NSKeyValueObserving` adopted,
/// `override` dropped from `observeValue`, Swift 3+ spellings (`.initial`, `observeValue(forKeyPath:…)`,
/// `CGPoint(x:y:)`), and the context globals isolated to the main actor (Swift 6).
@MainActor
public class ScrollController: NSObject, NSKeyValueObserving {
    public var customView: UIView? {
        didSet { updateScrollPosition() }
    }

    public var scrollView: UIScrollView? {
        didSet {
            if let view = oldValue { removeKVO(scrollView: view) }
            if let view = scrollView {
                addKVO(scrollView: view)
                updateScrollPosition()
            }
        }
    }

    var notifications = 0

    isolated deinit {
        if let scrollView = scrollView { removeKVO(scrollView: scrollView) }
    }

    private func removeKVO(scrollView: UIScrollView) {
        scrollView.removeObserver(self, forKeyPath: "contentSize", context: &ContentSizeKVO)
        scrollView.removeObserver(self, forKeyPath: "contentOffset", context: &ContentOffsetKVO)
    }

    private func addKVO(scrollView: UIScrollView) {
        scrollView.addObserver(self, forKeyPath: "contentSize", options: [.initial, .new], context: &ContentSizeKVO)
        scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.initial, .new], context: &ContentOffsetKVO)
    }

    public func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                             context: UnsafeMutableRawPointer?) {
        switch keyPath {
        case .some("contentSize"), .some("contentOffset"):
            notifications += 1
            self.updateScrollPosition()
        default:
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
    }

    private func updateScrollPosition() {
        guard let scrollView = scrollView, let customView = customView else { return }
        let viewSize = scrollView.bounds.size.height
        let scrollLimit = scrollView.contentSize.height - viewSize
        let scrollOffset = scrollView.contentOffset.y
        let scrollDelta = scrollOffset / scrollLimit
        let trackerFrame = customView.frame
        let trackerTravel = viewSize - trackerFrame.size.height
        let trackerOffset = scrollOffset + (trackerTravel * scrollDelta)
        customView.frame = CGRect(origin: CGPoint(x: 0, y: trackerOffset), size: trackerFrame.size)
    }
}

@MainActor
struct ScrollKeyValueObservingTests {
    @Test func seed001TrackerFollowsTheFormula() {
        let scene = ScrollScene(contentSize: CGSize(width: 390, height: 44 * 200))
        let controller = ScrollController()
        controller.scrollView = scene.scrollView
        let tracker = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        scene.scrollView.addSubview(tracker)
        controller.customView = tracker
        let height: CGFloat = 844, limit = 44 * 200 - height
        for offset in [CGFloat(0), 100, 2500.5, limit / 2, limit, -60] {
            scene.scrollView.contentOffset = CGPoint(x: 0, y: offset)
            let expected = offset + (height - 44) * (offset / limit)
            #expect(tracker.frame == CGRect(x: 0, y: expected, width: 44, height: 44))
        }
        // And while dragging and decelerating.
        scene.flick(dy: -300)
        scene.host.advance(by: 0.15)
        let y = scene.scrollView.contentOffset.y
        #expect(abs(tracker.frame.minY - (y + (height - 44) * (y / limit))) < 0.0001)
        scene.host.runUntilIdle()
        // contentSize changes move it too.
        scene.scrollView.contentSize = CGSize(width: 390, height: 44 * 100)
        let newLimit = 44 * 100 - height, z = scene.scrollView.contentOffset.y
        #expect(abs(tracker.frame.minY - (z + (height - 44) * (z / newLimit))) < 0.0001)
        controller.scrollView = nil
        let count = controller.notifications
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(controller.notifications == count)
    }

    @Test func changeDictionaryAndContext() {
        final class Observer: NSObject, NSKeyValueObserving {
            var changes: [(String?, [NSKeyValueChangeKey: Any]?, UnsafeMutableRawPointer?)] = []
            func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                              context: UnsafeMutableRawPointer?) {
                changes.append((keyPath, change, context))
            }
        }
        let scene = ScrollScene()
        let observer = Observer()
        scene.scrollView.addObserver(observer, forKeyPath: "contentOffset", options: [.old, .new, .prior], context: &ContentOffsetKVO)
        scene.scrollView.addObserver(observer, forKeyPath: "isTracking", options: [.new], context: nil)
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(observer.changes.count == 2)
        let prior = observer.changes[0].1, after = observer.changes[1].1
        #expect(prior?[.notificationIsPriorKey] as? Bool == true)
        #expect(prior?[.oldKey] as? CGPoint == .zero)
        #expect(after?[.newKey] as? CGPoint == CGPoint(x: 0, y: 30))
        #expect(after?[.oldKey] as? CGPoint == .zero)
        #expect(after?[.kindKey] as? UInt == NSKeyValueChange.setting.rawValue)
        #expect(observer.changes[1].2 == UnsafeMutableRawPointer(&ContentOffsetKVO))
        scene.host.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 300), duration: 0.2)
        #expect(!observer.changes.contains { $0.0 == "isTracking" })
        scene.scrollView.removeObserver(observer, forKeyPath: "contentOffset", context: &ContentOffsetKVO)
        scene.scrollView.removeObserver(observer, forKeyPath: "isTracking")
        let count = observer.changes.count
        scene.host.runUntilIdle()
        #expect(observer.changes.count == count)
    }

    @Test func swiftKeyPathObservationStopsWhenReleased() {
        let scene = ScrollScene()
        var offsets: [CGPoint?] = []
        var sizes: [CGSize?] = []
        var observation: NSKeyValueObservation? = scene.scrollView.observe(\.contentOffset, options: [.initial, .new]) { view, change in
            offsets.append(change.newValue)
            #expect(view === scene.scrollView)
        }
        let sizeObservation = scene.scrollView.observe(\.contentSize, options: [.old, .new]) { _, change in
            sizes.append(change.oldValue)
            sizes.append(change.newValue)
        }
        #expect(offsets == [.zero])
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 5)
        scene.scrollView.contentSize = CGSize(width: 1, height: 2)
        #expect(offsets == [.zero, CGPoint(x: 0, y: 5)])
        #expect(sizes == [CGSize(width: 390, height: 20_000), CGSize(width: 1, height: 2)])
        _ = observation
        observation = nil
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 9)
        #expect(offsets.count == 2)
        sizeObservation.invalidate()
        scene.scrollView.contentSize = CGSize(width: 3, height: 4)
        #expect(sizes.count == 2)
    }

    @Test func boundsAndInsetObservation() {
        let scene = ScrollScene()
        var bounds: [CGRect] = []
        var insets: [UIEdgeInsets] = []
        let a = scene.scrollView.observe(\.bounds, options: [.new]) { _, change in bounds.append(change.newValue ?? .null) }
        let b = scene.scrollView.observe(\.contentInset, options: [.new]) { _, change in insets.append(change.newValue ?? .zero) }
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 7)
        scene.scrollView.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(bounds == [CGRect(x: 0, y: 7, width: 390, height: 844)])
        #expect(insets == [UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)])
        a.invalidate()
        b.invalidate()
    }
}

@MainActor
struct ScrollObserverLifetimeTests {
    /// An observer that removes its registration in `deinit`, as seed 001 does.
    final class SelfRemoving: NSObject, NSKeyValueObserving {
        let scrollView: UIScrollView
        var count = 0
        init(_ scrollView: UIScrollView) {
            self.scrollView = scrollView
            super.init()
            scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new], context: nil)
            scrollView.addScrollObserver(Forwarder.shared)
        }
        func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                          context: UnsafeMutableRawPointer?) { count += 1 }
        isolated deinit {
            scrollView.removeObserver(self, forKeyPath: "contentOffset", context: nil)
        }
    }

    final class Forwarder: UIScrollViewDelegate {
        static let shared = Forwarder()
    }

    @Test func observersMayUnregisterInDeinit() {
        let scene = ScrollScene()
        var observer: SelfRemoving? = SelfRemoving(scene.scrollView)
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 1)
        #expect(observer?.count == 1)
        observer = nil
        #expect(scene.scrollView.keyValueEntries.isEmpty)
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 2)
    }

    @Test func unregisteredRemovalStopsWithFoundationsMessage() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                view.removeObserver(NSObject(), forKeyPath: "contentOffset")
            }
        }
    }
}
