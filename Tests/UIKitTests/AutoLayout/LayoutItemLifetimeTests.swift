import Testing
import UIKitTesting
@testable import UIKit

/// Constraints, anchors and layout guides do not retain their items, as in UIKit, and never dangle: once
/// a view or guide is deallocated they read nil (OpenUIKit holds items through `LayoutItemReference`,
/// cleared in `deinit`, instead of `weak` references).
@MainActor
struct LayoutItemLifetimeTests {
    @Test func constraintsDoNotRetainTheirViewsAndReadNilAfterTheyAreGone() {
        weak var weakFirst: UIView?
        weak var weakSecond: UIView?
        var constraint: NSLayoutConstraint?
        do {
            let first = UIView(), second = UIView()
            weakFirst = first
            weakSecond = second
            constraint = first.widthAnchor.constraint(equalTo: second.widthAnchor, multiplier: 2, constant: 3)
            #expect(constraint?.firstItem === first)
            #expect(constraint?.secondItem === second)
        }
        #expect(weakFirst == nil)
        #expect(weakSecond == nil)
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.secondItem == nil)
        #expect(constraint?.firstAttribute == .width)
        // An anchor made from a dead item cannot be activated into anything: activating does nothing.
        constraint?.isActive = true
        #expect(constraint?.isActive == false || constraint?.firstItem == nil)
    }

    @Test func aGuideOutlivingItsOwningViewHasNoOwner() {
        let guide = UILayoutGuide()
        var constraint: NSLayoutConstraint?
        weak var weakView: UIView?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            weakView = view
            view.addLayoutGuide(guide)
            #expect(guide.owningView === view)
            constraint = guide.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)
            constraint?.isActive = true
            view.layoutIfNeeded()
            #expect(guide.layoutFrame.width == 50)
        }
        #expect(weakView == nil)
        #expect(guide.owningView == nil)
        #expect(constraint?.firstItem === guide)
        #expect(constraint?.secondItem == nil)
        _ = guide.layoutFrame
    }

    @Test func aDeallocatedGuideIsNilInItsConstraints() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var constraint: NSLayoutConstraint?
        weak var weakGuide: UILayoutGuide?
        do {
            let guide = UILayoutGuide()
            weakGuide = guide
            constraint = guide.heightAnchor.constraint(equalTo: view.heightAnchor)
        }
        #expect(weakGuide == nil)
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.secondItem === view)
    }

    @Test func aSubviewDeallocatedAfterLeavingKeepsTheTreeLayingOut() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var constraints: [NSLayoutConstraint] = []
        weak var weakChild: UIView?
        do {
            let child = UIView()
            weakChild = child
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            constraints = [child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                           child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                           child.widthAnchor.constraint(equalToConstant: 30),
                           child.heightAnchor.constraint(equalToConstant: 40)]
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
            #expect(constraints[0].isActive)
            child.removeFromSuperview()
        }
        #expect(weakChild == nil)
        for constraint in constraints { #expect(constraint.firstItem == nil) }
        // Leaving the superview removed the constraints to it (UIKit keeps the child's own size ones).
        #expect(!constraints[0].isActive)
        #expect(!constraints[1].isActive)
        #expect(root.constraints.isEmpty)
        // The engine no longer names the child: a new subview lays out in its place.
        let next = UIView()
        next.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(next)
        NSLayoutConstraint.activate([next.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
                                     next.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
                                     next.widthAnchor.constraint(equalToConstant: 7),
                                     next.heightAnchor.constraint(equalToConstant: 8)])
        root.layoutIfNeeded()
        #expect(next.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    }

    @Test func aRootViewWithAnEngineDeallocatesWhileItsConstraintsAreHeld() {
        var held: [NSLayoutConstraint] = []
        weak var weakRoot: UIView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            weakRoot = root
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            held = [child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                    child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                    child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                    child.heightAnchor.constraint(equalToConstant: 10)]
            NSLayoutConstraint.activate(held)
            root.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 25, y: 45, width: 50, height: 10))
        }
        #expect(weakRoot == nil)
        for constraint in held {
            #expect(constraint.firstItem == nil)
            #expect(constraint.secondItem == nil)
            // Reading and changing a constraint whose items are gone is harmless.
            constraint.constant = 4
            _ = constraint.description
        }
    }
}
