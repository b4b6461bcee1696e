import UIKit

/// System symbols: a sheet of the names apps ask for most (hand-drawn ones and Material Icons glyphs), one
/// symbol at every weight, palette and hierarchical colours, and symbols standing on a text baseline.
final class SymbolsSceneViewController: UIViewController {
    static let sheet = [
        "wifi", "airplane", "bluetooth", "flag", "trash", "bell.badge", "person.crop.circle", "square.and.arrow.up",
        "map.circle", "arrow.up.right", "house.fill", "magnifyingglass", "gearshape", "heart.fill",
        "star.fill", "cart", "creditcard", "envelope", "phone", "message", "camera", "photo", "mic", "video",
        "play.fill", "pause.fill", "forward.end.fill", "shuffle", "repeat", "speaker.wave.2", "map", "location",
        "mappin.and.ellipse", "car", "bus", "bicycle", "sun.max", "moon", "cloud.sun", "cloud.bolt", "snowflake",
        "bolt", "lock", "key", "eye", "wifi.slash", "doc.text", "folder", "paperclip", "link", "calendar", "clock",
        "alarm", "chart.bar", "list.bullet", "checklist", "pencil", "scissors", "paintbrush", "globe",
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        addSceneTitle("Symbols")

        let grid = addCard(y: 106, height: 318, caption: "Names apps ask for most")
        for (i, name) in Self.sheet.enumerated() {
            let image = UIImageView(image: UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 22)))
            image.tintColor = i % 10 < 5 ? .systemBlue : .label
            image.center = CGPoint(x: 29 + CGFloat(i % 10) * 33.5, y: 60 + CGFloat(i / 10) * 44)
            grid.addSubview(image)
        }

        let weights = addCard(y: 434, height: 96, caption: "Weights: ultraLight … black")
        let allWeights: [UIImage.SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        for (i, weight) in allWeights.enumerated() {
            let image = UIImageView(image: UIImage(systemName: "bell.badge", withConfiguration: UIImage.SymbolConfiguration(pointSize: 26, weight: weight)))
            image.tintColor = .label
            image.center = CGPoint(x: 30 + CGFloat(i) * 37, y: 62)
            weights.addSubview(image)
        }

        let colours = addCard(y: 540, height: 110, caption: "Palette and hierarchical colours")
        let colourNames = ["bell.badge", "play.circle.fill", "person.crop.circle", "heart.circle"]
        for (i, name) in colourNames.enumerated() {
            let size = UIImage.SymbolConfiguration(pointSize: 30)
            let palette = UIImageView(image: UIImage(systemName: name, withConfiguration: size.applying(UIImage.SymbolConfiguration(paletteColors: [.systemRed, .systemBlue]))))
            palette.center = CGPoint(x: 34 + CGFloat(i) * 84, y: 70)
            colours.addSubview(palette)
            let hierarchical = UIImageView(image: UIImage(systemName: name, withConfiguration: size.applying(UIImage.SymbolConfiguration(hierarchicalColor: .systemIndigo))))
            hierarchical.center = CGPoint(x: 72 + CGFloat(i) * 84, y: 70)
            colours.addSubview(hierarchical)
        }

        let text = addCard(y: 660, height: 106, caption: "On the baseline of 17 pt text")
        addInline(to: text, y: 72, parts: [.text("Wi-Fi "), .symbol("wifi"), .text(" Flight "), .symbol("airplane"),
                                             .text(" Alerts "), .symbol("bell.badge"), .text(" More "), .symbol("chevron.right")])
    }

    private enum Part {
        case text(String)
        case symbol(String)
    }

    /// Lays out text runs and symbols left to right on one baseline at `y` (in the card): a label's
    /// baseline is its font's ascender below its top; a symbol's is `baselineOffsetFromBottom` above its
    /// bottom.
    private func addInline(to card: UIView, y baseline: CGFloat, parts: [Part]) {
        let font = UIFont.systemFont(ofSize: 17)
        var x: CGFloat = 16
        for part in parts {
            switch part {
            case .text(let string):
                let label = UILabel()
                label.text = string
                label.font = font
                label.sizeToFit()
                label.frame.origin = CGPoint(x: x, y: baseline - font.ascender)
                card.addSubview(label)
                x += label.frame.width
            case .symbol(let name):
                guard let image = UIImage(systemName: name) else { continue }
                let imageView = UIImageView(image: image)
                imageView.tintColor = .systemBlue
                imageView.frame.origin = CGPoint(x: x, y: baseline + image.baselineOffsetFromBottom - image.size.height)
                card.addSubview(imageView)
                x += image.size.width
            }
        }
        let rule = UIView(frame: CGRect(x: 16, y: baseline, width: x - 16, height: 0.5))
        rule.backgroundColor = UIColor.systemRed.withAlphaComponent(0.5)
        card.addSubview(rule)
    }

}
