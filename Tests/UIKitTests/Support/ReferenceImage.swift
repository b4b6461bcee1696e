import Testing
import Foundation
@testable import UIKit

/// Compares rendered images with reference PNGs kept in `Tests/UIKitTests/ReferenceImages/`.
///
/// A pixel matches when every premultiplied channel is within `channelTolerance` of the reference; the
/// image matches when at most `allowedMismatchedPixels` pixels do not. The defaults (4 per channel, no
/// pixel beyond it: rendering is deterministic, fonts and rasteriser are fixed) are tight enough that a
/// colour shift of 10 in any channel fails on every pixel it touches and a missing glyph, down to a
/// period, fails the image, while leaving room for rounding differences of a unit or two in antialiased
/// edges (`ReferenceImageToleranceTests` proves both). On a mismatch the actual
/// image and a diff image (mismatching pixels red over a faded reference) are written to
/// `test-output/reference-images/` at the package root and named in the failure. With
/// `OPENUIKIT_RECORD_REFERENCES=1` in the environment, missing references are written into the source tree.
enum ReferenceImage {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sourceDirectory = packageRoot.appendingPathComponent("Tests/UIKitTests/ReferenceImages")
    static let outputDirectory = packageRoot.appendingPathComponent("test-output/reference-images")

    /// Records an issue unless `image` matches the reference `name` (without extension).
    /// The default per-channel tolerance.
    static let defaultChannelTolerance = 4
    /// The default number of pixels allowed beyond the tolerance.
    static let defaultAllowedMismatchedPixels = 0

    static func expectMatch(_ image: CGImage, named name: String, channelTolerance: Int = defaultChannelTolerance,
                            allowedMismatchedPixels: Int = defaultAllowedMismatchedPixels,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let referenceURL = sourceDirectory.appendingPathComponent("\(name).png")
        guard let data = try? Data(contentsOf: referenceURL), let reference = CGImage.decode(data) else {
            if ProcessInfo.processInfo.environment["OPENUIKIT_RECORD_REFERENCES"] == "1", let png = image.pngData() {
                try? png.write(to: referenceURL)
                Issue.record("Recorded missing reference image \(referenceURL.path); run again", sourceLocation: sourceLocation)
            } else {
                writeArtifacts(actual: image, diff: nil, name: name)
                Issue.record("Missing reference image \(referenceURL.path) (set OPENUIKIT_RECORD_REFERENCES=1 to record; actual written to \(outputDirectory.path))",
                             sourceLocation: sourceLocation)
            }
            return
        }
        guard reference.width == image.width, reference.height == image.height else {
            writeArtifacts(actual: image, diff: nil, name: name)
            Issue.record("Reference \(name) is \(reference.width)×\(reference.height), actual is \(image.width)×\(image.height)",
                         sourceLocation: sourceLocation)
            return
        }
        let (mismatches, diff) = compare(image, reference, tolerance: channelTolerance)
        if mismatches > allowedMismatchedPixels {
            writeArtifacts(actual: image, diff: diff, name: name)
            Issue.record("Image differs from reference \(name): \(mismatches) pixels beyond tolerance \(channelTolerance) (at most \(allowedMismatchedPixels) allowed); actual and diff in \(outputDirectory.path)",
                         sourceLocation: sourceLocation)
        }
    }

    /// Counts mismatching pixels and draws a diff image.
    /// - Complexity: O(pixels).
    static func compare(_ a: CGImage, _ b: CGImage, tolerance: Int) -> (Int, CGImage?) {
        let width = a.width, height = a.height
        guard let diff = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                   space: CGColorSpaceCreateDeviceRGB(),
                                   bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
              let out = diff.data?.assumingMemoryBound(to: UInt8.self) else { return (width * height, nil) }
        var mismatches = 0
        a.withUnsafePixelBytes { pa in
            b.withUnsafePixelBytes { pb in
                for y in 0..<height {
                    let ra = a.bytesPerRow * y, rb = b.bytesPerRow * y, ro = diff.bytesPerRow * y
                    for x in 0..<width {
                        var worst = 0
                        for c in 0..<4 { worst = max(worst, abs(Int(pa[ra + x * 4 + c]) - Int(pb[rb + x * 4 + c]))) }
                        let o = ro + x * 4
                        if worst > tolerance {
                            mismatches += 1
                            out[o] = 0; out[o + 1] = 0; out[o + 2] = 255; out[o + 3] = 255
                        } else {
                            let grey = UInt8(180 + Int(pb[rb + x * 4 + 1]) / 4)
                            out[o] = grey; out[o + 1] = grey; out[o + 2] = grey; out[o + 3] = 255
                        }
                    }
                }
            }
        }
        return (mismatches, diff.makeImage())
    }

    private static func writeArtifacts(actual: CGImage, diff: CGImage?, name: String) {
        try? FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        try? actual.pngData()?.write(to: outputDirectory.appendingPathComponent("\(name).actual.png"))
        if let diff { try? diff.pngData()?.write(to: outputDirectory.appendingPathComponent("\(name).diff.png")) }
    }
}
