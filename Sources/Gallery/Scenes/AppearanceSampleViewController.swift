import UIKit

/// A screen for the appearance scenes (dark mode, right to left): a control row in stack views (a label
/// and a switch, a slider, a filled button) above an inset-grouped list with icons, secondary text and
/// disclosure indicators, in the navigation bar of its controller. Its texts come from `Strings`, so the
/// right-to-left scene shows the same screen in Hebrew and Arabic.
final class AppearanceSampleViewController: UIViewController {
    /// The screen's texts.
    struct Strings {
        var title: String
        var switchLabel: String
        var button: String
        var rows: [(title: String, value: String?, symbol: String, color: UIColor)]

        static let english = Strings(
            title: "Appearance", switchLabel: "Dark Mode", button: "Continue",
            rows: [("Wi-Fi", "Home", "bell.fill", .systemBlue), ("Notifications", nil, "bell.fill", .systemRed),
                   ("Focus", "Off", "clock.fill", .systemIndigo), ("Passwords", nil, "lock.fill", .systemGray),
                   ("Mail", "3 accounts", "envelope.fill", .systemBlue)])

        static let hebrewAndArabic = Strings(
            title: "הגדרות", switchLabel: "מצב כהה", button: "متابعة",
            rows: [("רשת אלחוטית", "בית", "bell.fill", .systemBlue), ("الإشعارات", nil, "bell.fill", .systemRed),
                   ("ריכוז", "כבוי", "clock.fill", .systemIndigo), ("كلمات السر", nil, "lock.fill", .systemGray),
                   ("البريد", "٣ حسابات", "envelope.fill", .systemBlue)])
    }

    private let strings: Strings
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    init(strings: Strings) {
        self.strings = strings
        super.init(nibName: nil, bundle: nil)
        title = strings.title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let label = UILabel()
        label.text = strings.switchLabel
        let toggle = UISwitch()
        toggle.isOn = true
        let switchRow = UIStackView(arrangedSubviews: [label, toggle])
        switchRow.spacing = 8
        let slider = UISlider()
        slider.value = 0.3
        var button = UIButton.Configuration.filled()
        button.title = strings.button
        let controls = UIStackView(arrangedSubviews: [switchRow, slider, UIButton(configuration: button)])
        controls.axis = .vertical
        controls.spacing = 12
        controls.alignment = .leading
        controls.translatesAutoresizingMaskIntoConstraints = false
        slider.translatesAutoresizingMaskIntoConstraints = false

        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.backgroundColor = .clear
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        list.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(controls)
        view.addSubview(list)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            controls.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            controls.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            controls.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            slider.widthAnchor.constraint(equalToConstant: 200),
            list.topAnchor.constraint(equalTo: controls.bottomAnchor, constant: 8),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        let rows = strings.rows
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, index in
            var content = UIListContentConfiguration.valueCell()
            content.text = rows[index].title
            content.secondaryText = rows[index].value
            content.image = UIImage(systemName: rows[index].symbol)
            content.imageProperties.tintColor = rows[index].color
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: list) { cv, path, index in
            cv.dequeueConfiguredReusableCell(using: cell, for: path, item: index)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(rows.indices))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// The screen pushed onto a navigation controller under a root titled `rootTitle`, so the bar shows a
    /// back button.
    static func inNavigation(strings: Strings, rootTitle: String) -> UINavigationController {
        let root = UIViewController()
        root.title = rootTitle
        root.view.backgroundColor = .systemBackground
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(AppearanceSampleViewController(strings: strings), animated: false)
        return navigation
    }
}
