import Testing
import UIKitTesting
@testable import UIKit

/// Frames for each attribute, relation, multiplier and priority, against values worked out by hand.
@MainActor
struct NSLayoutConstraintFrameTests {
    @Test func edgesPinAViewInsideItsSuperview() {
        let (root, views) = makeConstraintScene()
        let v = views[0]
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            v.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -50),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 20, y: 40, width: 270, height: 390))
    }

    @Test func leftRightAndLeadingTrailingAgreeLeftToRight() {
        let (root, views) = makeConstraintScene(2)
        NSLayoutConstraint.activate([
            views[0].leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            views[0].rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
            views[1].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            views[1].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            views[0].heightAnchor.constraint(equalToConstant: 10),
            views[1].heightAnchor.constraint(equalToConstant: 10),
            views[0].topAnchor.constraint(equalTo: root.topAnchor),
            views[1].topAnchor.constraint(equalTo: views[0].bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 10, y: 0, width: 300, height: 10))
        #expect(views[1].frame == CGRect(x: 10, y: 10, width: 300, height: 10))
    }

    @Test func centresAndSizes() {
        let (root, views) = makeConstraintScene()
        let v = views[0]
        NSLayoutConstraint.activate([
            v.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: 10),
            v.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -20),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        // centre (170, 220), size 100 × 50.
        #expect(v.frame == CGRect(x: 120, y: 195, width: 100, height: 50))
    }

    @Test func multipliersOnSizesAndPositions() {
        let (root, views) = makeConstraintScene(2)
        let (a, b) = (views[0], views[1])
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25, constant: 10),  // 90
            a.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5),               // 240
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            // centerX at 75 % of the superview's width, through the item/attribute initializer.
            NSLayoutConstraint(item: b, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .trailing, multiplier: 0.75, constant: 0),
            NSLayoutConstraint(item: b, attribute: .top, relatedBy: .equal, toItem: a, attribute: .bottom, multiplier: 1, constant: 8),
            NSLayoutConstraint(item: b, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40),
            NSLayoutConstraint(item: b, attribute: .height, relatedBy: .equal, toItem: a, attribute: .width, multiplier: 2, constant: -20),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 90, height: 240))
        #expect(b.frame == CGRect(x: 220, y: 248, width: 40, height: 160))
    }

    @Test func inequalitiesHoldAndOptionalConstraintsYieldByPriority() {
        let (root, views) = makeConstraintScene()
        let v = views[0]
        let wide = v.widthAnchor.constraint(equalToConstant: 500)
        wide.priority = .defaultHigh
        let narrow = v.widthAnchor.constraint(equalToConstant: 50)
        narrow.priority = .defaultLow
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 16),
            v.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16),
            v.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
            v.heightAnchor.constraint(lessThanOrEqualToConstant: 10).withPriority(.defaultLow),
            wide, narrow,
        ])
        root.layoutIfNeeded()
        // 500 @750 beats 50 @250 but the required inequalities cap the width at 320 - 32.
        #expect(v.frame == CGRect(x: 16, y: 0, width: 288, height: 30))
        wide.priority = UILayoutPriority(200)
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 135, y: 0, width: 50, height: 30))
    }

    @Test func constantChangesMoveTheLayoutInPlace() {
        let (root, views) = makeConstraintScene()
        let v = views[0]
        let leading = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([leading, v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        #expect(v.frame.minX == 10)
        for value in stride(from: CGFloat(0), through: 200, by: 25) {
            leading.constant = value
            root.layoutIfNeeded()
            #expect(v.frame.minX == value)
        }
    }

    @Test func constraintsAcrossLevelsUseTheCommonAncestorsCoordinates() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 200))  // frame-placed
        root.addSubview(container)
        let deep = UIView()
        deep.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(deep)
        NSLayoutConstraint.activate([
            deep.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            deep.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            deep.widthAnchor.constraint(equalToConstant: 10),
            deep.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 50, y: 60, width: 200, height: 200))
        #expect(deep.frame == CGRect(x: 50, y: 40, width: 10, height: 10))
        #expect(deep.constraints.count == 2)  // its own size, installed on itself
        #expect(root.constraints.count == 2)
        #expect(deep.superview === container)
        // Moving the frame-placed container moves the constrained view back to the same place in root.
        container.frame.origin = CGPoint(x: 0, y: 0)
        root.layoutIfNeeded()
        #expect(deep.frame.origin == CGPoint(x: 100, y: 100))
    }

    @Test func marginAttributesFollowLayoutMargins() {
        let (root, views) = makeConstraintScene()
        let v = views[0]
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: v, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: v, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 8, y: 8, width: 304, height: 464))
        root.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 40, right: 50)
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 30, y: 20, width: 240, height: 420))
    }

    @Test func centreWithinMarginsAndOffsetAnchors() {
        let (root, views) = makeConstraintScene(2)
        let (a, b) = (views[0], views[1])
        root.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: a, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
            a.widthAnchor.constraint(equalToConstant: 20), a.heightAnchor.constraint(equalToConstant: 20),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            // b's width is the distance from a's trailing edge to root's trailing edge.
            b.widthAnchor.constraint(equalTo: a.trailingAnchor.anchorWithOffset(to: root.trailingAnchor)),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        // margins area 40...320, centre 180.
        #expect(a.frame == CGRect(x: 170, y: 0, width: 20, height: 20))
        #expect(b.frame == CGRect(x: 190, y: 20, width: 130, height: 5))
    }

    @Test func systemSpacingIsEightPoints() {
        let (root, views) = makeConstraintScene(2)
        let (a, b) = (views[0], views[1])
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 66, y: 58, width: 50, height: 50))
    }

    @Test func layoutGuidesAreSolvedAndPlaceViews() {
        let (root, views) = makeConstraintScene(2)
        let spacer = UILayoutGuide()
        root.addLayoutGuide(spacer)
        #expect(root.layoutGuides.count == 1 && spacer.owningView === root)
        let (a, b) = (views[0], views[1])
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 100),
            spacer.leadingAnchor.constraint(equalTo: a.trailingAnchor), spacer.trailingAnchor.constraint(equalTo: b.leadingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor), b.widthAnchor.constraint(equalToConstant: 60),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            spacer.topAnchor.constraint(equalTo: root.topAnchor), spacer.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(spacer.layoutFrame == CGRect(x: 100, y: 0, width: 160, height: 1))
        #expect(b.frame.minX == 260)
        // A guide no constraint mentions keeps the frame assigned to it.
        let free = UILayoutGuide()
        root.addLayoutGuide(free)
        free.layoutFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(free.layoutFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}

extension NSLayoutConstraint {
    /// The constraint at `priority` (test helper).
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
