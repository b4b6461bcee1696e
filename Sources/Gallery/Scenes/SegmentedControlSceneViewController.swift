import UIKit

/// The segmented-control scene: titles, symbols, a momentary control, a disabled segment, a custom
/// selection tint, a card in dark mode and one laid out right to left; each reports its selection.
final class SegmentedControlSceneViewController: UIViewController {
    private let status = UILabel(frame: CGRect(x: 20, y: 100, width: 350, height: 20))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let title = UILabel(frame: CGRect(x: 20, y: 56, width: 350, height: 41))
        title.text = "Segmented"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        view.addSubview(title)
        status.text = "Tap or drag a segment"
        status.font = .preferredFont(forTextStyle: .footnote)
        status.textColor = .secondaryLabel
        view.addSubview(status)

        let light = addSceneCard(y: 128, height: 232, header: "UISegmentedControl")
        let range = control(["Day", "Week", "Month", "Year"], y: 36, in: light, named: "Range")
        range.selectedSegmentIndex = 1
        let views = UISegmentedControl(items: [UIImage(systemName: "list.bullet")!, UIImage(systemName: "square.grid.2x2")!])
        views.frame = CGRect(x: 16, y: 80, width: 120, height: 32)
        views.selectedSegmentIndex = 0
        views.addAction(report("Layout"), for: .valueChanged)
        light.addSubview(views)
        let edit = control(["Cut", "Copy", "Paste"], y: 80, in: light, named: "Edit", x: 152, width: 190)
        edit.isMomentary = true
        let sizes = control(["Small", "Medium", "Large"], y: 124, in: light, named: "Size")
        sizes.selectedSegmentIndex = 2
        sizes.setEnabled(false, forSegmentAt: 0)
        let tinted = control(["Red", "Green", "Blue"], y: 168, in: light, named: "Colour")
        tinted.selectedSegmentIndex = 2
        tinted.selectedSegmentTintColor = .systemBlue
        tinted.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)

        let dark = addSceneCard(y: 372, height: 132, header: "Dark mode")
        dark.overrideUserInterfaceStyle = .dark
        control(["Map", "Transit", "Satellite"], y: 36, in: dark, named: "Map").selectedSegmentIndex = 0
        let darkTinted = control(["All", "Missed"], y: 80, in: dark, named: "Calls")
        darkTinted.selectedSegmentIndex = 1

        let rtl = addSceneCard(y: 516, height: 88, header: "Right to left")
        rtl.semanticContentAttribute = .forceRightToLeft
        let mirrored = control(["One", "Two", "Three"], y: 40, in: rtl, named: "Mirrored")
        mirrored.semanticContentAttribute = .forceRightToLeft
        mirrored.selectedSegmentIndex = 0
    }

    /// A segmented control with `titles` in `card`, reporting its selection as `name`.
    @discardableResult
    private func control(_ titles: [String], y: CGFloat, in card: UIView, named name: String, x: CGFloat = 16,
                         width: CGFloat = 326) -> UISegmentedControl {
        let control = UISegmentedControl(items: titles)
        control.frame = CGRect(x: x, y: y, width: width, height: 32)
        control.addAction(report(name), for: .valueChanged)
        card.addSubview(control)
        return control
    }

    /// An action that writes the sender's selected segment into the status line.
    private func report(_ name: String) -> UIAction {
        UIAction(title: "") { [weak self] action in
            guard let control = action.sender as? UISegmentedControl else { return }
            let index = control.selectedSegmentIndex
            let title = control.titleForSegment(at: index) ?? "segment \(index)"
            self?.status.text = "\(name): \(title)"
        }
    }
}
