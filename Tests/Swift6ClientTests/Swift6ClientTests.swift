// A Swift 6 client: strict isolation, plain `import UIKit`. The overrides in OverridesAppleAllows.swift
// compile, and UIKit calls them.
import Testing
import UIKit
import UIKitTesting

@MainActor
struct Swift6ClientTests {
    @Test func overridingClassesWorkAsUIKitSubclasses() {
        let badge = BadgeView()
        badge.sizeToFit()
        #expect(badge.bounds.size == CGSize(width: 40, height: 20))
        let outside = CGPoint(x: -5, y: 10)
        #expect(badge.point(inside: outside, with: nil))
        #expect(ThemeColor.systemBlue == UIColor.systemIndigo)
        let controller = DetailController()
        controller.loadViewIfNeeded()
        #expect(controller.view is BadgeView)
    }

    @Test func coreAnimationFunctionsSubclassAsOnIOS() throws {
        let curve = LoggedCurve(controlPoints: 0.42, 0, 0.58, 1)
        var point: [Float] = [0, 0]
        curve.getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
        #expect(curve.description.hasPrefix("logged CAMediaTimingFunction"))
        let rotation = try #require(NamedRotation(name: .rotateZ))
        #expect(rotation.name == .rotateZ)
    }
}
