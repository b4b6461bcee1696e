import UIKit

/// Compositing: a layer mask (a star-shaped `CAShapeLayer` and a fading `CAGradientLayer` as masks), the
/// Core Graphics blend modes drawn in `draw(_:)`, transparency layers (translucent circles drawn one by one
/// and as one group), and opacity groups (a translucent view's overlapping subviews composited as one
/// picture, next to two translucent views that show through each other).
final class CompositingSceneViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        addSceneTitle("Compositing")

        addMasks(card: addCard(y: 106, height: 150, caption: "Masks: a star shape, a fading gradient"))
        addBlendModes(card: addCard(y: 266, height: 206, caption: "Blend modes (CGContext.setBlendMode)"))
        addTransparencyLayers(card: addCard(y: 482, height: 150, caption: "Transparency layers: apart, grouped"))
        addOpacityGroups(card: addCard(y: 642, height: 150, caption: "Opacity groups: apart, one group"))
    }


    /// A striped picture to mask, so what the mask keeps shows.
    private static func stripes(_ size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
            for (i, color) in colors.enumerated() {
                color.setFill()
                context.fill(CGRect(x: 0, y: CGFloat(i) * size.height / 6, width: size.width, height: size.height / 6))
            }
        }
    }

    private func addMasks(card: UIView) {
        let starred = UIImageView(image: Self.stripes(CGSize(width: 100, height: 100)))
        starred.frame = CGRect(x: 24, y: 40, width: 100, height: 100)
        let star = CAShapeLayer()
        let path = UIBezierPath()
        for k in 0..<10 {
            let angle = CGFloat(k) * .pi / 5 - .pi / 2, radius: CGFloat = k % 2 == 0 ? 50 : 21
            let point = CGPoint(x: 50 + radius * cos(angle), y: 52 + radius * sin(angle))
            if k == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        star.path = path.cgPath
        starred.layer.mask = star
        card.addSubview(starred)

        let faded = UIImageView(image: Self.stripes(CGSize(width: 190, height: 100)))
        faded.frame = CGRect(x: 148, y: 40, width: 190, height: 100)
        faded.layer.cornerRadius = 12
        faded.clipsToBounds = true
        let fade = CAGradientLayer()
        fade.frame = faded.bounds
        fade.colors = [UIColor.black.cgColor, UIColor.black.withAlphaComponent(0).cgColor]
        fade.startPoint = CGPoint(x: 0, y: 0.5)
        fade.endPoint = CGPoint(x: 1, y: 0.5)
        faded.layer.mask = fade
        card.addSubview(faded)
    }

    private func addBlendModes(card: UIView) {
        let modes: [(String, CGBlendMode)] = [("normal", .normal), ("multiply", .multiply), ("screen", .screen),
                                              ("overlay", .overlay), ("darken", .darken), ("lighten", .lighten),
                                              ("difference", .difference), ("exclusion", .exclusion),
                                              ("color burn", .colorBurn), ("hue", .hue)]
        for (i, (name, mode)) in modes.enumerated() {
            let tile = BlendTile(frame: CGRect(x: 14 + CGFloat(i % 5) * 67, y: 38 + CGFloat(i / 5) * 84, width: 62, height: 80))
            tile.mode = mode
            tile.name = name
            card.addSubview(tile)
        }
    }

    private func addTransparencyLayers(card: UIView) {
        let separate = CirclesView(frame: CGRect(x: 24, y: 38, width: 150, height: 104))
        separate.grouped = false
        card.addSubview(separate)
        let grouped = CirclesView(frame: CGRect(x: 186, y: 38, width: 150, height: 104))
        grouped.grouped = true
        card.addSubview(grouped)
    }

    private func addOpacityGroups(card: UIView) {
        // Two sibling views at alpha 0.5: the overlap shows the one below through the one above.
        for (k, color) in [UIColor.systemBlue, .systemPink].enumerated() {
            let square = UIView(frame: CGRect(x: 30 + CGFloat(k) * 40, y: 44 + CGFloat(k) * 30, width: 70, height: 70))
            square.backgroundColor = color
            square.alpha = 0.5
            square.layer.cornerRadius = 8
            card.addSubview(square)
        }
        // One view at alpha 0.5 holding opaque squares: composited as one picture, no show-through.
        let group = UIView(frame: CGRect(x: 200, y: 44, width: 120, height: 100))
        group.alpha = 0.5
        card.addSubview(group)
        for (k, color) in [UIColor.systemBlue, .systemPink].enumerated() {
            let square = UIView(frame: CGRect(x: CGFloat(k) * 40, y: CGFloat(k) * 30, width: 70, height: 70))
            square.backgroundColor = color
            square.layer.cornerRadius = 8
            group.addSubview(square)
        }
    }
}

/// Two overlapping discs on grey, the second drawn with a blend mode, and the mode's name.
private final class BlendTile: UIView {
    var mode: CGBlendMode = .normal
    var name = ""

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        // A mid-grey ground, so modes that lighten and modes that darken both show.
        UIColor(white: 0.45, alpha: 1).setFill()
        UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 62, height: 62), cornerRadius: 8).fill()
        context.saveGState()
        context.setFillColor(UIColor.systemTeal.cgColor)
        context.fillEllipse(in: CGRect(x: 5, y: 6, width: 34, height: 34))
        context.setBlendMode(mode)
        context.setFillColor(UIColor.systemOrange.cgColor)
        context.fillEllipse(in: CGRect(x: 22, y: 22, width: 34, height: 34))
        context.restoreGState()
        (name as NSString).draw(in: CGRect(x: 0, y: 64, width: 62, height: 16), withAttributes: [
            .font: UIFont.systemFont(ofSize: 10), .foregroundColor: UIColor.secondaryLabel,
        ])
    }
}

/// Three translucent discs: drawn one by one (their overlaps darken) or inside one transparency layer at
/// alpha 0.5 (the group is composited once: no darker overlaps).
private final class CirclesView: UIView {
    var grouped = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let discs = [CGRect(x: 20, y: 4, width: 64, height: 64), CGRect(x: 62, y: 4, width: 64, height: 64),
                     CGRect(x: 41, y: 38, width: 64, height: 64)]
        if grouped {
            context.setAlpha(0.5)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.setFillColor(UIColor.systemIndigo.cgColor)
            for disc in discs { context.fillEllipse(in: disc) }
            context.endTransparencyLayer()
        } else {
            context.setFillColor(UIColor.systemIndigo.withAlphaComponent(0.5).cgColor)
            for disc in discs { context.fillEllipse(in: disc) }
        }
    }
}
