import Testing
import Foundation
@testable import UIKit
@_spi(OpenUIKitHost) import UIKit
import UIKitTesting

private struct AccentTrait: UITraitDefinition {
    static let defaultValue = 0
}

/// Records trait callbacks in the order UIKit makes them.
@MainActor
private final class RecordingView: UIView {
    var changes: [UITraitCollection?] = []
    var currentInLayout: UITraitCollection?
    var currentInDraw: UITraitCollection?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        changes.append(previousTraitCollection)
        #expect(UITraitCollection.current === traitCollection)
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        currentInLayout = UITraitCollection.current
    }
    override func draw(_ rect: CGRect) {
        currentInDraw = UITraitCollection.current
        UIColor.red.setFill()
        UIRectFill(bounds)
    }
}

@MainActor
private final class RecordingController: UIViewController {
    var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
}

/// Expected behaviour: Apple's documentation of `UITraitCollection`, `overrideUserInterfaceStyle`
/// ("the view and all of its subviews"), `traitOverrides` (iOS 17), `setOverrideTraitCollection(_:forChild:)`,
/// `UITraitChangeObservable` ("UIKit calls the handler when any of the specified traits change"), the HIG's
/// size-class table (iPhone portrait compact/regular; landscape compact height, regular width on Plus/Max
/// phones; iPad regular/regular) and `UITraitCollection.current` ("UIKit sets the current trait collection
/// before calling draw(_:), layoutSubviews() …").
@MainActor
@Suite("Trait propagation, overrides and change callbacks", .serialized)
struct TraitPropagationTests {
    @Test("the screen's traits reach the window, the view controller and its views")
    func screenToViews() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 3)
        let controller = UIViewController()
        let child = UIView()
        controller.view.addSubview(child)
        let window = host.show(controller)
        for traits in [window.traitCollection, controller.traitCollection, controller.view.traitCollection, child.traitCollection] {
            #expect(traits.userInterfaceStyle == .light)
            #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
            #expect(traits.displayScale == 3)
            #expect(traits.userInterfaceIdiom == .phone)
            #expect(traits.layoutDirection == .leftToRight)
            #expect(traits.preferredContentSizeCategory == .large)
            #expect(traits.accessibilityContrast == .normal && traits.userInterfaceLevel == .base)
        }
        #expect(host.screen.traitCollection.displayScale == 3)
    }

    @Test("size classes follow the window's size as iOS's table")
    func sizeClasses() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844))
        let window = host.show(UIViewController())
        func classes() -> [UIUserInterfaceSizeClass] { [window.traitCollection.horizontalSizeClass, window.traitCollection.verticalSizeClass] }
        #expect(classes() == [.compact, .regular])
        host.resize(to: CGSize(width: 844, height: 390))
        #expect(classes() == [.compact, .compact], "a 390-point phone in landscape")
        host.resize(to: CGSize(width: 926, height: 428))
        #expect(classes() == [.regular, .compact], "a Max phone in landscape")
        host.resize(to: CGSize(width: 1024, height: 768))
        #expect(classes() == [.regular, .regular])
        #expect(window.traitCollection.userInterfaceIdiom == .pad)
        host.resize(to: CGSize(width: 320, height: 768))
        #expect(classes() == [.compact, .regular], "slide-over width on an iPad-like screen")
    }

    @Test("overrideUserInterfaceStyle applies to the view and its subviews, not its superview")
    func styleOverride() {
        let host = HeadlessHost()
        let controller = UIViewController()
        let container = UIView(), inner = UIView(), sibling = UIView()
        container.addSubview(inner)
        controller.view.addSubview(container)
        controller.view.addSubview(sibling)
        host.show(controller)
        container.overrideUserInterfaceStyle = .dark
        #expect(container.traitCollection.userInterfaceStyle == .dark)
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(sibling.traitCollection.userInterfaceStyle == .light)
        #expect(controller.view.traitCollection.userInterfaceStyle == .light)
        controller.overrideUserInterfaceStyle = .dark
        #expect(sibling.traitCollection.userInterfaceStyle == .dark)
        container.overrideUserInterfaceStyle = .light
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        host.userInterfaceStyle = .dark
        controller.overrideUserInterfaceStyle = .unspecified
        #expect(sibling.traitCollection.userInterfaceStyle == .dark, "the system style now")
    }

    @Test("traitOverrides on a controller reach its views; setOverrideTraitCollection(_:forChild:) reaches a child")
    func traitOverrides() {
        let host = HeadlessHost()
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let leaf = UIView()
        child.view.addSubview(leaf)
        host.show(parent)
        parent.traitOverrides[AccentTrait.self] = 7
        parent.traitOverrides.legibilityWeight = .bold
        #expect(leaf.traitCollection[AccentTrait.self] == 7)
        #expect(child.traitCollection.legibilityWeight == .bold)
        #expect(parent.traitOverrides.contains(AccentTrait.self))
        parent.traitOverrides.remove(AccentTrait.self)
        #expect(!parent.traitOverrides.contains(AccentTrait.self))
        #expect(leaf.traitCollection[AccentTrait.self] == 0)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(leaf.traitCollection.horizontalSizeClass == .regular)
        #expect(leaf.traitCollection.verticalSizeClass == .regular, "unspecified traits are inherited")
        #expect(parent.traitCollection.horizontalSizeClass == .compact)
        leaf.traitOverrides.userInterfaceLevel = .elevated
        #expect(leaf.traitCollection.userInterfaceLevel == .elevated && child.view.traitCollection.userInterfaceLevel == .base)
    }

    @Test("each change is reported once, and nothing is reported when nothing changed")
    func callbacksOnce() {
        let host = HeadlessHost()
        let controller = RecordingController()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(view)
        host.show(controller)
        host.renderFrame()
        #expect(view.changes.isEmpty, "no report for the initial traits")
        host.userInterfaceStyle = .dark
        host.renderFrame()
        #expect(view.changes.count == 1)
        #expect(view.changes.first??.userInterfaceStyle == .light)
        #expect(controller.changes == 1)
        host.renderFrame()
        host.userInterfaceStyle = .dark
        host.renderFrame()
        #expect(view.changes.count == 1, "setting the same style again changes nothing")
        view.overrideUserInterfaceStyle = .dark
        host.renderFrame()
        #expect(view.changes.count == 1, "an override equal to the inherited style changes nothing")
        view.overrideUserInterfaceStyle = .light
        view.overrideUserInterfaceStyle = .dark
        view.updateTraitsIfNeeded()
        #expect(view.changes.count == 1, "two changes that cancel before the update report nothing")
        view.overrideUserInterfaceStyle = .light
        view.updateTraitsIfNeeded()
        #expect(view.changes.count == 2, "updateTraitsIfNeeded reports at once")
        #expect(controller.changes == 1)
    }

    @Test("registerForTraitChanges calls back only for the traits registered, until unregistered")
    func registrations() {
        let host = HeadlessHost()
        let view = UIView()
        let controller = UIViewController()
        controller.view.addSubview(view)
        host.show(controller)
        var styleChanges: [UIUserInterfaceStyle] = []
        var sizeChanges = 0
        var customChanges = 0
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (changed: UIView, previous: UITraitCollection) in
            #expect(changed === view)
            styleChanges.append(previous.userInterfaceStyle)
        }
        view.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) { (_: UIView, _: UITraitCollection) in
            sizeChanges += 1
        }
        controller.registerForTraitChanges([AccentTrait.self]) { (_: UIViewController, _: UITraitCollection) in customChanges += 1 }
        host.userInterfaceStyle = .dark
        host.renderFrame()
        #expect(styleChanges == [.light])
        #expect(sizeChanges == 0)
        host.resize(to: CGSize(width: 844, height: 390))
        #expect(sizeChanges == 1)
        #expect(styleChanges.count == 1)
        controller.traitOverrides[AccentTrait.self] = 2
        controller.updateTraitsIfNeeded()
        #expect(customChanges == 1)
        view.unregisterForTraitChanges(registration)
        host.userInterfaceStyle = .light
        host.renderFrame()
        #expect(styleChanges.count == 1)
    }

    @Test("the target/action form calls the target's method")
    func targetAction() {
        final class Target {
            var calls = 0
            func refresh() { calls += 1 }
        }
        let host = HeadlessHost()
        let controller = UIViewController()
        host.show(controller)
        let target = Target()
        controller.view.registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance, target: target, action: Target.refresh)
        host.accessibilityContrast = .high
        host.renderFrame()
        #expect(target.calls == 1)
        host.accessibilityContrast = .normal
        host.renderFrame()
        #expect(target.calls == 2)
    }

    @Test("UIKit sets current to the view's traits in layoutSubviews and draw(_:)")
    func currentInCallbacks() {
        let host = HeadlessHost()
        let controller = UIViewController()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.overrideUserInterfaceStyle = .dark
        controller.view.addSubview(view)
        host.show(controller)
        #expect(view.currentInLayout?.userInterfaceStyle == .dark)
        #expect(view.currentInDraw?.userInterfaceStyle == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .light, "outside UIKit's callbacks: the screen's")
    }

    @Test("a view added to a window with other traits reports the change")
    func movingIntoAWindow() {
        let host = HeadlessHost()
        let controller = UIViewController()
        controller.overrideUserInterfaceStyle = .dark
        host.show(controller)
        let view = RecordingView()
        #expect(view.traitCollection.userInterfaceStyle == .light)
        controller.view.addSubview(view)
        host.renderFrame()
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.changes.count == 1)
    }

    @Test("views and controllers deallocated while a trait update is queued for them are skipped, and nothing keeps them alive")
    func deallocatedWhileQueued() {
        let host = HeadlessHost()
        let controller = UIViewController()
        host.show(controller)
        weak var weakView: RecordingView?
        weak var weakChild: UIViewController?
        do {
            let view = RecordingView()
            _ = view.traitCollection
            controller.view.addSubview(view)  // queued for the next update
            view.removeFromSuperview()
            weakView = view
            let child = UIViewController()
            controller.addChild(child)
            child.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .dark), forChild: UIViewController())
            child.removeFromParent()
            weakChild = child
        }
        #expect(weakView == nil)
        #expect(weakChild == nil)
        let survivor = RecordingView()
        #expect(survivor.traitCollection.userInterfaceStyle == .light)
        controller.overrideUserInterfaceStyle = .dark
        controller.view.addSubview(survivor)
        host.renderFrame()
        #expect(survivor.traitCollection.userInterfaceStyle == .dark)
        #expect(survivor.changes.count == 1)
    }

    @Test("a subtree built outside a window reports its traits once it is added to one")
    func builtOutsideAWindow() {
        let host = HeadlessHost()
        let controller = UIViewController()
        controller.overrideUserInterfaceStyle = .dark
        host.show(controller)
        let container = UIView()
        let leaf = RecordingView()
        _ = leaf.traitCollection
        container.addSubview(leaf)
        host.renderFrame()
        #expect(leaf.changes.isEmpty)
        controller.view.addSubview(container)
        host.renderFrame()
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        #expect(leaf.changes.count == 1)
    }
}
