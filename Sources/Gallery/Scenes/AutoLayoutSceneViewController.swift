import UIKit
import UIKitTesting

/// The Auto Layout scene: a sign-up form built from stack views in a scroll view (it follows the window's
/// width: fields stretch, the terms text rewraps), a card whose multi-line label sizes it, and a
/// constraint animation (a strength meter whose width constraint animates, and a row that collapses when
/// hidden inside an animation block). Every frame comes from constraints; no view sets a frame.
final class AutoLayoutSceneViewController: UIViewController {
    private var meterWidth: NSLayoutConstraint!
    private let meterTrack = UIView()
    private let details = UIStackView()
    private let meterLabel = UILabel()
    private let newsletter = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scroll)
        let form = UIStackView(arrangedSubviews: [header(), fields(), meter(), detailsRow(), terms(), buttons(), card()])
        form.axis = .vertical
        form.spacing = 14
        form.setCustomSpacing(24, after: form.arrangedSubviews[0])
        form.isLayoutMarginsRelativeArrangement = true
        form.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 20, trailing: 20)
        form.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(form)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            form.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            form.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            form.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            form.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
    }

    private func header() -> UIView {
        let title = UILabel()
        title.text = "Create your account"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        title.numberOfLines = 0
        let subtitle = UILabel()
        subtitle.text = "Stack views and constraints lay out every row of this form."
        subtitle.font = .preferredFont(forTextStyle: .subheadline)
        subtitle.textColor = .secondaryLabel
        subtitle.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [title, subtitle])
        stack.axis = .vertical
        stack.spacing = 4
        return stack
    }

    /// A caption over a rounded field box, the caption's baseline 6 points above the box.
    private func field(_ caption: String, _ placeholder: String) -> UIView {
        let label = UILabel()
        label.text = caption
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        let box = UIView()
        box.backgroundColor = .secondarySystemGroupedBackground
        box.layer.cornerRadius = 10
        box.layer.borderWidth = 1
        box.layer.borderColor = UIColor.separator.cgColor
        let text = UILabel()
        text.text = placeholder
        text.textColor = .placeholderText
        text.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(text)
        NSLayoutConstraint.activate([
            box.heightAnchor.constraint(equalToConstant: 44),
            text.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 12),
            text.trailingAnchor.constraint(lessThanOrEqualTo: box.trailingAnchor, constant: -12),
            text.centerYAnchor.constraint(equalTo: box.centerYAnchor),
        ])
        let stack = UIStackView(arrangedSubviews: [label, box])
        stack.axis = .vertical
        stack.spacing = 6
        return stack
    }

    private func fields() -> UIView {
        let names = UIStackView(arrangedSubviews: [field("First name", "Ada"), field("Last name", "Lovelace")])
        names.distribution = .fillEqually
        names.spacing = 12
        let stack = UIStackView(arrangedSubviews: [names, field("Email", "ada@example.com"), field("Password", "At least 8 characters")])
        stack.axis = .vertical
        stack.spacing = 12
        return stack
    }

    /// The strength meter: a track with a fill whose width constraint animates.
    private func meter() -> UIView {
        meterTrack.backgroundColor = .systemFill
        meterTrack.layer.cornerRadius = 3
        let fill = UIView()
        fill.backgroundColor = .systemGreen
        fill.layer.cornerRadius = 3
        fill.translatesAutoresizingMaskIntoConstraints = false
        meterTrack.addSubview(fill)
        meterWidth = fill.widthAnchor.constraint(equalTo: meterTrack.widthAnchor, multiplier: 0.25)
        NSLayoutConstraint.activate([
            meterTrack.heightAnchor.constraint(equalToConstant: 6),
            fill.leadingAnchor.constraint(equalTo: meterTrack.leadingAnchor),
            fill.topAnchor.constraint(equalTo: meterTrack.topAnchor),
            fill.bottomAnchor.constraint(equalTo: meterTrack.bottomAnchor),
            meterWidth,
        ])
        meterLabel.text = "Password strength: weak"
        meterLabel.font = .preferredFont(forTextStyle: .caption1)
        meterLabel.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [meterTrack, meterLabel])
        stack.axis = .vertical
        stack.spacing = 6
        return stack
    }

    /// A switch row with a details row under it that collapses when the switch is off.
    private func detailsRow() -> UIView {
        let label = UILabel()
        label.text = "Send me the newsletter"
        let toggle = newsletter
        toggle.isOn = true
        toggle.addAction(UIAction { [unowned self] _ in
            UIView.animate(withDuration: 0.3) { self.details.isHidden = !toggle.isOn }
        }, for: .valueChanged)
        let row = UIStackView(arrangedSubviews: [label, toggle])
        row.alignment = .center
        let weekly = UILabel()
        weekly.text = "Weekly, on Mondays. Unsubscribe at any time."
        weekly.font = .preferredFont(forTextStyle: .footnote)
        weekly.textColor = .secondaryLabel
        weekly.numberOfLines = 0
        details.addArrangedSubview(weekly)
        let stack = UIStackView(arrangedSubviews: [row, details])
        stack.axis = .vertical
        stack.spacing = 4
        return stack
    }

    private func terms() -> UIView {
        let label = UILabel()
        label.text = "By signing up you agree to the Terms of Service and the Privacy Policy. We keep your data on this device until you choose to share it."
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        return label
    }

    private func buttons() -> UIView {
        var cancel = UIButton.Configuration.gray()
        cancel.title = "Cancel"
        var signUp = UIButton.Configuration.filled()
        signUp.title = "Sign Up"
        let signUpButton = UIButton(configuration: signUp, primaryAction: UIAction { [unowned self] _ in self.strengthen() })
        let stack = UIStackView(arrangedSubviews: [UIButton(configuration: cancel), signUpButton])
        stack.distribution = .fillEqually
        stack.spacing = 12
        return stack
    }

    /// A card: an image beside a title and a multi-line label; the label's wrapped height sizes the card.
    private func card() -> UIView {
        let card = UIView()
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 14
        let image = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
        image.tintColor = .systemIndigo
        image.contentMode = .scaleAspectFit
        let title = UILabel()
        title.text = "Why an account?"
        title.font = .preferredFont(forTextStyle: .headline)
        let body = UILabel()
        body.text = "Your account keeps your settings in step across devices. This paragraph wraps onto as many lines as the width needs, and the card grows with it."
        body.font = .preferredFont(forTextStyle: .subheadline)
        body.numberOfLines = 0
        let text = UIStackView(arrangedSubviews: [title, body])
        text.axis = .vertical
        text.spacing = 4
        let row = UIStackView(arrangedSubviews: [image, text])
        row.spacing = 12
        row.alignment = .top
        row.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(row)
        NSLayoutConstraint.activate([
            image.widthAnchor.constraint(equalToConstant: 40),
            image.heightAnchor.constraint(equalToConstant: 40),
            row.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            row.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            row.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
        return card
    }

    /// The constraint animation: the meter's width constraint is replaced by a wider one and the layout
    /// animates inside the block.
    private func strengthen() {
        meterWidth.isActive = false
        guard let fill = meterWidth.firstItem as? UIView else { return }
        meterWidth = fill.widthAnchor.constraint(equalTo: meterTrack.widthAnchor, multiplier: 0.8)
        meterWidth.isActive = true
        meterLabel.text = "Password strength: strong"
        UIView.animate(withDuration: 0.6) { self.view.layoutIfNeeded() }
    }

    /// For the PNG: switch the newsletter off (the details row collapses, animated) and tap Sign Up (the
    /// meter animates); the picture is taken when both have finished.
    static func demonstrate(_ host: HeadlessHost) {
        guard let scene = host.windows.last?.rootViewController as? AutoLayoutSceneViewController else { return }
        scene.strengthen()
        scene.newsletter.setOn(false, animated: false)
        UIView.animate(withDuration: 0.3) { scene.details.isHidden = true }
        host.advance(by: 0.7)
    }
}
