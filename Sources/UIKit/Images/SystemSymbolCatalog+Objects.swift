import Foundation

extension SystemSymbolCatalog {
    // MARK: Object outlines

    static let trashBody: CGPath = {
        let path = CGMutablePath()
        path.move(to: .init(x: 4.4, y: 4.8))
        path.addLine(to: .init(x: 5.3, y: 16.4))
        path.addQuadCurve(to: .init(x: 7.2, y: 18.2), control: .init(x: 5.45, y: 18.2))
        path.addLine(to: .init(x: 12.8, y: 18.2))
        path.addQuadCurve(to: .init(x: 14.7, y: 16.4), control: .init(x: 14.55, y: 18.2))
        path.addLine(to: .init(x: 15.6, y: 4.8))
        return path
    }()
    static let trashLid = SymbolPath.strokes([
        [.init(x: 2.6, y: 4.8), .init(x: 17.4, y: 4.8)],
        [.init(x: 7.4, y: 4.8), .init(x: 7.4, y: 3.2), .init(x: 8.4, y: 2.2), .init(x: 11.6, y: 2.2),
         .init(x: 12.6, y: 3.2), .init(x: 12.6, y: 4.8)],
    ])
    static let trashRibs = SymbolPath.strokes([
        [.init(x: 7.9, y: 7.8), .init(x: 8.2, y: 15.2)],
        [.init(x: 10, y: 7.8), .init(x: 10, y: 15.2)],
        [.init(x: 12.1, y: 7.8), .init(x: 11.8, y: 15.2)],
    ])

    /// A gear outline with eight square teeth.
    static let gearOutline: CGPath = {
        let teeth = 8, outer: CGFloat = 9.2, inner: CGFloat = 7.0
        let outerHalf: CGFloat = 0.17, innerHalf: CGFloat = 0.27
        var points: [CGPoint] = []
        for i in 0..<teeth {
            let a = CGFloat(i) * 2 * .pi / CGFloat(teeth) - .pi / 2
            for (r, da) in [(inner, -innerHalf), (outer, -outerHalf), (outer, outerHalf), (inner, innerHalf)] {
                points.append(CGPoint(x: 10 + r * cos(a + da), y: 10 + r * sin(a + da)))
            }
        }
        return SymbolPath.polyline(points, closed: true)
    }()
    static let gearHole = SymbolPath.circle(10, 10, 3.1)

    static let personHead = SymbolPath.circle(10, 6.1, 3.9)
    static let personBody: CGPath = {
        let path = CGMutablePath()
        path.move(to: .init(x: 2.6, y: 17.6))
        path.addCurve(to: .init(x: 10, y: 12.1), control1: .init(x: 2.6, y: 14.2), control2: .init(x: 5.9, y: 12.1))
        path.addCurve(to: .init(x: 17.4, y: 17.6), control1: .init(x: 14.1, y: 12.1), control2: .init(x: 17.4, y: 14.2))
        path.closeSubpath()
        return path
    }()

    static let folderOutline: CGPath = {
        let path = CGMutablePath()
        path.move(to: .init(x: 1.8, y: 4.6))
        path.addQuadCurve(to: .init(x: 3.4, y: 3.0), control: .init(x: 1.8, y: 3.0))
        path.addLine(to: .init(x: 7.4, y: 3.0))
        path.addLine(to: .init(x: 9.2, y: 4.9))
        path.addLine(to: .init(x: 16.6, y: 4.9))
        path.addQuadCurve(to: .init(x: 18.2, y: 6.5), control: .init(x: 18.2, y: 4.9))
        path.addLine(to: .init(x: 18.2, y: 15.4))
        path.addQuadCurve(to: .init(x: 16.6, y: 17.0), control: .init(x: 18.2, y: 17.0))
        path.addLine(to: .init(x: 3.4, y: 17.0))
        path.addQuadCurve(to: .init(x: 1.8, y: 15.4), control: .init(x: 1.8, y: 17.0))
        path.closeSubpath()
        return path
    }()
    static let folderFold = SymbolPath.polyline([.init(x: 1.8, y: 7.6), .init(x: 18.2, y: 7.6)])

    static let houseRoof = SymbolPath.polyline([.init(x: 1.6, y: 10.2), .init(x: 10, y: 2.4), .init(x: 18.4, y: 10.2)])
    static let houseWalls = SymbolPath.polyline([.init(x: 4.3, y: 8.0), .init(x: 4.3, y: 17.6), .init(x: 15.7, y: 17.6),
                                                 .init(x: 15.7, y: 8.0)])
    static let houseDoor = SymbolPath.polyline([.init(x: 8.3, y: 17.6), .init(x: 8.3, y: 12.6), .init(x: 11.7, y: 12.6),
                                                .init(x: 11.7, y: 17.6)])
    static let houseSolid = SymbolPath.polyline([.init(x: 10, y: 2.4), .init(x: 15.7, y: 7.7), .init(x: 15.7, y: 17.6),
                                                 .init(x: 4.3, y: 17.6), .init(x: 4.3, y: 7.7)], closed: true)

    static let shareBox: CGPath = {
        let path = CGMutablePath()
        path.move(to: .init(x: 7.0, y: 7.8))
        path.addLine(to: .init(x: 5.2, y: 7.8))
        path.addQuadCurve(to: .init(x: 3.6, y: 9.4), control: .init(x: 3.6, y: 7.8))
        path.addLine(to: .init(x: 3.6, y: 16.6))
        path.addQuadCurve(to: .init(x: 5.2, y: 18.2), control: .init(x: 3.6, y: 18.2))
        path.addLine(to: .init(x: 14.8, y: 18.2))
        path.addQuadCurve(to: .init(x: 16.4, y: 16.6), control: .init(x: 16.4, y: 18.2))
        path.addLine(to: .init(x: 16.4, y: 9.4))
        path.addQuadCurve(to: .init(x: 14.8, y: 7.8), control: .init(x: 16.4, y: 7.8))
        path.addLine(to: .init(x: 13.0, y: 7.8))
        return path
    }()
    static let shareArrow = SymbolPath.strokes([
        [.init(x: 10, y: 1.8), .init(x: 10, y: 12.4)],
        [.init(x: 6.7, y: 5.1), .init(x: 10, y: 1.8), .init(x: 13.3, y: 5.1)],
    ])

    static let squarePath = SymbolPath.roundedRect(CGRect(x: 2, y: 2, width: 16, height: 16), 3)

    static let objectShapes: [(String, Build)] = [
        ("trash", { _ in [.stroke(trashBody, width: 1), .stroke(trashLid, width: 1), .stroke(trashRibs, width: 0.75)] }),
        ("trash.fill", { _ in
            [.fill(trashBody), .stroke(trashBody, width: 1), .stroke(trashLid, width: 1), .eraseStroke(trashRibs, width: 0.75)]
        }),
        ("magnifyingglass", { _ in
            [.stroke(SymbolPath.circle(8.3, 8.3, 6.3), width: 1),
             .stroke(SymbolPath.polyline([.init(x: 12.9, y: 12.9), .init(x: 17.6, y: 17.6)]), width: 1.35)]
        }),
        ("gear", { _ in [.stroke(gearOutline, width: 0.9), .stroke(gearHole, width: 0.9)] }),
        ("gearshape.fill", { _ in [.fill(gearOutline), .stroke(gearOutline, width: 0.9), .eraseFill(gearHole)] }),
        ("person", { _ in [.stroke(personHead, width: 1), .stroke(personBody, width: 1)] }),
        ("person.fill", { _ in
            [.fill(personHead), .stroke(personHead, width: 1), .fill(personBody), .stroke(personBody, width: 1)]
        }),
        ("folder", { _ in [.stroke(folderOutline, width: 1), .stroke(folderFold, width: 1)] }),
        ("folder.fill", { _ in [.fill(folderOutline), .stroke(folderOutline, width: 1)] }),
        ("house", { _ in [.stroke(houseRoof, width: 1), .stroke(houseWalls, width: 1), .stroke(houseDoor, width: 1)] }),
        ("house.fill", { _ in
            [.fill(houseSolid), .stroke(houseRoof, width: 1), .stroke(houseSolid, width: 1),
             .eraseFill(CGPath(rect: CGRect(x: 8.3, y: 12.6, width: 3.4, height: 6), transform: nil))]
        }),
        ("square.and.arrow.up", { _ in [.stroke(shareBox, width: 1), .stroke(shareArrow, width: 1)] }),
        ("square", { _ in [.stroke(squarePath, width: 1)] }),
        ("square.fill", { _ in [.fill(squarePath), .stroke(squarePath, width: 1)] }),
    ]
}
