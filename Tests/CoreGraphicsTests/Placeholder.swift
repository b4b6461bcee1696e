import Testing
import Foundation
@testable import CoreGraphics

@Test func fillRectInYUpSpaceLandsAtTheBottomOfThePixels() throws {
    let ctx = try #require(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue))
    ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
    let image = try #require(ctx.makeImage())
    #expect(image.pixel(x: 5, y: 8)?.red == 255)   // y-up: rect at y 0..<5 is the bottom half
    #expect(image.pixel(x: 5, y: 2)?.alpha == 0)
}
