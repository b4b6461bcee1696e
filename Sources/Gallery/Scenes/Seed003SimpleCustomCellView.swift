import UIKit

/// Seed 003's content view: the name and a star. Built in code for now (the seed loads
/// `SimpleCustomCellView.xib`; XIB loading comes with the XIB issue): the name label at the leading
/// layout margin (16 pt) in the body font, a yellow star 20 pt square at the trailing margin.
class SimpleCustomCellView: UIView, UIContentView {

    var nameLabel: UILabel!
    private let starView = UIImageView(image: UIImage(systemName: "star.fill"))

    var configuration: any UIContentConfiguration {
        didSet { setUpUI() }
    }

    init(configuration: SimpleCustomCellConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        loadNib()
        setUpUI()
    }

    required init?(coder: NSCoder) {
        nil
    }

    private func loadNib() {
        nameLabel = UILabel()
        nameLabel.font = .systemFont(ofSize: 17)
        addSubview(nameLabel)
        starView.tintColor = .systemYellow
        starView.contentMode = .scaleAspectFit
        addSubview(starView)
    }

    private func setUpUI() {
        guard let configuration = configuration as? SimpleCustomCellConfiguration else { return }
        nameLabel.text = configuration.title
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let star: CGFloat = 20
        starView.frame = CGRect(x: b.width - 16 - star, y: (b.height - star) / 2, width: star, height: star)
        let labelHeight = ceil(nameLabel.sizeThatFits(CGSize(width: b.width, height: b.height)).height)
        nameLabel.frame = CGRect(x: 16, y: (b.height - labelHeight) / 2, width: max(0, starView.frame.minX - 8 - 16), height: labelHeight)
    }
}
