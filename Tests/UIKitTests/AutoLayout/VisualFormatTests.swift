import Testing
import UIKitTesting
@testable import UIKit

/// `constraints(withVisualFormat:options:metrics:views:)` on real views: the frames the constraints give,
/// and UIKit's exception for formats it cannot parse.
@MainActor
struct VisualFormatTests {
    @Test func aCompleteLineOfLayout() {
        let (root, v) = makeConstraintScene(3)
        let views = ["find": v[0], "findNext": v[1], "findField": v[2]]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "|-[find(60)]-[findNext(==find)]-[findField(>=20)]-|",
                                                                   metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-30-[find(44)]",
                                                                   metrics: nil, views: ["find": v[0]]))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "[find]-[findNext]-[findField]",
                                                                   options: [.alignAllTop, .alignAllBottom], metrics: nil, views: views))
        root.layoutIfNeeded()
        // Margins 8 at both ends (standard spacing to the superview), 8 between views.
        #expect(v[0].frame == CGRect(x: 8, y: 30, width: 60, height: 44))
        #expect(v[1].frame == CGRect(x: 76, y: 30, width: 60, height: 44))
        #expect(v[2].frame == CGRect(x: 144, y: 30, width: 168, height: 44))
    }

    @Test func metricsPrioritiesAndFlushViews() {
        let (root, v) = makeConstraintScene(2)
        let views: [String: Any] = ["a": v[0], "b": v[1]]
        let metrics: [String: Any] = ["pad": 20, "w": CGFloat(100), "low": 250.0]
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[a(w)][b(>=50,==400@low)]-(>=pad)-|", metrics: metrics, views: views)
        #expect(made.count == 6)
        #expect(made.allSatisfy { !$0.isActive })
        #expect(made.first(where: { $0.priority.rawValue == 250 })?.constant == 400)
        NSLayoutConstraint.activate(made)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(10)][b(==a)]", metrics: nil, views: views))
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 20, y: 0, width: 100, height: 10))
        // b wants 400 at 250 but must leave 20 to the edge: 320 - 20 - 120 = 180.
        #expect(v[1].frame == CGRect(x: 120, y: 10, width: 180, height: 10))
    }

    @Test func standardSpacingToTheSuperviewFollowsItsMargins() {
        let (root, v) = makeConstraintScene(1)
        root.layoutMargins = UIEdgeInsets(top: 12, left: 30, bottom: 0, right: 40)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "|-[a]-|", metrics: nil, views: ["a": v[0]]))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a(5)]", metrics: nil, views: ["a": v[0]]))
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 30, y: 12, width: 250, height: 5))
    }

    @Test func directionRightToLeftPlacesTheFirstViewOnTheRight() {
        let (root, v) = makeConstraintScene(2)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "|-10-[a(50)]-5-[b(60)]", options: .directionRightToLeft,
                                                                   metrics: nil, views: ["a": v[0], "b": v[1]]))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(5)]", metrics: nil, views: ["a": v[0]]))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(5)]", metrics: nil, views: ["b": v[1]]))
        root.layoutIfNeeded()
        #expect(v[0].frame.maxX == 310)
        #expect(v[1].frame.maxX == 255 && v[1].frame.width == 60)
    }

    @Test func formatOptionsHaveUIKitsRawValues() {
        #expect(NSLayoutConstraint.FormatOptions.alignAllLeading.rawValue == 1 << 5)
        #expect(NSLayoutConstraint.FormatOptions.alignAllFirstBaseline.rawValue == 1 << 12)
        #expect(NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue == 2 << 16)
        #expect(NSLayoutConstraint.FormatOptions.spacingBaselineToBaseline.rawValue == 1 << 19)
        #expect(NSLayoutConstraint.FormatOptions.directionLeadingToTrailing.isEmpty)
    }
}

/// Formats UIKit cannot parse raise `NSInvalidArgumentException`; here they trap with the same text.
@MainActor
struct VisualFormatExitTests {
    @Test func unknownViewTrapsWithTheCaretUnderTheName() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = UIView(), button = UIView()
                root.addSubview(button)
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[buton]-|", metrics: nil, views: ["button": button])
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("'NSInvalidArgumentException', reason: 'Unable to parse constraint format: \nbuton is not a key in the views dictionary. \nH:|-[buton]-| \n          ^'"))
    }

    @Test func superviewBarWithoutASuperviewTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint.constraints(withVisualFormat: "|[view]|", metrics: nil, views: ["view": UIView()])
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Unable to parse constraint format: \nUnable to interpret '|' character, because the related view doesn't have a superview \n|[view]| \n       ^'"))
    }

    @Test func missingMetricTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = UIView(), a = UIView()
                root.addSubview(a)
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-margiin-[a]", metrics: ["margin": 8], views: ["a": a])
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Encountered metric with name \"margiin\", but value was not specified in metrics or views dictionaries \nH:|-margiin-[a] \n           ^'"))
    }

    @Test func emptyFormatTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = NSLayoutConstraint.constraints(withVisualFormat: "", metrics: nil, views: [:]) }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("'NSInvalidArgumentException', reason: 'Unable to parse constraint format: It's an empty string.'"))
    }
}
