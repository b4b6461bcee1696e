import Testing
import Foundation
@testable import CoreGraphics

@Suite struct ColorTests {
    @Test func componentsAlphaAndSpaces() throws {
        let c = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(c.components == [0.2, 0.4, 0.6, 0.8] && c.numberOfComponents == 4 && c.alpha == 0.8)
        #expect(c.colorSpace?.model == .rgb)
        let grey = CGColor(gray: 0.5, alpha: 1)
        #expect(grey.numberOfComponents == 2 && grey.colorSpace?.model == .monochrome)
        #expect(grey.rgba == (0.5, 0.5, 0.5, 1))
        let fromSpace = try #require(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [1, 0, 0, 1]))
        #expect(fromSpace.components == [1, 0, 0, 1])
        #expect(CGColorSpace(name: "not a space") == nil)
        #expect(CGColorSpace(name: CGColorSpace.extendedSRGB)?.numberOfComponents == 3)
    }

    @Test func extendedComponentsAreKeptButClampedForDrawing() {
        let wide = CGColor(red: 1.2, green: -0.1, blue: .nan, alpha: 2)
        #expect(wide.components?[0] == 1.2)
        #expect(wide.rgba == (1, 0, 0, 1))
    }

    @Test func copyWithAlphaKeepsTheModel() {
        #expect(CGColor(gray: 0.3, alpha: 1).copy(alpha: 0.5) == CGColor(gray: 0.3, alpha: 0.5))
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1).copy(alpha: 0.25)?.alpha == 0.25)
    }

    @Test func equalityAndHashingFollowSpaceAndComponents() {
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) == CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
        #expect(CGColor(gray: 1, alpha: 1) != CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(Set([CGColor.black, CGColor(gray: 0, alpha: 1), .white]).count == 2)
        #expect(CGColor.clear.alpha == 0)
    }
}
