import UIKit

/// Seed 003's content view as the seed writes it: it loads `SimpleCustomCellView.xib` with itself as
/// File's Owner (the name label at the leading margin in the 17-point system font, a yellow star 20 points
/// square at the trailing margin, both centred by the XIB's constraints) and shows the configuration's title.
///
/// Differences from the seed: `@Outlet` for `@IBOutlet`, and `configuration` updates the label when a
/// reused cell gets a new configuration (the seed sets it only once).
class SimpleCustomCellView: UIView, UIContentView {

    @Outlet var nameLabel: UILabel!

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
        fatalError("init(coder:) has not been implemented")
    }

    private func loadNib() {
        let nib = UINib(nibName: "\(SimpleCustomCellView.self)", bundle: nil)
        guard let view = nib.instantiate(withOwner: self, options: nil).first as? UIView else { return }
        view.frame = frame
        addSubview(view)
    }

    private func setUpUI() {
        guard let configuration = configuration as? SimpleCustomCellConfiguration else { return }
        nameLabel.text = configuration.title
    }
}
