import UIKit
import UIKitTesting

/// The [Events] animation scene: the four timing curves and a spring racing side by side, fading,
/// turning, pulsing and recolouring squares, a ring drawn by `strokeEnd`, a gradient cycling its colours,
/// a dot following a path by keyframes, a property animator scrubbed to half way, and a display-link
/// frame counter — plain UIKit and Core Animation code, as an iOS developer would write it.
final class AnimationSceneViewController: UIViewController {
    /// The frame counter's link (invalidated when the scene goes away).
    private var displayLink: CADisplayLink?
    private let counter = UILabel()
    private var frames = 0
    /// The scrubbed animator, kept while the scene is shown.
    private var animator: UIViewPropertyAnimator?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let title = UILabel(frame: CGRect(x: 20, y: 56, width: 350, height: 41))
        title.text = "Animations"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        view.addSubview(title)

        addCurveRace(top: 108)
        addSquares(top: 330)
        addRingGradientAndPath(top: 450)
        addAnimatorAndCounter(top: 640)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard displayLink == nil else { return }
        let link = CADisplayLink { [weak self] _ in
            guard let self else { return }
            self.frames += 1
            self.counter.text = "CADisplayLink frames: \(self.frames)"
        }
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        displayLink?.invalidate()
        displayLink = nil
    }

    // MARK: - Sections

    /// A card with one lane per curve: each dot runs to the right end and back, forever.
    private func addCurveRace(top: CGFloat) {
        let card = makeCard(CGRect(x: 16, y: top, width: 358, height: 206), caption: "UIView.animate — curves and a spring")
        let lanes: [(String, UIView.AnimationOptions, UIColor)] = [
            ("linear", .curveLinear, .systemBlue),
            ("easeIn", .curveEaseIn, .systemGreen),
            ("easeOut", .curveEaseOut, .systemOrange),
            ("easeInOut", .curveEaseInOut, .systemPurple),
        ]
        for (i, lane) in lanes.enumerated() {
            let dot = addLane(to: card, y: 40 + CGFloat(i) * 32, name: lane.0, color: lane.2)
            UIView.animate(withDuration: 1.6, delay: 0, options: [lane.1, .repeat, .autoreverse],
                           animations: { dot.center.x = 310 })
        }
        let springDot = addLane(to: card, y: 40 + 4 * 32, name: "spring 0.35", color: .systemPink)
        UIView.animate(withDuration: 1.6, delay: 0, usingSpringWithDamping: 0.35, initialSpringVelocity: 0,
                       options: [.repeat], animations: { springDot.center.x = 310 })
    }

    /// Four squares: a fade, a full turn, a keyframed pulse and a colour change.
    private func addSquares(top: CGFloat) {
        let card = makeCard(CGRect(x: 16, y: top, width: 358, height: 108), caption: "Layer animations")
        let size: CGFloat = 52
        func square(_ i: Int, _ color: UIColor) -> UIView {
            let square = UIView(frame: CGRect(x: 22 + CGFloat(i) * 84, y: 38, width: size, height: size))
            square.backgroundColor = color
            square.layer.cornerRadius = 10
            card.addSubview(square)
            return square
        }
        let fading = square(0, .systemTeal)
        UIView.animate(withDuration: 1.2, delay: 0, options: [.repeat, .autoreverse], animations: { fading.alpha = 0.15 })

        let turning = square(1, .systemIndigo)
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0
        turn.toValue = CGFloat.pi * 2
        turn.duration = 2.4
        turn.repeatCount = .infinity
        turn.timingFunction = CAMediaTimingFunction(name: .linear)
        turning.layer.add(turn, forKey: "turn")

        let pulsing = square(2, .systemRed)
        let pulse = CAKeyframeAnimation(keyPath: "transform.scale")
        pulse.values = [1, 1.25, 0.9, 1]
        pulse.keyTimes = [0, 0.3, 0.7, 1]
        pulse.duration = 1.1
        pulse.repeatCount = .infinity
        pulsing.layer.add(pulse, forKey: "pulse")

        let recolouring = square(3, .systemYellow)
        let colour = CABasicAnimation(keyPath: "backgroundColor")
        colour.toValue = UIColor.systemGreen.cgColor
        colour.duration = 1.5
        colour.autoreverses = true
        colour.repeatCount = .infinity
        recolouring.layer.add(colour, forKey: "colour")
    }

    /// A ring drawn by `strokeEnd`, a gradient cycling its colours and a dot following a path.
    private func addRingGradientAndPath(top: CGFloat) {
        let card = makeCard(CGRect(x: 16, y: top, width: 358, height: 176), caption: "Shape, gradient and keyframe path")

        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 18, y: 40, width: 110, height: 110)
        ring.path = UIBezierPath(ovalIn: CGRect(x: 8, y: 8, width: 94, height: 94)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.lineWidth = 10
        ring.lineCap = .round
        card.layer.addSublayer(ring)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 2
        draw.repeatCount = .infinity
        draw.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        ring.add(draw, forKey: "draw")

        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 146, y: 40, width: 80, height: 110)
        gradient.cornerRadius = 12
        gradient.colors = [UIColor.systemOrange.cgColor, UIColor.systemPink.cgColor]
        card.layer.addSublayer(gradient)
        let cycle = CABasicAnimation(keyPath: "colors")
        cycle.toValue = [UIColor.systemTeal.cgColor, UIColor.systemIndigo.cgColor]
        cycle.duration = 1.8
        cycle.autoreverses = true
        cycle.repeatCount = .infinity
        gradient.add(cycle, forKey: "cycle")

        let track = UIBezierPath(roundedRect: CGRect(x: 246, y: 44, width: 96, height: 102), cornerRadius: 30)
        let outline = CAShapeLayer()
        outline.path = track.cgPath
        outline.fillColor = nil
        outline.strokeColor = UIColor.separator.cgColor
        outline.lineWidth = 2
        outline.lineDashPattern = [4, 4]
        card.layer.addSublayer(outline)
        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 16, height: 16)
        dot.position = CGPoint(x: 276, y: 44)
        dot.cornerRadius = 8
        dot.backgroundColor = UIColor.systemGreen.cgColor
        card.layer.addSublayer(dot)
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = track.cgPath
        follow.duration = 3
        follow.repeatCount = .infinity
        follow.calculationMode = .paced
        dot.add(follow, forKey: "follow")
    }

    /// A property animator scrubbed to half way, and the display-link counter.
    private func addAnimatorAndCounter(top: CGFloat) {
        let card = makeCard(CGRect(x: 16, y: top, width: 358, height: 120), caption: "UIViewPropertyAnimator, paused at 50%")
        let box = UIView(frame: CGRect(x: 18, y: 40, width: 44, height: 44))
        box.backgroundColor = .systemBlue
        box.layer.cornerRadius = 8
        card.addSubview(box)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
            box.center.x = 318
            box.transform = CGAffineTransform(rotationAngle: .pi / 2)
            box.backgroundColor = .systemOrange
        }
        animator.fractionComplete = 0.5
        self.animator = animator

        counter.frame = CGRect(x: 18, y: 92, width: 320, height: 20)
        counter.font = .preferredFont(forTextStyle: .footnote)
        counter.textColor = .secondaryLabel
        counter.text = "CADisplayLink frames: 0"
        card.addSubview(counter)
    }

    // MARK: - Helpers

    /// A rounded card with a caption at its top.
    private func makeCard(_ frame: CGRect, caption: String) -> UIView {
        let card = UIView(frame: frame)
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        view.addSubview(card)
        let label = UILabel(frame: CGRect(x: 16, y: 10, width: frame.width - 32, height: 20))
        label.text = caption
        label.font = .preferredFont(forTextStyle: .headline)
        card.addSubview(label)
        return card
    }

    /// A named lane with a track line; returns its dot, at the lane's start.
    private func addLane(to card: UIView, y: CGFloat, name: String, color: UIColor) -> UIView {
        let label = UILabel(frame: CGRect(x: 16, y: y, width: 84, height: 24))
        label.text = name
        label.font = .preferredFont(forTextStyle: .caption1)
        label.textColor = .secondaryLabel
        card.addSubview(label)
        let line = UIView(frame: CGRect(x: 110, y: y + 11, width: 200, height: 2))
        line.backgroundColor = .separator
        card.addSubview(line)
        let dot = UIView(frame: CGRect(x: 100, y: y + 2, width: 20, height: 20))
        dot.backgroundColor = color
        dot.layer.cornerRadius = 10
        card.addSubview(dot)
        return dot
    }

    /// The Gallery's PNG demonstration: lets the animations run for 0.8 s of virtual time (half a lap of
    /// the curve race), so the picture shows them moving rather than at their start.
    static func demonstrate(_ host: HeadlessHost) {
        host.advance(by: 0.8)
    }
}
