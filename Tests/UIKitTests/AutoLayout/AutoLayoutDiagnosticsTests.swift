import Testing
import UIKitTesting
@testable import UIKit

/// Descriptions, the unsatisfiable-constraints log, ambiguity and the debugging queries.
@MainActor
struct AutoLayoutDiagnosticsTests {
    @Test func descriptionsUseUIKitsFormat() {
        let (root, views) = makeConstraintScene()
        let v = views[0]
        let a = LayoutItemNaming.address
        let width = v.widthAnchor.constraint(equalToConstant: 44)
        #expect(width.description == "<NSLayoutConstraint:\(a(width)) UIView:\(a(v)).width == 44>")
        width.isActive = true
        #expect(width.description == "<NSLayoutConstraint:\(a(width)) UIView:\(a(v)).width == 44   (active)>")
        let leading = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        leading.identifier = "inset"
        #expect(leading.description == "<NSLayoutConstraint:\(a(leading)) 'inset' UIView:\(a(v)).leading == UIView:\(a(root)).leading + 20>")
        let ratio = v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 1.777777, constant: -8)
        #expect(ratio.description == "<NSLayoutConstraint:\(a(ratio)) UIView:\(a(v)).height == 1.77778*UIView:\(a(v)).width - 8>")
        let label = UILabel()
        label.text = "No events"
        let labelWidth = label.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        labelWidth.priority = UILayoutPriority(999)
        #expect(labelWidth.description == "<NSLayoutConstraint:\(a(labelWidth)) UILabel:\(a(label))'No events'.width <= 100 @999>")
        let anchorText = root.leadingAnchor.description
        #expect(anchorText.hasPrefix("<NSLayoutXAxisAnchor:0x") && anchorText.hasSuffix(" \"UIView:\(a(root)).leading\">"))
    }

    @Test func constraintPartsReadBack() {
        let (root, views) = makeConstraintScene()
        let v = views[0]
        let c = NSLayoutConstraint(item: v, attribute: .trailing, relatedBy: .lessThanOrEqual, toItem: root, attribute: .trailingMargin,
                                   multiplier: 1, constant: -4)
        #expect(c.firstItem === v && c.secondItem === root)
        #expect(c.firstAttribute == .trailing && c.secondAttribute == .trailingMargin)
        #expect(c.relation == .lessThanOrEqual && c.multiplier == 1 && c.constant == -4)
        #expect(c.firstAnchor.item === v && c.secondAnchor?.item === root && c.firstAnchor.name == "trailing")
        #expect(!c.isActive && c.priority == .required && !c.shouldBeArchived && c.identifier == nil)
        c.isActive = true
        #expect(root.constraints.contains { $0 === c })
        c.isActive = false
        #expect(root.constraints.isEmpty)
        root.addConstraint(c)
        #expect(c.isActive)
        root.removeConstraint(c)
        #expect(!c.isActive)
        #expect(NSLayoutConstraint.Attribute.baseline == .lastBaseline)
        #expect(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1 && NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
    }

    @Test func removingAViewDeactivatesConstraintsToTheOutside() {
        let (root, views) = makeConstraintScene()
        let v = views[0]
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        v.addSubview(inner)
        let outside = v.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let inside = inner.leadingAnchor.constraint(equalTo: v.leadingAnchor, constant: 5)
        NSLayoutConstraint.activate([outside, inside])
        root.layoutIfNeeded()
        v.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(inside.isActive)
        #expect(v.constraints.contains { $0 === inside })
        // Put back into another tree, the subtree's own constraints work there.
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.addSubview(v)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 7),
                                     v.topAnchor.constraint(equalTo: other.topAnchor), v.widthAnchor.constraint(equalToConstant: 50),
                                     v.heightAnchor.constraint(equalToConstant: 50), inner.topAnchor.constraint(equalTo: v.topAnchor),
                                     inner.widthAnchor.constraint(equalToConstant: 1), inner.heightAnchor.constraint(equalToConstant: 1)])
        other.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 7, y: 0, width: 50, height: 50))
        #expect(inner.frame == CGRect(x: 5, y: 0, width: 1, height: 1))
    }

    @Test func unsatisfiableConstraintsAreLoggedAndOneIsBroken() {
        let (root, views) = makeConstraintScene()
        let v = views[0]
        let first = v.widthAnchor.constraint(equalToConstant: 100)
        let second = v.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([first, v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        let log = capturingAutoLayoutLog {
            second.isActive = true
            root.layoutIfNeeded()
        }
        #expect(log.count == 1)
        let expected = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        (
            "\(first.description)",
            "\(second.description)"
        )

        Will attempt to recover by breaking constraint 
        \(second.description)

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        """
        #expect(log.first == expected)
        // Layout goes on with the broken constraint left out; it stays active.
        #expect(v.frame.width == 100)
        #expect(second.isActive)
        // Removing the one that won lets the broken one hold.
        let again = capturingAutoLayoutLog {
            first.isActive = false
            root.layoutIfNeeded()
        }
        #expect(again.isEmpty)
        #expect(v.frame.width == 200)
    }

    @Test func conflictsWithAutoresizingConstraintsCarryTheNoteAndBreakTheAppsConstraint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))  // still translating its mask
        root.addSubview(v)
        let width = v.widthAnchor.constraint(equalToConstant: 80)
        let log = capturingAutoLayoutLog {
            width.isActive = true
            root.layoutIfNeeded()
        }
        #expect(log.count == 1)
        let text = log.first ?? ""
        #expect(text.contains("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"))
        #expect(text.contains("\"<NSAutoresizingMaskLayoutConstraint:"))
        #expect(text.contains("h=--- v=--- UIView:\(LayoutItemNaming.address(of: v)).width == 50   (active)>\""))
        #expect(text.contains("Will attempt to recover by breaking constraint \n\(width.description)\n"))
        #expect(v.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    @Test func ambiguityAndConstraintsAffectingLayout() {
        let (root, views) = makeConstraintScene()
        let v = views[0]
        let leading = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let width = v.widthAnchor.constraint(equalToConstant: 30)
        let top = v.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([leading, width, top])
        root.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)  // no height
        #expect(v.heightAnchor.hasAmbiguousLayout)
        let horizontal = v.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains { $0 === leading } && horizontal.contains { $0 === width })
        #expect(!horizontal.contains { $0 === top })
        #expect(v.constraintsAffectingLayout(for: .vertical).contains { $0 === top })
        let trace = root._autolayoutTrace()
        #expect(trace.contains("*UIView:\(LayoutItemNaming.address(of: v))- AMBIGUOUS LAYOUT for UIView:\(LayoutItemNaming.address(of: v)).height"))
        v.heightAnchor.constraint(equalToConstant: 20).isActive = true
        root.layoutIfNeeded()
        #expect(!v.hasAmbiguousLayout)
        #expect(!root._autolayoutTrace().contains("AMBIGUOUS"))
    }

    @Test func exercisingAmbiguityMovesTheViewWithinItsConstraints() {
        let (root, views) = makeConstraintScene()
        let v = views[0]
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor),
                                     v.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
                                     v.widthAnchor.constraint(equalToConstant: 40), v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.heightAnchor.constraint(equalToConstant: 40)])
        root.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)
        let before = v.frame
        v.exerciseAmbiguityInLayout()
        #expect(v.frame != before)
        #expect(v.frame.minX >= 0 && v.frame.maxX <= 320)
        #expect(v.frame.size == before.size && v.frame.minY == before.minY)
    }
}

/// Misuse UIKit raises for, as exit tests.
@MainActor
struct AutoLayoutMisuseExitTests {
    @Test func activatingAcrossHierarchiesTrapsWithUIKitsText() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                a.leadingAnchor.constraint(equalTo: b.trailingAnchor).isActive = true
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("'NSGenericException', reason: 'Unable to activate constraint with anchors <NSLayoutXAxisAnchor:0x"))
        #expect(stderr.contains(".leading\"> and <NSLayoutXAxisAnchor:0x"))
        #expect(stderr.contains(".trailing\"> because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.'"))
    }

    @Test func changingAnActiveConstraintFromRequiredToOptionalTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = UIView()
                let c = root.widthAnchor.constraint(equalToConstant: 10)
                c.isActive = true
                c.priority = .defaultLow
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("'NSInternalInconsistencyException', reason: 'Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000.'"))
    }

    @Test func changingAnActiveConstraintFromOptionalToRequiredTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = UIView()
                let c = root.widthAnchor.constraint(equalToConstant: 10)
                c.priority = UILayoutPriority(998)
                c.isActive = true
                c.priority = UILayoutPriority(999)  // fine
                c.priority = .required
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("You passed priority 1000 and the existing priority was 999.'"))
    }

    @Test func aLocationEqualToAConstantTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint(item: UIView(), attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                       multiplier: 1, constant: 10)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."))
    }

    @Test func aPositionPairedWithASizeTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                _ = NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .height, multiplier: 0.25, constant: 0)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("'NSInvalidArgumentException', reason: '*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes'"))
    }
}
