import Foundation
@_exported import SeededRandom
@testable import QuartzCore

/// The shared SplitMix64 generator, under the name these tests use.
typealias SeededGenerator = SplitMix64

/// Helpers for building random scenes.
extension SplitMix64 {
    /// Uniform in `range`.
    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
    /// Uniform in 0..<1, in steps of 1/10,000.
    mutating func unit() -> CGFloat { CGFloat(next() % 10_000) / 10_000 }
    /// True with probability `p`.
    mutating func chance(_ p: CGFloat) -> Bool { unit() < p }
}

/// A random layer tree and random property changes for the incremental-rendering test.
@MainActor
struct RandomScene {
    var rng: SeededGenerator
    let root: CALayer
    var layers: [CALayer] = []
    var images: [CGImage] = []
    var delegates: [RecordingDelegate] = []
    /// Whether frames and positions stay on whole pixels at scale 2 (integer sizes, half-point origins),
    /// so that backgrounds and contents images fill pixel-aligned rectangles.
    let wholePixels: Bool

    init(seed: UInt64, wholePixels: Bool = false) {
        rng = SeededGenerator(seed: seed)
        self.wholePixels = wholePixels
        root = makeRoot(width: 120, height: 100, color: rgb(240, 240, 240))
        images = [solidImage(width: 8, height: 6, color: rgb(0, 0, 200)), twoToneImage(),
                  solidImage(width: 30, height: 30, color: rgb(200, 0, 100, 0.5))]
        for i in 0..<28 {
            let layer: CALayer
            switch i % 7 {
            case 5:
                let shape = CAShapeLayer()
                shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 14), transform: nil)
                shape.strokeColor = rgb(0, 0, 0)
                layer = shape
            case 6:
                let gradient = CAGradientLayer()
                gradient.colors = [rgb(255, 0, 0), rgb(0, 0, 255)]
                layer = gradient
            default:
                layer = CALayer()
            }
            layer.frame = randomFrame()
            layer.backgroundColor = randomColor()
            if i % 4 == 3 {
                let delegate = RecordingDelegate()
                delegate.fill = randomColor()
                delegates.append(delegate)
                layer.delegate = delegate
                layer.contentsScale = 2
                layer.setNeedsDisplay()
            }
            let parent = layers.isEmpty || rng.chance(0.4) ? root : layers[rng.next(in: 0...(layers.count - 1))]
            parent.addSublayer(layer)
            layers.append(layer)
        }
    }

    mutating func randomFrame() -> CGRect {
        CGRect(x: CGFloat(rng.next(in: -10...100)) + fraction(), y: CGFloat(rng.next(in: -10...80)),
               width: CGFloat(rng.next(in: 2...50)), height: CGFloat(rng.next(in: 2...40)) + (wholePixels ? 0 : rng.unit()))
    }

    /// A fraction of a point: any (steps of 1/10,000), or 0 or 0.5 with `wholePixels`.
    mutating func fraction() -> CGFloat {
        wholePixels ? (rng.chance(0.5) ? 0.5 : 0) : rng.unit()
    }

    mutating func randomColor() -> CGColor {
        rgb(CGFloat(rng.next(in: 0...255)), CGFloat(rng.next(in: 0...255)), CGFloat(rng.next(in: 0...255)),
            rng.chance(0.2) ? rng.unit() : 1)
    }

    /// Applies one random change and names it.
    mutating func randomChange() -> String {
        let layer = layers[rng.next(in: 0...(layers.count - 1))]
        let kind = rng.next(in: 0...26)
        switch kind {
        case 0: layer.backgroundColor = rng.chance(0.1) ? nil : randomColor()
        case 1: layer.position = CGPoint(x: CGFloat(rng.next(in: -10...130)) + fraction(), y: CGFloat(rng.next(in: -10...110)))
        case 2: layer.bounds.size = CGSize(width: CGFloat(rng.next(in: 0...60)), height: CGFloat(rng.next(in: 1...50)))
        case 3: layer.bounds.origin = CGPoint(x: CGFloat(rng.next(in: -10...10)), y: CGFloat(rng.next(in: -10...10)))
        case 4: layer.cornerRadius = CGFloat(rng.next(in: 0...15))
        case 5: layer.borderWidth = CGFloat(rng.next(in: 0...4)); layer.borderColor = randomColor()
        case 6: layer.opacity = Float(rng.unit())
        case 7: layer.isHidden.toggle()
        case 8: layer.masksToBounds.toggle()
        case 9: layer.zPosition = CGFloat(rng.next(in: -2...2))
        case 10: layer.setAffineTransform(CGAffineTransform(rotationAngle: rng.unit() * 6).scaledBy(x: 0.5 + rng.unit(), y: 0.5 + rng.unit()))
        case 11: layer.transform = CATransform3DIdentity
        case 12:
            layer.shadowOpacity = rng.chance(0.3) ? 0 : Float(rng.unit())
            layer.shadowOffset = CGSize(width: CGFloat(rng.next(in: -5...5)), height: CGFloat(rng.next(in: -5...5)))
            layer.shadowRadius = CGFloat(rng.next(in: 0...6))
        case 13: layer.contents = rng.chance(0.2) ? nil : images[rng.next(in: 0...(images.count - 1))]
        case 14:
            let gravities: [CALayerContentsGravity] = [.resize, .center, .top, .bottomRight, .resizeAspect, .resizeAspectFill, .left]
            layer.contentsGravity = gravities[rng.next(in: 0...(gravities.count - 1))]
        case 15:
            let parent = rng.chance(0.3) ? root : layers[rng.next(in: 0...(layers.count - 1))]
            var ancestor: CALayer? = parent
            while let a = ancestor, a !== layer { ancestor = a.superlayer }
            if ancestor == nil { parent.insertSublayer(layer, at: UInt32(rng.next(in: 0...3))) } else { return "move skipped" }
        case 16: layer.removeFromSuperlayer()
        case 17: layer.anchorPoint = CGPoint(x: rng.unit(), y: rng.unit())
        case 18:
            if let delegate = layer.delegate as? RecordingDelegate { delegate.fill = randomColor() }
            layer.setNeedsDisplay()
        case 19: layer.sublayerTransform = rng.chance(0.5) ? CATransform3DIdentity : CATransform3DMakeScale(0.8, 1.2, 1)
        case 20: layer.isGeometryFlipped.toggle()
        case 21:
            if layer.mask == nil {
                let mask = CALayer()
                mask.frame = CGRect(x: 0, y: 0, width: CGFloat(rng.next(in: 5...30)), height: CGFloat(rng.next(in: 5...30)))
                mask.backgroundColor = rgb(0, 0, 0, rng.unit())
                mask.cornerRadius = 4
                layer.mask = mask
            } else if rng.chance(0.5) {
                layer.mask?.position.x += 3
            } else {
                layer.mask = nil
            }
        case 22:
            if let shape = layer as? CAShapeLayer {
                shape.strokeEnd = rng.unit()
                shape.lineWidth = CGFloat(rng.next(in: 0...5))
                shape.fillColor = rng.chance(0.3) ? nil : randomColor()
            } else {
                layer.frame = randomFrame()
            }
        case 23:
            if let gradient = layer as? CAGradientLayer {
                gradient.colors = [randomColor(), randomColor(), randomColor()]
                gradient.type = rng.chance(0.5) ? .axial : .radial
            } else {
                layer.maskedCorners = CACornerMask(rawValue: UInt(rng.next(in: 0...15)))
            }
        case 24: layer.shadowPath = rng.chance(0.5) ? nil : CGPath(rect: CGRect(x: -4, y: 0, width: 12, height: 30), transform: nil)
        case 26: layer.contentsCenter = rng.chance(0.5) ? CGRect(x: 0, y: 0, width: 1, height: 1) : CGRect(x: 0.3, y: 0.3, width: 0.4, height: 0.4)
        default: layer.contentsRect = rng.chance(0.5) ? CGRect(x: 0, y: 0, width: 1, height: 1) : CGRect(x: 0.25, y: 0, width: 0.5, height: 1)
        }
        return "\(kind) on \(layers.firstIndex(of: layer) ?? -1)"
    }
}
