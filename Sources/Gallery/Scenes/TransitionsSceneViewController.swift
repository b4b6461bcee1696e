import UIKit
import UIKitTesting

/// The transitions scene: a card whose two faces swap with `UIView.transition(from:to:)` — cross-dissolve,
/// flip, push (a `CATransition` on the card's container) and curl — on button taps, and a row of tiles whose
/// `CATransition`s (fade, push, move-in, reveal) are frozen half way by pausing their layers' time
/// (`speed = 0`, `timeOffset`), as iOS developers scrub transitions. Plain UIKit and Core Animation code.
final class TransitionsSceneViewController: UIViewController {
    /// The card's container: the transitions animate its area.
    private let card = UIView()
    /// The front face, shown first.
    private let front = TransitionsSceneViewController.makeFace(title: "Front", detail: "Tap a transition below",
                                                                color: .systemOrange)
    /// The back face, hidden first.
    private let back = TransitionsSceneViewController.makeFace(title: "Back", detail: "…and back again",
                                                               color: .systemTeal)
    /// The buttons, by title (the demonstration taps one).
    private var buttons: [String: UIButton] = [:]

    /// Builds the card, the buttons and the frozen tiles.
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let title = UILabel(frame: CGRect(x: 20, y: 56, width: 350, height: 41))
        title.text = "Transitions"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        view.addSubview(title)

        card.frame = CGRect(x: 16, y: 112, width: 358, height: 220)
        // Core Animation clips a transition to the layer's bounds only with masksToBounds: without it the
        // push would slide the faces across the buttons.
        card.clipsToBounds = true
        for face in [front, back] {
            face.frame = card.bounds
            card.addSubview(face)
        }
        back.isHidden = true
        view.addSubview(card)

        addButtons(top: 348)
        addFrozenTiles(top: 460)
    }

    // MARK: - Interaction

    /// The face shown now and the other one.
    private var faces: (shown: UIView, hidden: UIView) { front.isHidden ? (back, front) : (front, back) }

    /// Swaps the faces with a view transition.
    private func swap(_ option: UIView.AnimationOptions) {
        let (shown, hidden) = faces
        UIView.transition(from: shown, to: hidden, duration: 0.6, options: [option, .showHideTransitionViews])
    }

    /// Swaps the faces with a push `CATransition` added to the container, then the change.
    private func push() {
        let (shown, hidden) = faces
        let transition = CATransition()
        transition.type = .push
        transition.subtype = shown === front ? .fromRight : .fromLeft
        transition.duration = 0.45
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        card.layer.add(transition, forKey: kCATransition)
        shown.isHidden = true
        hidden.isHidden = false
    }

    /// Four buttons in two rows.
    private func addButtons(top: CGFloat) {
        let actions: [(String, () -> Void)] = [
            ("Cross-dissolve", { [unowned self] in swap(.transitionCrossDissolve) }),
            ("Flip", { [unowned self] in swap(.transitionFlipFromRight) }),
            ("Push", { [unowned self] in push() }),
            ("Curl up", { [unowned self] in swap(.transitionCurlUp) }),
        ]
        for (index, (name, perform)) in actions.enumerated() {
            var configuration = UIButton.Configuration.filled()
            configuration.title = name
            let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in perform() })
            button.frame = CGRect(x: 16 + CGFloat(index % 2) * 183, y: top + CGFloat(index / 2) * 52,
                                  width: 175, height: 44)
            view.addSubview(button)
            buttons[name] = button
        }
    }

    // MARK: - Frozen transitions

    /// A captioned row of tiles, each a `CATransition` from "A" to "B" held at half way.
    private func addFrozenTiles(top: CGFloat) {
        let caption = UILabel(frame: CGRect(x: 20, y: top, width: 350, height: 20))
        caption.text = "CATransition at 50% (layer speed 0)"
        caption.font = .preferredFont(forTextStyle: .headline)
        view.addSubview(caption)
        let kinds: [(String, CATransitionType, CATransitionSubtype?)] = [
            ("fade", .fade, nil), ("push", .push, .fromRight), ("moveIn", .moveIn, .fromTop),
            ("reveal", .reveal, .fromLeft),
        ]
        for (index, kind) in kinds.enumerated() {
            let x = 16 + CGFloat(index) * 92
            let tile = UIView(frame: CGRect(x: x, y: top + 30, width: 82, height: 82))
            tile.backgroundColor = .systemIndigo
            tile.clipsToBounds = true   // the slides stay inside the tile (Core Animation clips only then)
            let letter = UILabel(frame: tile.bounds)
            letter.text = "A"
            letter.textAlignment = .center
            letter.textColor = .white
            letter.font = .boldSystemFont(ofSize: 40)
            tile.addSubview(letter)
            view.addSubview(tile)
            // The old picture is taken when the transition is added: draw "A" first.
            letter.layer.displayIfNeeded()
            tile.layer.speed = 0
            let transition = CATransition()
            transition.type = kind.1
            transition.subtype = kind.2
            transition.duration = 1
            tile.layer.add(transition, forKey: kCATransition)
            tile.backgroundColor = .systemPink
            letter.text = "B"
            tile.layer.timeOffset = 0.5

            let name = UILabel(frame: CGRect(x: x, y: top + 118, width: 82, height: 18))
            name.text = kind.0
            name.textAlignment = .center
            name.font = .preferredFont(forTextStyle: .footnote)
            name.textColor = .secondaryLabel
            view.addSubview(name)
        }
    }

    /// A rounded face with a big title and a detail line.
    private static func makeFace(title: String, detail: String, color: UIColor) -> UIView {
        let face = UIView()
        face.backgroundColor = color
        face.layer.cornerRadius = 18
        let big = UILabel(frame: CGRect(x: 24, y: 60, width: 310, height: 60))
        big.text = title
        big.font = .boldSystemFont(ofSize: 48)
        big.textColor = .white
        face.addSubview(big)
        let small = UILabel(frame: CGRect(x: 24, y: 124, width: 310, height: 24))
        small.text = detail
        small.font = .preferredFont(forTextStyle: .body)
        small.textColor = .white
        face.addSubview(small)
        return face
    }

    /// The Gallery's PNG demonstration: taps "Flip", so the picture shows the card's back face.
    static func demonstrate(_ host: HeadlessHost) {
        guard let window = UIApplication.shared.keyWindow,
              let controller = window.rootViewController as? TransitionsSceneViewController,
              let button = controller.buttons["Flip"] else { return }
        let frame = button.convert(button.bounds, to: window)
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}
