import Foundation

extension SystemSymbolCatalog {
    typealias Build = @Sendable (CGFloat) -> [SystemSymbol.Element]

    /// The drawings. Outline variants are stroked; `.fill` variants fill the same outline and stroke it
    /// too, so both have the same extent, and cut inner marks out.
    static let shapes: [(String, Build)] = basicShapes + circleShapes + objectShapes + interfaceShapes

    // MARK: Marks

    static let checkmarkPath = SymbolPath.polyline([.init(x: 3.2, y: 10.6), .init(x: 7.6, y: 15.6), .init(x: 16.6, y: 3.6)])
    static let smallCheckPath = SymbolPath.polyline([.init(x: 6.3, y: 10.4), .init(x: 8.9, y: 13.4), .init(x: 13.8, y: 6.9)])
    static let xmarkPath = SymbolPath.strokes([[.init(x: 3.5, y: 3.5), .init(x: 16.5, y: 16.5)],
                                               [.init(x: 16.5, y: 3.5), .init(x: 3.5, y: 16.5)]])
    static let smallXPath = SymbolPath.strokes([[.init(x: 6.9, y: 6.9), .init(x: 13.1, y: 13.1)],
                                                [.init(x: 13.1, y: 6.9), .init(x: 6.9, y: 13.1)]])
    static let plusPath = SymbolPath.strokes([[.init(x: 10, y: 2.5), .init(x: 10, y: 17.5)],
                                              [.init(x: 2.5, y: 10), .init(x: 17.5, y: 10)]])
    static let smallPlusPath = SymbolPath.strokes([[.init(x: 10, y: 5.6), .init(x: 10, y: 14.4)],
                                                   [.init(x: 5.6, y: 10), .init(x: 14.4, y: 10)]])
    static let minusPath = SymbolPath.polyline([.init(x: 2.5, y: 10), .init(x: 17.5, y: 10)])
    static let smallMinusPath = SymbolPath.polyline([.init(x: 5.6, y: 10), .init(x: 14.4, y: 10)])
    static let ringPath = SymbolPath.circle(10, 10, 9)

    /// A five-pointed star with rather fat arms, as SF's `star`.
    static let starPath: CGPath = {
        var points: [CGPoint] = []
        let center = CGPoint(x: 10, y: 10.8), outer: CGFloat = 9.6, inner: CGFloat = 4.3
        for i in 0..<10 {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * CGFloat.pi / 5
            let r = i % 2 == 0 ? outer : inner
            points.append(CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle)))
        }
        return SymbolPath.polyline(points, closed: true)
    }()

    static let heartPath: CGPath = {
        let path = CGMutablePath()
        path.move(to: .init(x: 10, y: 17.6))
        path.addCurve(to: .init(x: 1.6, y: 6.9), control1: .init(x: 5.6, y: 14.6), control2: .init(x: 1.6, y: 11.2))
        path.addCurve(to: .init(x: 6.1, y: 2.3), control1: .init(x: 1.6, y: 4.2), control2: .init(x: 3.6, y: 2.3))
        path.addCurve(to: .init(x: 10, y: 4.9), control1: .init(x: 7.9, y: 2.3), control2: .init(x: 9.2, y: 3.4))
        path.addCurve(to: .init(x: 13.9, y: 2.3), control1: .init(x: 10.8, y: 3.4), control2: .init(x: 12.1, y: 2.3))
        path.addCurve(to: .init(x: 18.4, y: 6.9), control1: .init(x: 16.4, y: 2.3), control2: .init(x: 18.4, y: 4.2))
        path.addCurve(to: .init(x: 10, y: 17.6), control1: .init(x: 18.4, y: 11.2), control2: .init(x: 14.4, y: 14.6))
        path.closeSubpath()
        return path
    }()

    static let basicShapes: [(String, Build)] = [
        ("checkmark", { _ in [.stroke(checkmarkPath, width: 1.1)] }),
        ("xmark", { _ in [.stroke(xmarkPath, width: 1.05)] }),
        ("plus", { _ in [.stroke(plusPath, width: 1.05)] }),
        ("minus", { _ in [.stroke(minusPath, width: 1.05)] }),
        ("chevron.right", { _ in [.stroke(SymbolPath.polyline([.init(x: 6.6, y: 2.6), .init(x: 13.4, y: 10), .init(x: 6.6, y: 17.4)]), width: 1.15)] }),
        ("chevron.left", { _ in [.stroke(SymbolPath.polyline([.init(x: 13.4, y: 2.6), .init(x: 6.6, y: 10), .init(x: 13.4, y: 17.4)]), width: 1.15)] }),
        ("chevron.up", { _ in [.stroke(SymbolPath.polyline([.init(x: 2.6, y: 13.4), .init(x: 10, y: 6.6), .init(x: 17.4, y: 13.4)]), width: 1.15)] }),
        ("chevron.down", { _ in [.stroke(SymbolPath.polyline([.init(x: 2.6, y: 6.6), .init(x: 10, y: 13.4), .init(x: 17.4, y: 6.6)]), width: 1.15)] }),
        ("star", { _ in [.stroke(starPath, width: 1)] }),
        ("star.fill", { _ in [.fill(starPath), .stroke(starPath, width: 1)] }),
        ("heart", { _ in [.stroke(heartPath, width: 1)] }),
        ("heart.fill", { _ in [.fill(heartPath), .stroke(heartPath, width: 1)] }),
        ("ellipsis", { w in [.fill(SymbolPath.circles([(3, 10, 1.3 + 0.4 * w), (10, 10, 1.3 + 0.4 * w), (17, 10, 1.3 + 0.4 * w)]))] }),
        ("line.3.horizontal", { _ in
            [.stroke(SymbolPath.strokes([[.init(x: 2.5, y: 5), .init(x: 17.5, y: 5)],
                                         [.init(x: 2.5, y: 10), .init(x: 17.5, y: 10)],
                                         [.init(x: 2.5, y: 15), .init(x: 17.5, y: 15)]]), width: 1)]
        }),
    ]

    static let circleShapes: [(String, Build)] = [
        ("circle", { _ in [.stroke(ringPath, width: 1)] }),
        ("circle.fill", { _ in [.fill(ringPath), .stroke(ringPath, width: 1)] }),
        ("checkmark.circle", { _ in [.stroke(ringPath, width: 1), .stroke(smallCheckPath, width: 1)] }),
        ("checkmark.circle.fill", { _ in [.fill(ringPath), .stroke(ringPath, width: 1), .eraseStroke(smallCheckPath, width: 1.15)] }),
        ("xmark.circle", { _ in [.stroke(ringPath, width: 1), .stroke(smallXPath, width: 1)] }),
        ("xmark.circle.fill", { _ in [.fill(ringPath), .stroke(ringPath, width: 1), .eraseStroke(smallXPath, width: 1.15)] }),
        ("plus.circle", { _ in [.stroke(ringPath, width: 1), .stroke(smallPlusPath, width: 1)] }),
        ("plus.circle.fill", { _ in [.fill(ringPath), .stroke(ringPath, width: 1), .eraseStroke(smallPlusPath, width: 1.15)] }),
        ("minus.circle", { _ in [.stroke(ringPath, width: 1), .stroke(smallMinusPath, width: 1)] }),
        ("minus.circle.fill", { _ in [.fill(ringPath), .stroke(ringPath, width: 1), .eraseStroke(smallMinusPath, width: 1.15)] }),
        ("info.circle", { w in
            [.stroke(ringPath, width: 1),
             .fill(SymbolPath.circle(10, 5.9, 0.75 + 0.35 * w)),
             .stroke(SymbolPath.strokes([[.init(x: 8.3, y: 9), .init(x: 10, y: 9), .init(x: 10, y: 14.6)],
                                         [.init(x: 8.2, y: 14.6), .init(x: 11.8, y: 14.6)]]), width: 0.9)]
        }),
        ("info.circle.fill", { w in
            [.fill(ringPath), .stroke(ringPath, width: 1),
             .eraseFill(SymbolPath.circle(10, 5.9, 0.75 + 0.35 * w)),
             .eraseStroke(SymbolPath.strokes([[.init(x: 8.3, y: 9), .init(x: 10, y: 9), .init(x: 10, y: 14.6)],
                                              [.init(x: 8.2, y: 14.6), .init(x: 11.8, y: 14.6)]]), width: 0.9)]
        }),
    ]
}
