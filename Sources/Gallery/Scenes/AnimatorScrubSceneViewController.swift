import UIKit
import UIKitTesting

/// A property animator under the user's hand: a card flies across, turns and changes colour; the slider
/// scrubs `fractionComplete` (pausing the animator), Play runs it on from there, Reverse flips
/// `isReversed` and runs it back. A label shows the animator's state, fraction and direction.
final class AnimatorScrubSceneViewController: UIViewController {
    private let card = UIView(frame: CGRect(x: 36, y: 190, width: 90, height: 90))
    private let slider = UISlider(frame: CGRect(x: 36, y: 430, width: 318, height: 34))
    private let status = UILabel(frame: CGRect(x: 36, y: 476, width: 318, height: 44))
    private var animator: UIViewPropertyAnimator?
    private var statusLink: CADisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        addSceneTitle("Animator scrubbing")

        let caption = UILabel(frame: CGRect(x: 20, y: 104, width: 350, height: 60))
        caption.text = "UIViewPropertyAnimator: drag the slider to scrub fractionComplete, Play to run on, Reverse to run back."
        caption.numberOfLines = 0
        caption.font = .preferredFont(forTextStyle: .subheadline)
        caption.textColor = .secondaryLabel
        view.addSubview(caption)

        let track = UIView(frame: CGRect(x: 36, y: 184, width: 318, height: 220))
        track.backgroundColor = .secondarySystemGroupedBackground
        track.layer.cornerRadius = 12
        view.addSubview(track)
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 16
        view.addSubview(card)
        let icon = UIImageView(image: UIImage(systemName: "airplane", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .semibold)))
        icon.tintColor = .white
        icon.center = CGPoint(x: 45, y: 45)
        card.addSubview(icon)

        slider.minimumValue = 0
        slider.maximumValue = 1
        slider.addAction(UIAction { [weak self] _ in self?.scrub() }, for: .valueChanged)
        view.addSubview(slider)

        status.numberOfLines = 2
        status.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        view.addSubview(status)

        let play = button("Play", symbol: "play.fill", x: 36) { [weak self] in self?.play() }
        let reverse = button("Reverse", symbol: "arrow.uturn.backward", x: 198) { [weak self] in self?.reverse() }
        view.addSubview(play)
        view.addSubview(reverse)
        makeAnimator()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard statusLink == nil else { return }
        let link = CADisplayLink { [weak self] _ in self?.showStatus() }
        link.add(to: .main, forMode: .common)
        statusLink = link
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        statusLink?.invalidate()
        statusLink = nil
    }

    private func button(_ title: String, symbol: String, x: CGFloat, action: @escaping () -> Void) -> UIButton {
        var configuration = UIButton.Configuration.filled()
        configuration.title = title
        configuration.image = UIImage(systemName: symbol)
        configuration.imagePadding = 6
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in action() })
        button.frame = CGRect(x: x, y: 540, width: 156, height: 44)
        return button
    }

    /// A paused animator from the left to the right end of the track (made again once it finishes).
    private func makeAnimator() {
        card.transform = .identity
        card.center = CGPoint(x: 81, y: 294)
        card.backgroundColor = .systemBlue
        let animator = UIViewPropertyAnimator(duration: 1.6, curve: .easeInOut) { [card] in
            card.center = CGPoint(x: 309, y: 294)
            card.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 1.2, y: 1.2)
            card.backgroundColor = .systemOrange
        }
        animator.pausesOnCompletion = true
        animator.pauseAnimation()
        self.animator = animator
        showStatus()
    }

    private func scrub() {
        guard let animator else { return }
        if animator.isRunning { animator.pauseAnimation() }
        animator.fractionComplete = CGFloat(slider.value)
        showStatus()
    }

    private func play() {
        guard let animator else { return }
        animator.isReversed = false
        animator.startAnimation()
        showStatus()
    }

    private func reverse() {
        guard let animator else { return }
        animator.isReversed.toggle()
        if !animator.isRunning { animator.startAnimation() }
        showStatus()
    }

    private func showStatus() {
        guard let animator else { return }
        let state: String
        switch animator.state {
        case .inactive: state = "inactive"
        case .active: state = animator.isRunning ? "running" : "paused"
        case .stopped: state = "stopped"
        @unknown default: state = "?"
        }
        let fraction = String(format: "%.2f", Double(animator.fractionComplete))
        status.text = "state: \(state)   fractionComplete: \(fraction)\nisReversed: \(animator.isReversed)"
        if animator.isRunning { slider.value = Float(animator.fractionComplete) }
    }

    /// The picture: scrubbed to 60 % by dragging the slider's thumb.
    static func demonstrate(_ host: HeadlessHost) {
        guard let controller = UIApplication.shared.keyWindow?.rootViewController as? AnimatorScrubSceneViewController
        else { return }
        let frame = controller.slider.convert(controller.slider.bounds, to: nil)
        let thumb = CGPoint(x: frame.minX + 14, y: frame.midY)
        host.drag(from: thumb, to: CGPoint(x: frame.minX + 14 + (frame.width - 28) * 0.6, y: frame.midY), duration: 0.4)
        host.advance(by: 0.1)
    }
}
