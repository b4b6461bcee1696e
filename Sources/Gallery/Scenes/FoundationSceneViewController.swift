import UIKit

/// The [Foundation] scene: labels in four scripts, images, symbols, rounded and bordered layers (the photo
/// and the shadowed card with continuous corners), and transforms — plain UIKit code, as an iOS developer would write it.
final class FoundationSceneViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let title = UILabel(frame: CGRect(x: 20, y: 56, width: 350, height: 41))
        title.text = "OpenUIKit"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        view.addSubview(title)

        let card = UIView(frame: CGRect(x: 16, y: 108, width: 358, height: 220))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        view.addSubview(card)

        let lines: [(String, UIFont, UIColor)] = [
            ("Hello, UIKit on Linux 👋🐧", .preferredFont(forTextStyle: .headline), .label),
            ("Привет, мир — реализация UIKit", .preferredFont(forTextStyle: .body), .label),
            ("你好，世界：iOS 子类化", .preferredFont(forTextStyle: .body), .label),
            ("こんにちは、ひらがなとカタカナ", .preferredFont(forTextStyle: .body), .label),
            ("Secondary label, footnote style", .preferredFont(forTextStyle: .footnote), .secondaryLabel),
        ]
        for (i, line) in lines.enumerated() {
            let label = UILabel(frame: CGRect(x: 16, y: 14 + CGFloat(i) * 30, width: 326, height: 24))
            label.text = line.0
            label.font = line.1
            label.textColor = line.2
            card.addSubview(label)
        }
        let wrapped = UILabel(frame: CGRect(x: 16, y: 164, width: 326, height: 44))
        wrapped.text = "A two-line label wraps its words and truncates what does not fit at the end of the second line, as UILabel does."
        wrapped.font = .preferredFont(forTextStyle: .subheadline)
        wrapped.numberOfLines = 2
        wrapped.textColor = .secondaryLabel
        card.addSubview(wrapped)

        let symbolNames = ["star", "star.fill", "checkmark", "chevron.right", "chevron.down", "plus", "minus",
                           "xmark", "circle", "checkmark.circle.fill"]
        for (i, name) in symbolNames.enumerated() {
            let imageView = UIImageView(image: UIImage(systemName: name))
            imageView.frame = CGRect(x: 20 + CGFloat(i) * 35, y: 344, width: 28, height: 28)
            imageView.contentMode = .scaleAspectFit
            imageView.tintColor = i % 2 == 0 ? .systemBlue : .systemOrange
            view.addSubview(imageView)
        }

        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
                                 .systemIndigo, .systemPurple, .systemPink]
        for (i, color) in colors.enumerated() {
            let swatch = UIView(frame: CGRect(x: 20 + CGFloat(i % 5) * 70, y: 392 + CGFloat(i / 5) * 70, width: 56, height: 56))
            swatch.backgroundColor = color
            swatch.layer.cornerRadius = CGFloat(i) * 3.5
            swatch.layer.borderWidth = i % 3 == 0 ? 3 : 0
            swatch.layer.borderColor = UIColor.label.cgColor
            if i % 4 == 1 { swatch.transform = CGAffineTransform(rotationAngle: .pi / 12) }
            if i % 4 == 3 { swatch.transform = CGAffineTransform(scaleX: 0.8, y: 0.8) }
            view.addSubview(swatch)
        }

        let photo = UIImageView(image: FoundationSceneViewController.makePhoto(size: CGSize(width: 160, height: 110)))
        photo.frame = CGRect(x: 20, y: 540, width: 160, height: 110)
        photo.layer.cornerRadius = 12
        photo.layer.cornerCurve = .continuous
        photo.clipsToBounds = true
        view.addSubview(photo)

        let shadowed = UIView(frame: CGRect(x: 210, y: 540, width: 160, height: 110))
        shadowed.backgroundColor = .white
        shadowed.layer.cornerRadius = 16
        shadowed.layer.cornerCurve = .continuous
        shadowed.layer.shadowOpacity = 0.25
        shadowed.layer.shadowRadius = 8
        shadowed.layer.shadowOffset = CGSize(width: 0, height: 4)
        view.addSubview(shadowed)
        let caption = UILabel(frame: shadowed.bounds.insetBy(dx: 12, dy: 12))
        caption.text = "Continuous 16"
        caption.textAlignment = .center
        caption.font = .preferredFont(forTextStyle: .callout)
        shadowed.addSubview(caption)

        addShapeLayers()
    }

    /// A small landscape drawn with UIGraphicsImageRenderer, standing in for a photo.
    static func makePhoto(size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            UIColor(red: 0.55, green: 0.78, blue: 0.98, alpha: 1).setFill()
            context.fill(CGRect(origin: .zero, size: size))
            UIColor(red: 1, green: 0.85, blue: 0.3, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: size.width - 50, y: 14, width: 30, height: 30)).fill()
            UIColor(red: 0.25, green: 0.6, blue: 0.3, alpha: 1).setFill()
            let hills = UIBezierPath()
            hills.move(to: CGPoint(x: 0, y: size.height))
            hills.addLine(to: CGPoint(x: 0, y: size.height * 0.6))
            hills.addQuadCurve(to: CGPoint(x: size.width * 0.5, y: size.height * 0.65), controlPoint: CGPoint(x: size.width * 0.25, y: size.height * 0.35))
            hills.addQuadCurve(to: CGPoint(x: size.width, y: size.height * 0.55), controlPoint: CGPoint(x: size.width * 0.8, y: size.height * 0.85))
            hills.addLine(to: CGPoint(x: size.width, y: size.height))
            hills.close()
            hills.fill()
        }
    }
}
