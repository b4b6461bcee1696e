import Testing
import Foundation
@testable import CoreGraphics

@Suite struct AffineTransformTests {
    func randomTransform(_ g: inout SeededGenerator) -> CGAffineTransform {
        var t: CGAffineTransform
        repeat {
            t = CGAffineTransform(a: .random(in: -3...3, using: &g), b: .random(in: -3...3, using: &g),
                                  c: .random(in: -3...3, using: &g), d: .random(in: -3...3, using: &g),
                                  tx: .random(in: -100...100, using: &g), ty: .random(in: -100...100, using: &g))
        } while abs(t.a * t.d - t.b * t.c) < 0.05
        return t
    }

    func close(_ a: CGAffineTransform, _ b: CGAffineTransform, _ tolerance: CGFloat = 1e-7) -> Bool {
        near(a.a, b.a, tolerance) && near(a.b, b.b, tolerance) && near(a.c, b.c, tolerance) && near(a.d, b.d, tolerance)
            && near(a.tx, b.tx, tolerance * 100) && near(a.ty, b.ty, tolerance * 100)
    }

    @Test func documentedExamples() {
        #expect(CGPoint(x: 1, y: 1).applying(CGAffineTransform(translationX: 10, y: 20)) == CGPoint(x: 11, y: 21))
        #expect(CGPoint(x: 3, y: 4).applying(CGAffineTransform(scaleX: 2, y: -1)) == CGPoint(x: 6, y: -4))
        // Rotation: +π/2 takes the x axis onto the y axis (clockwise on a y-down screen).
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(near(p.x, 0) && near(p.y, 1))
        // translatedBy/scaledBy/rotated prepend: the new operation happens first.
        #expect(CGPoint.zero.applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)) == CGPoint(x: 20, y: 0))
        // concatenating applies self, then the argument.
        #expect(CGPoint(x: 1, y: 0).applying(CGAffineTransform(scaleX: 2, y: 2)
            .concatenating(CGAffineTransform(translationX: 10, y: 0))) == CGPoint(x: 12, y: 0))
        #expect(CGAffineTransform.identity.isIdentity && CGAffineTransform().isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 1).isIdentity)
        #expect(CGAffineTransform(1, 2, 3, 4, 5, 6) == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    }

    @Test func singularTransformInvertsToItself() {
        let t = CGAffineTransform(scaleX: 0, y: 2)
        #expect(t.inverted() == t)
    }

    @Test func sizeApplyingIgnoresTranslation() {
        let t = CGAffineTransform(translationX: 50, y: 50).scaledBy(x: 2, y: -3)
        #expect(CGSize(width: 1, height: 1).applying(t) == CGSize(width: 2, height: -3))
    }

    @Test func inverseRoundTrips() {
        var g = SeededGenerator(seed: 1)
        for _ in 0..<200 {
            let t = randomTransform(&g)
            #expect(close(t.concatenating(t.inverted()), .identity, 1e-6))
            let p = CGPoint(x: .random(in: -50...50, using: &g), y: .random(in: -50...50, using: &g))
            let back = p.applying(t).applying(t.inverted())
            #expect(near(back.x, p.x, 1e-6) && near(back.y, p.y, 1e-6))
        }
    }

    @Test func concatenationIsAssociativeAndMatchesSequentialApplication() {
        var g = SeededGenerator(seed: 2)
        for _ in 0..<200 {
            let a = randomTransform(&g), b = randomTransform(&g), c = randomTransform(&g)
            #expect(close(a.concatenating(b).concatenating(c), a.concatenating(b.concatenating(c)), 1e-6))
            let p = CGPoint(x: .random(in: -50...50, using: &g), y: .random(in: -50...50, using: &g))
            let q1 = p.applying(a.concatenating(b)), q2 = p.applying(a).applying(b)
            #expect(near(q1.x, q2.x, 1e-6) && near(q1.y, q2.y, 1e-6))
        }
    }

    @Test func rectApplyingIsTheBoundingBoxOfTheTransformedCorners() {
        var g = SeededGenerator(seed: 3)
        for _ in 0..<200 {
            let t = randomTransform(&g)
            let r = CGRect(x: .random(in: -50...50, using: &g), y: .random(in: -50...50, using: &g),
                           width: .random(in: -20...20, using: &g), height: .random(in: -20...20, using: &g))
            let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { $0.applying(t) }
            let box = r.applying(t)
            #expect(near(box.minX, corners.map(\.x).min()!, 1e-9) && near(box.maxX, corners.map(\.x).max()!, 1e-9))
            #expect(near(box.minY, corners.map(\.y).min()!, 1e-9) && near(box.maxY, corners.map(\.y).max()!, 1e-9))
        }
        // Axis-aligned fast path with a negative scale.
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(scaleX: -1, y: 2))
                == CGRect(x: -4, y: 4, width: 3, height: 8))
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 1, y: 1)).isNull)
    }

    @Test func rotationsCompose() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(close(quarter.rotated(by: .pi / 4), CGAffineTransform(rotationAngle: .pi / 2), 1e-12))
        #expect(close(quarter.concatenating(quarter.inverted()), .identity, 1e-12))
    }
}

@Test func affineTransformCodesAsSixNumbers() throws {
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let json = try JSONEncoder().encode(t)
    #expect(String(decoding: json, as: UTF8.self) == "[1,2,3,4,5,6]")
    #expect(try JSONDecoder().decode(CGAffineTransform.self, from: json) == t)
    #expect(throws: (any Error).self) { try JSONDecoder().decode(CGAffineTransform.self, from: Data("[1,2]".utf8)) }
}

@Test func vectorInitialisersAndCoding() throws {
    #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
    #expect(CGVector(dx: Int(3), dy: Int(4)).dy == 4)
    #expect(CGVector.zero == CGVector() && CGVector.zero.dx == 0)
    let json = try JSONEncoder().encode(CGVector(dx: 1.5, dy: -2))
    #expect(String(decoding: json, as: UTF8.self) == "[1.5,-2]")
    #expect(try JSONDecoder().decode(CGVector.self, from: json) == CGVector(dx: 1.5, dy: -2))
}
