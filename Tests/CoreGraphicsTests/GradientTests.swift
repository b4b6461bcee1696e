import Testing
import Foundation
@testable import CoreGraphics

@Suite struct GradientTests {
    let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [red, blue], locations: [0, 1])!

    @Test func linearGradientInterpolatesAndStopsAtTheEndsWithoutOptions() {
        let ctx = makeContext(100, 10)
        ctx.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: [])
        #expect(rgba(ctx, 10, 5).a == 0)
        #expect(rgba(ctx, 90, 5).a == 0)
        let mid = rgba(ctx, 50, 5)
        #expect(near(mid.r, 128, 6) && near(mid.b, 128, 6) && mid.a == 255)
        #expect(rgba(ctx, 21, 5).r > 240)
        #expect(rgba(ctx, 79, 5).b > 240)
    }

    @Test func linearGradientOptionsExtendEachSideSeparately() {
        for (options, leftDrawn, rightDrawn) in [(CGGradientDrawingOptions.drawsBeforeStartLocation, true, false),
                                                 (.drawsAfterEndLocation, false, true),
                                                 ([.drawsBeforeStartLocation, .drawsAfterEndLocation], true, true)] {
            let ctx = makeContext(100, 10)
            ctx.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: options)
            let left = rgba(ctx, 5, 5), right = rgba(ctx, 95, 5)
            #expect((left.a == 255 && left.r == 255) == leftDrawn)
            #expect((right.a == 255 && right.b == 255) == rightDrawn)
            #expect(rgba(ctx, 50, 5).a == 255)
        }
    }

    @Test func linearGradientFollowsTheYUpSpace() {
        let ctx = makeContext(10, 100)
        ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 100),
                               options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(rgba(ctx, 5, 98).r > 240)   // y = 0 is the bottom row in a y-up context
        #expect(rgba(ctx, 5, 1).b > 240)
    }

    @Test func radialGradientFillsCirclesAndRespectsOptions() {
        let ctx = makeContext(100, 100)
        ctx.drawRadialGradient(gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
                               endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: [])
        #expect(rgba(ctx, 50, 50).r > 240)
        #expect(rgba(ctx, 50, 11).b > 230)
        #expect(rgba(ctx, 2, 2).a == 0)
        let extended = makeContext(100, 100)
        extended.drawRadialGradient(gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
                                    endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: .drawsAfterEndLocation)
        #expect(rgba(extended, 2, 2).b == 255)
        let ring = makeContext(100, 100)
        ring.drawRadialGradient(gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 20,
                                endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: .drawsBeforeStartLocation)
        #expect(rgba(ring, 50, 50).r == 255)
        #expect(rgba(ring, 2, 2).a == 0)
    }

    @Test func componentInitialiserSupportsGreyAndDefaultLocations() throws {
        let grey = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [0, 1, 1, 1],
                                           locations: nil, count: 2))
        #expect(grey.stops.map(\.location) == [0, 1])
        #expect(grey.stops[1].red == 1 && grey.stops[1].blue == 1)
        let three = try #require(CGGradient(colorsSpace: nil, colors: [red, blue, red], locations: nil))
        #expect(three.stops.map(\.location) == [0, 0.5, 1])
        #expect(CGGradient(colorsSpace: nil, colors: [], locations: nil) == nil)
    }

    @Test func gradientRespectsClipAndGlobalAlpha() {
        let ctx = makeContext(20, 20)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
        ctx.setAlpha(0.5)
        ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 20, y: 0),
                               options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(near(rgba(ctx, 2, 10).a, 128, 2))
        #expect(rgba(ctx, 15, 10).a == 0)
    }
}

@Suite struct ConicGradientTests {
    @Test func conicGradientRunsWithTheAngle() throws {
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [red, blue], locations: nil))
        let ctx = topDown(100, 100)
        ctx.drawConicGradient(gradient, center: CGPoint(x: 50, y: 50), angle: 0)
        let start = rgba(ctx, 90, 52)     // just past angle 0 (y-down: slightly clockwise)
        let quarter = rgba(ctx, 50, 90)   // angle π/2: a quarter of the way
        let half = rgba(ctx, 10, 50)      // angle π
        let end = rgba(ctx, 90, 47)       // just before a full turn
        #expect(start.r > 240 && start.b < 15)
        #expect(near(quarter.r, 191, 8) && near(quarter.b, 64, 8))
        #expect(near(half.r, 128, 8) && near(half.b, 128, 8))
        #expect(end.b > 240)
        #expect(rgba(ctx, 0, 0).a == 255 && rgba(ctx, 99, 99).a == 255)   // fills the whole clip
    }

    @Test func gradientColourLookupInterpolatesAndPads() throws {
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [red, blue], locations: [0.25, 0.75]))
        #expect(gradient.color(at: 0).red == 1 && gradient.color(at: 1).blue == 1)
        #expect(near(CGFloat(gradient.color(at: 0.5).red), 0.5, 1e-12))
    }
}

@Test func fastAtan2IsAccurate() {
    var g = SeededGenerator(seed: 11)
    for _ in 0..<2000 {
        let y = Double.random(in: -100...100, using: &g), x = Double.random(in: -100...100, using: &g)
        #expect(abs(fastAtan2(y, x) - atan2(y, x)) < 2e-5)
    }
    #expect(fastAtan2(0, 0) == 0 && abs(fastAtan2(0, -1) - .pi) < 1e-12)
}
