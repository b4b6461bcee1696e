import Foundation
@testable import UIKit

/// An unpremultiplied 8-bit colour read from an image, for assertions.
struct RGBA: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int

    /// Whether every channel is within `tolerance` of `other`.
    func isClose(to other: RGBA, tolerance: Int = 3) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
            && abs(a - other.a) <= tolerance
    }

    var description: String { "(\(r), \(g), \(b), \(a))" }

    static let red = RGBA(r: 255, g: 0, b: 0, a: 255)
    static let green = RGBA(r: 0, g: 255, b: 0, a: 255)
    static let blue = RGBA(r: 0, g: 0, b: 255, a: 255)
    static let black = RGBA(r: 0, g: 0, b: 0, a: 255)
    static let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)
}

extension CGImage {
    /// The unpremultiplied colour of the pixel at (`x`, `y`), row 0 at the top.
    func rgba(_ x: Int, _ y: Int) -> RGBA {
        guard let p = pixel(x: x, y: y) else { return .clear }
        let a = Int(p.alpha)
        guard a > 0 else { return .clear }
        func un(_ v: UInt8) -> Int { min(255, (Int(v) * 255 + a / 2) / a) }
        return RGBA(r: un(p.red), g: un(p.green), b: un(p.blue), a: a)
    }

    /// The number of pixels with alpha above `threshold` inside `rect` (pixel coordinates).
    func inkCount(in rect: CGRect? = nil, threshold: UInt8 = 0) -> Int {
        let r = (rect ?? CGRect(x: 0, y: 0, width: width, height: height))
            .intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, !r.isEmpty else { return 0 }
        var count = 0
        for y in Int(r.minY)..<Int(r.maxY) {
            for x in Int(r.minX)..<Int(r.maxX) where (pixel(x: x, y: y)?.alpha ?? 0) > threshold {
                count += 1
            }
        }
        return count
    }
}

/// Renders `actions` at scale 1 into an image of `size` points and returns its pixels.
func renderPixels(_ size: CGSize, scale: CGFloat = 1, _ actions: (UIGraphicsImageRendererContext) -> Void) -> CGImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: size, format: format).image(actions: actions).cgImage!
}
