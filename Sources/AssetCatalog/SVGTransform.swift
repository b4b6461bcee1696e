import Foundation

/// An SVG affine transform `[a c e; b d f]` (SVG's `matrix(a b c d e f)`), mapping `(x, y)` to
/// `(a·x + c·y + e, b·x + d·y + f)`. Foundation only, so the pure asset catalog module can read templates.
public struct SVGTransform: Equatable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, e: Double, f: Double

    /// The transform `matrix(a b c d e f)`.
    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.e = e; self.f = f
    }

    /// The identity.
    public static let identity = SVGTransform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    /// `point` mapped by the transform.
    public func apply(_ point: SVGPoint) -> SVGPoint {
        SVGPoint(x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f)
    }

    /// This transform, then `outer`: the transform of `outer(self(p))`.
    public func then(_ outer: SVGTransform) -> SVGTransform {
        SVGTransform(a: outer.a * a + outer.c * b, b: outer.b * a + outer.d * b,
                     c: outer.a * c + outer.c * d, d: outer.b * c + outer.d * d,
                     e: outer.a * e + outer.c * f + outer.e, f: outer.b * e + outer.d * f + outer.f)
    }

    /// Parses a `transform` attribute: a list of `matrix(6)`, `translate(1–2)`, `scale(1–2)`,
    /// `rotate(1 or 3)`, `skewX(1)` and `skewY(1)`, separated by spaces or commas, applied right to left as
    /// SVG specifies (the first item is the outermost).
    /// - Throws: a message for the first problem (unknown function, wrong argument count, bad number).
    /// - Complexity: O(length of the text).
    static func parse(_ text: String) throws(SVGPathDataError) -> SVGTransform {
        var scanner = SVGNumberScanner(text)
        var result = SVGTransform.identity
        while true {
            scanner.skipSeparators()
            if scanner.atEnd { return result }
            let name = scanner.readLetters()
            guard !name.isEmpty else { throw scanner.failure("expected a transform function") }
            scanner.skipSpaces()
            guard scanner.consume(UInt8(ascii: "(")) else { throw scanner.failure("expected '(' after \(name)") }
            var arguments: [Double] = []
            while true {
                scanner.skipSeparators()
                if scanner.consume(UInt8(ascii: ")")) { break }
                guard arguments.count < 6, let number = scanner.readNumber() else {
                    throw scanner.failure("expected a number or ')' in \(name)(...)")
                }
                arguments.append(number)
            }
            let item: SVGTransform
            switch (name, arguments.count) {
            case ("matrix", 6):
                item = SVGTransform(a: arguments[0], b: arguments[1], c: arguments[2], d: arguments[3], e: arguments[4], f: arguments[5])
            case ("translate", 1), ("translate", 2):
                item = SVGTransform(a: 1, b: 0, c: 0, d: 1, e: arguments[0], f: arguments.count == 2 ? arguments[1] : 0)
            case ("scale", 1), ("scale", 2):
                item = SVGTransform(a: arguments[0], b: 0, c: 0, d: arguments.count == 2 ? arguments[1] : arguments[0], e: 0, f: 0)
            case ("rotate", 1), ("rotate", 3):
                let angle = arguments[0] * .pi / 180
                let rotation = SVGTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), e: 0, f: 0)
                if arguments.count == 3 {
                    let (cx, cy) = (arguments[1], arguments[2])
                    item = SVGTransform(a: 1, b: 0, c: 0, d: 1, e: -cx, f: -cy).then(rotation)
                        .then(SVGTransform(a: 1, b: 0, c: 0, d: 1, e: cx, f: cy))
                } else {
                    item = rotation
                }
            case ("skewX", 1):
                item = SVGTransform(a: 1, b: 0, c: tan(arguments[0] * .pi / 180), d: 1, e: 0, f: 0)
            case ("skewY", 1):
                item = SVGTransform(a: 1, b: tan(arguments[0] * .pi / 180), c: 0, d: 1, e: 0, f: 0)
            case ("matrix", _), ("translate", _), ("scale", _), ("rotate", _), ("skewX", _), ("skewY", _):
                throw scanner.failure("\(name)(...) takes a different number of arguments than \(arguments.count)")
            default:
                throw scanner.failure("unknown transform function \(name)")
            }
            guard [item.a, item.b, item.c, item.d, item.e, item.f].allSatisfy(\.isFinite) else {
                throw scanner.failure("\(name)(...) is not finite")
            }
            // "transform="A B"" means A(B(p)): each later item applies first.
            result = item.then(result)
        }
    }
}
