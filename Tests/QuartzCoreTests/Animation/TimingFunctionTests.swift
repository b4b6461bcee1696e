import Testing
@_spi(OpenUIKitBackend) @testable import QuartzCore
import Foundation

@MainActor
struct TimingFunctionTests {
    @Test func easeInEaseOutIsSymmetricAndHalfAtHalf() {
        let f = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(abs(f.evaluate(0.5) - 0.5) < 1e-9)
        #expect(abs(f.evaluate(0.25) + f.evaluate(0.75) - 1) < 1e-9)
        #expect(f.evaluate(0) == 0 && f.evaluate(1) == 1)
    }

    @Test func easeInIsBelowLinearAndEaseOutAbove() {
        let easeIn = CAMediaTimingFunction(name: .easeIn), easeOut = CAMediaTimingFunction(name: .easeOut)
        for x in stride(from: 0.05, to: 1, by: 0.05) {
            #expect(easeIn.evaluate(x) < x)
            #expect(easeOut.evaluate(x) > x)
        }
    }

    @Test func solvesKnownBezierPoints() {
        // At curve parameter s = 0.5 the easeIn curve (0.42, 0), (1, 1) is at x = 0.6575, y = 0.5.
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        #expect(abs(easeIn.evaluate(0.6575) - 0.5) < 1e-9)
        // The default curve (0.25, 0.1), (0.25, 1) at s = 0.5: x = 0.3125, y = 0.5375.
        let standard = CAMediaTimingFunction(name: .default)
        #expect(abs(standard.evaluate(0.3125) - 0.5375) < 1e-9)
        #expect(CAMediaTimingFunction(name: .linear).evaluate(0.3) == 0.3)
    }

    @Test func controlPointsAreApples() {
        var values: [Float] = [0, 0]
        let f = CAMediaTimingFunction(name: .easeInEaseOut)
        f.getControlPoint(at: 1, values: &values)
        #expect(values == [0.42, 0])
        f.getControlPoint(at: 2, values: &values)
        #expect(values == [0.58, 1])
        f.getControlPoint(at: 3, values: &values)
        #expect(values == [1, 1])
        #expect(CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1) == f)
    }

    @Test func steepCurvesStayMonotonic() {
        let f = CAMediaTimingFunction(controlPoints: 0.9, 0, 0.1, 1)
        var last = 0.0
        for i in 0...1000 {
            let y = f.evaluate(Double(i) / 1000)
            #expect(y >= last - 1e-12)
            last = y
        }
    }
}
