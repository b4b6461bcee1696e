import UIKit
import UIKitTesting

private let reuseIdentifier = "Cell"
private let headerIdentifier = "Header"

/// A palette of colour swatches written the way Xcode's UICollectionViewController template is: a
/// `UICollectionViewController` subclass with a flow layout, the cell class registered in `viewDidLoad`,
/// and the data-source and delegate methods as overrides. A long press on a swatch lifts it (the
/// controller's standard reordering gesture) and dragging reorders the palette; tapping a swatch selects
/// it and the header names it.
final class CollectionViewControllerSceneViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    /// One colour of the palette.
    struct Swatch {
        let name: String
        let color: UIColor
    }

    /// A rounded colour swatch with its name underneath.
    final class SwatchCell: UICollectionViewCell {
        /// The colour chip.
        let chip = UIView()
        /// The colour's name.
        let label = UILabel()

        /// Builds the chip and the label.
        override init(frame: CGRect) {
            super.init(frame: frame)
            chip.layer.cornerRadius = 14
            contentView.addSubview(chip)
            label.font = .preferredFont(forTextStyle: .caption1)
            label.textColor = .secondaryLabel
            label.textAlignment = .center
            contentView.addSubview(label)
        }

        /// Not used.
        required init?(coder: NSCoder) { nil }

        /// Outlines the chip while selected.
        override var isSelected: Bool {
            didSet {
                chip.layer.borderWidth = isSelected ? 3 : 0
                chip.layer.borderColor = UIColor.label.cgColor
            }
        }

        /// The chip fills the cell above a 20-point label.
        override func layoutSubviews() {
            super.layoutSubviews()
            chip.frame = CGRect(x: 0, y: 0, width: contentView.bounds.width, height: contentView.bounds.height - 20)
            label.frame = CGRect(x: 0, y: contentView.bounds.height - 18, width: contentView.bounds.width, height: 18)
        }
    }

    /// The section header: the palette's title and what the user did last.
    final class HeaderView: UICollectionReusableView {
        /// The text.
        let label = UILabel()

        /// Builds the label.
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .preferredFont(forTextStyle: .headline)
            addSubview(label)
        }

        /// Not used.
        required init?(coder: NSCoder) { nil }

        /// The label fills the header, inset like the swatches.
        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = bounds.insetBy(dx: 16, dy: 6)
        }
    }

    /// The palette, in the order the user arranged it.
    private var swatches: [Swatch] = [
        ("Red", 0.0, 0.75, 0.9), ("Coral", 0.02, 0.55, 0.97), ("Orange", 0.07, 0.8, 0.97), ("Amber", 0.11, 0.85, 0.97),
        ("Yellow", 0.15, 0.8, 0.95), ("Lime", 0.22, 0.7, 0.85), ("Green", 0.33, 0.7, 0.7), ("Mint", 0.42, 0.45, 0.85),
        ("Teal", 0.47, 0.75, 0.6), ("Cyan", 0.52, 0.7, 0.9), ("Sky", 0.56, 0.5, 0.95), ("Blue", 0.6, 0.8, 0.9),
        ("Indigo", 0.67, 0.65, 0.7), ("Violet", 0.73, 0.55, 0.85), ("Purple", 0.78, 0.7, 0.65), ("Magenta", 0.83, 0.75, 0.85),
        ("Pink", 0.9, 0.45, 0.97), ("Rose", 0.95, 0.65, 0.85), ("Sand", 0.1, 0.3, 0.85), ("Slate", 0.6, 0.25, 0.5),
    ].map { name, hue, saturation, brightness in
        Swatch(name: name, color: UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 1))
    }

    /// What the header says under the title.
    private var status = "Long-press a swatch to reorder"

    /// Makes the controller with a flow layout: 72-point swatches, 16-point insets and a header.
    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 72, height: 92)
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
        layout.minimumLineSpacing = 16
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        super.init(collectionViewLayout: layout)
    }

    /// Not used.
    required init?(coder: NSCoder) { nil }

    /// Registers the cell and header classes, as the template does.
    override func viewDidLoad() {
        super.viewDidLoad()
        self.collectionView!.register(SwatchCell.self, forCellWithReuseIdentifier: reuseIdentifier)
        collectionView.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: headerIdentifier)
    }

    // MARK: UICollectionViewDataSource

    /// One palette.
    override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// One item per swatch.
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { swatches.count }

    /// Configures a swatch cell.
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath) as! SwatchCell
        let swatch = swatches[indexPath.item]
        cell.chip.backgroundColor = swatch.color
        cell.label.text = swatch.name
        return cell
    }

    /// The header with the status line.
    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: headerIdentifier, for: indexPath) as! HeaderView
        header.label.text = "Palette · \(status)"
        return header
    }

    /// Every swatch can move (needed on Linux in addition to `moveItemAt`; see `UICollectionViewController`).
    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    /// Keeps the palette in the order the user dragged it to.
    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let swatch = swatches.remove(at: sourceIndexPath.item)
        swatches.insert(swatch, at: destinationIndexPath.item)
        setStatus("Moved \(swatch.name) to place \(destinationIndexPath.item + 1)")
    }

    // MARK: UICollectionViewDelegate

    /// Names the selected swatch in the header.
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        setStatus("Selected \(swatches[indexPath.item].name)")
    }

    // MARK: UICollectionViewDelegateFlowLayout

    /// A wider first swatch: the palette's lead colour.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        indexPath.item == 0 ? CGSize(width: 160, height: 92) : CGSize(width: 72, height: 92)
    }

    /// Updates the header's status line.
    private func setStatus(_ text: String) {
        status = text
        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        (header as? HeaderView)?.label.text = "Palette · \(status)"
    }

    /// Selects a swatch, then long-presses the fourth swatch ("Amber") and drags it down two rows, holding it there so the
    /// picture shows the lifted swatch and the gap the palette opened for it.
    static func demonstrate(_ host: HeadlessHost) {
        guard let window = UIApplication.shared.keyWindow,
              let controller = window.rootViewController as? CollectionViewControllerSceneViewController,
              let selected = controller.collectionView.cellForItem(at: IndexPath(item: 9, section: 0)),
              let moving = controller.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) else { return }
        let tap = selected.convert(CGPoint(x: selected.bounds.midX, y: selected.bounds.midY), to: window)
        host.tap(at: tap)
        host.advance(by: 0.5)
        let start = moving.convert(CGPoint(x: moving.bounds.midX, y: moving.bounds.midY), to: window)
        host.touchDown(at: start)
        host.advance(by: 0.6)
        for step in 1 ... 20 {
            host.touchMove(to: CGPoint(x: start.x + CGFloat(step) * 2, y: start.y + CGFloat(step) * 10))
            host.advance(by: host.frameDuration)
        }
        host.advance(by: 0.5)
    }
}
