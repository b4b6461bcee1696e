@_exported import SeededRandom
import Foundation
@_spi(OpenUIKitBackend) @testable import CoreGraphics

/// A y-up bitmap context of `width × height` pixels, transparent.
func makeContext(_ width: Int, _ height: Int) -> CGContext {
    CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(),
              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
}

/// The pixel at (`x`, `y`) of the context (row 0 at the top of the bitmap) as (r, g, b, a) premultiplied.
func rgba(_ ctx: CGContext, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
    let p = ctx.data!.assumingMemoryBound(to: UInt8.self) + y * ctx.bytesPerRow + x * 4
    return (Int(p[2]), Int(p[1]), Int(p[0]), Int(p[3]))
}

/// The pixel of an image as (r, g, b, a) premultiplied.
func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
    let p = image.pixel(x: x, y: y)!
    return (Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha))
}

/// Whether two values differ by at most `tolerance`.
func near(_ a: Int, _ b: Int, _ tolerance: Int = 2) -> Bool { abs(a - b) <= tolerance }

/// Whether two values differ by at most `tolerance`.
func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// The shared SplitMix64 generator, under the name these tests use.
typealias SeededGenerator = SplitMix64

let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
