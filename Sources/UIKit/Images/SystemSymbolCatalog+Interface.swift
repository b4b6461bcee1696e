import Foundation

extension SystemSymbolCatalog {
    // MARK: Interface symbols

    static let clockHands = SymbolPath.polyline([.init(x: 10, y: 4.9), .init(x: 10, y: 10), .init(x: 13.6, y: 12.3)])
    static let circledDots = SymbolPath.circles([(6, 10, 1.05), (10, 10, 1.05), (14, 10, 1.05)])

    static let envelopeBox = SymbolPath.roundedRect(CGRect(x: 1.8, y: 4, width: 16.4, height: 12.2), 2)
    static let envelopeFlap = SymbolPath.polyline([.init(x: 2.7, y: 5.1), .init(x: 10, y: 11), .init(x: 17.3, y: 5.1)])

    static let bookmarkPath: CGPath = {
        let path = CGMutablePath()
        path.move(to: .init(x: 4.6, y: 3.6))
        path.addQuadCurve(to: .init(x: 6.2, y: 2.0), control: .init(x: 4.6, y: 2.0))
        path.addLine(to: .init(x: 13.8, y: 2.0))
        path.addQuadCurve(to: .init(x: 15.4, y: 3.6), control: .init(x: 15.4, y: 2.0))
        path.addLine(to: .init(x: 15.4, y: 17.8))
        path.addLine(to: .init(x: 10, y: 13.6))
        path.addLine(to: .init(x: 4.6, y: 17.8))
        path.closeSubpath()
        return path
    }()

    static let bellBody: CGPath = {
        let path = CGMutablePath()
        path.move(to: .init(x: 2.8, y: 15.0))
        path.addLine(to: .init(x: 4.6, y: 13.0))
        path.addLine(to: .init(x: 4.6, y: 8.7))
        path.addCurve(to: .init(x: 10, y: 2.8), control1: .init(x: 4.6, y: 5.3), control2: .init(x: 7.0, y: 2.8))
        path.addCurve(to: .init(x: 15.4, y: 8.7), control1: .init(x: 13.0, y: 2.8), control2: .init(x: 15.4, y: 5.3))
        path.addLine(to: .init(x: 15.4, y: 13.0))
        path.addLine(to: .init(x: 17.2, y: 15.0))
        path.closeSubpath()
        return path
    }()
    static let bellClapper: CGPath = {
        let path = CGMutablePath()
        path.move(to: .init(x: 8.0, y: 17.3))
        path.addQuadCurve(to: .init(x: 12.0, y: 17.3), control: .init(x: 10, y: 19.2))
        return path
    }()

    /// A pencil along the diagonal from the bottom-left tip to the top-right end.
    static let pencilOutline: CGPath = {
        let body = SymbolPath.polyline([.init(x: -3.4, y: 0), .init(x: 0, y: -2.1), .init(x: 14.2, y: -2.1),
                                        .init(x: 14.2, y: 2.1), .init(x: 0, y: 2.1)], closed: true)
        let ferrule = SymbolPath.polyline([.init(x: 11.2, y: -2.1), .init(x: 11.2, y: 2.1)])
        let path = CGMutablePath()
        let transform = CGAffineTransform(translationX: 4.2, y: 15.8).rotated(by: -.pi / 4)
        path.addPath(body, transform: transform)
        path.addPath(ferrule, transform: transform)
        return path
    }()

    static let clockwiseArrow: CGPath = {
        let path = CGMutablePath()
        let center = CGPoint(x: 10, y: 10.6), radius: CGFloat = 7.2
        path.addRelativeArc(center: center, radius: radius, startAngle: -.pi / 6, delta: 5 * .pi / 3)
        let tip = CGPoint(x: center.x, y: center.y - radius)
        path.addLines(between: [.init(x: tip.x - 2.8, y: tip.y - 2.9), tip, .init(x: tip.x - 2.8, y: tip.y + 2.9)])
        return path
    }()

    static let warningTriangle = SymbolPath.polyline([.init(x: 10, y: 2.4), .init(x: 18.4, y: 17), .init(x: 1.6, y: 17)],
                                                     closed: true)
    static let warningStroke = SymbolPath.polyline([.init(x: 10, y: 7.6), .init(x: 10, y: 11.4)])

    static let lockBody = SymbolPath.roundedRect(CGRect(x: 3.6, y: 9.0, width: 12.8, height: 9.2), 1.8)
    static let lockShackle: CGPath = {
        let path = CGMutablePath()
        path.move(to: .init(x: 6.4, y: 9.0))
        path.addLine(to: .init(x: 6.4, y: 6.3))
        path.addCurve(to: .init(x: 10, y: 2.3), control1: .init(x: 6.4, y: 3.9), control2: .init(x: 8.0, y: 2.3))
        path.addCurve(to: .init(x: 13.6, y: 6.3), control1: .init(x: 12.0, y: 2.3), control2: .init(x: 13.6, y: 3.9))
        path.addLine(to: .init(x: 13.6, y: 9.0))
        return path
    }()

    static let photoFrame = SymbolPath.roundedRect(CGRect(x: 1.8, y: 3.2, width: 16.4, height: 13.6), 2.2)
    static let photoHills = SymbolPath.polyline([.init(x: 1.8, y: 14.6), .init(x: 7.0, y: 9.6), .init(x: 11.0, y: 13.2),
                                                 .init(x: 13.6, y: 11.0), .init(x: 18.2, y: 14.6)])

    static let calendarFrame = SymbolPath.roundedRect(CGRect(x: 2.2, y: 3.4, width: 15.6, height: 14.6), 2.2)
    static let calendarDetails = SymbolPath.strokes([
        [.init(x: 2.2, y: 7.4), .init(x: 17.8, y: 7.4)],
        [.init(x: 6.6, y: 1.8), .init(x: 6.6, y: 4.6)],
        [.init(x: 13.4, y: 1.8), .init(x: 13.4, y: 4.6)],
    ])

    static let arrowUp = SymbolPath.strokes([[.init(x: 10, y: 17.5), .init(x: 10, y: 2.8)],
                                             [.init(x: 3.8, y: 9.0), .init(x: 10, y: 2.8), .init(x: 16.2, y: 9.0)]])

    static let bulletLines = SymbolPath.strokes([[.init(x: 7.6, y: 5), .init(x: 17.6, y: 5)],
                                                 [.init(x: 7.6, y: 10), .init(x: 17.6, y: 10)],
                                                 [.init(x: 7.6, y: 15), .init(x: 17.6, y: 15)]])

    /// `path` turned by `angle` about the grid's centre (10, 10).
    static func turned(_ path: CGPath, by angle: CGFloat) -> CGPath {
        let transform = CGAffineTransform(translationX: 10, y: 10).rotated(by: angle).translatedBy(x: -10, y: -10)
        let result = CGMutablePath()
        result.addPath(path, transform: transform)
        return result
    }

    static let interfaceShapes: [(String, Build)] = [
        ("ellipsis.circle", { w in [.stroke(ringPath, width: 1), .fill(SymbolPath.circles([(6, 10, 0.7 + 0.3 * w), (10, 10, 0.7 + 0.3 * w), (14, 10, 0.7 + 0.3 * w)]))] }),
        ("ellipsis.circle.fill", { _ in [.fill(ringPath), .stroke(ringPath, width: 1), .eraseFill(circledDots)] }),
        ("clock", { _ in [.stroke(ringPath, width: 1), .stroke(clockHands, width: 1)] }),
        ("clock.fill", { _ in [.fill(ringPath), .stroke(ringPath, width: 1), .eraseStroke(clockHands, width: 1)] }),
        ("envelope", { _ in [.stroke(envelopeBox, width: 1), .stroke(envelopeFlap, width: 1)] }),
        ("envelope.fill", { _ in [.fill(envelopeBox), .stroke(envelopeBox, width: 1), .eraseStroke(envelopeFlap, width: 0.8)] }),
        ("bookmark", { _ in [.stroke(bookmarkPath, width: 1)] }),
        ("bookmark.fill", { _ in [.fill(bookmarkPath), .stroke(bookmarkPath, width: 1)] }),
        ("bell", { _ in [.stroke(bellBody, width: 1), .stroke(bellClapper, width: 1)] }),
        ("bell.fill", { _ in [.fill(bellBody), .stroke(bellBody, width: 1), .stroke(bellClapper, width: 1)] }),
        ("pencil", { _ in [.stroke(pencilOutline, width: 0.9)] }),
        ("arrow.clockwise", { _ in [.stroke(clockwiseArrow, width: 1)] }),
        ("exclamationmark.triangle", { w in
            [.stroke(warningTriangle, width: 1), .stroke(warningStroke, width: 1.1), .fill(SymbolPath.circle(10, 14.1, 0.55 + 0.35 * w))]
        }),
        ("exclamationmark.triangle.fill", { w in
            [.fill(warningTriangle), .stroke(warningTriangle, width: 1), .eraseStroke(warningStroke, width: 1.1),
             .eraseFill(SymbolPath.circle(10, 14.1, 0.55 + 0.35 * w))]
        }),
        ("lock", { _ in [.stroke(lockBody, width: 1), .stroke(lockShackle, width: 1)] }),
        ("lock.fill", { _ in [.fill(lockBody), .stroke(lockBody, width: 1), .stroke(lockShackle, width: 1)] }),
        ("photo", { _ in [.stroke(photoFrame, width: 1), .stroke(photoHills, width: 1), .stroke(SymbolPath.circle(13.8, 7.0, 1.4), width: 0.8)] }),
        ("calendar", { _ in [.stroke(calendarFrame, width: 1), .stroke(calendarDetails, width: 1)] }),
        ("arrow.up", { _ in [.stroke(arrowUp, width: 1.05)] }),
        ("arrow.down", { _ in [.stroke(turned(arrowUp, by: .pi), width: 1.05)] }),
        ("arrow.left", { _ in [.stroke(turned(arrowUp, by: -.pi / 2), width: 1.05)] }),
        ("arrow.right", { _ in [.stroke(turned(arrowUp, by: .pi / 2), width: 1.05)] }),
        ("list.bullet", { w in
            [.fill(SymbolPath.circles([(3, 5, 0.9 + 0.4 * w), (3, 10, 0.9 + 0.4 * w), (3, 15, 0.9 + 0.4 * w)])),
             .stroke(bulletLines, width: 1)]
        }),
    ]
}
