import Foundation
@testable import UIKit

/// The File's Owner of Controls.xib: outlets, an outlet collection and actions listed once.
@MainActor
final class ControlsOwner: NSObject {
    @Outlet var rootView: UIView!
    @Outlet var titleLabel: UILabel!
    @Outlet var button: UIButton!
    @Outlet var toggle: UISwitch!
    @Outlet var slider: UISlider!
    @Outlet var stepper: UIStepper!
    @Outlet var stack: UIStackView!
    @Outlet var imageView: UIImageView!
    @Outlet var tap: UITapGestureRecognizer!
    @Outlet var stackLabels: [UILabel]!

    var saves: [UIButton] = []
    var toggles: [Bool] = []
    var doubleTaps = 0

    @IBAction func save(_ sender: UIButton) { saves.append(sender) }
    @IBAction func toggled(_ sender: UISwitch) { toggles.append(sender.isOn) }
    @IBAction func doubleTapped(_ sender: Any) { doubleTaps += 1 }
}

extension ControlsOwner: UINibActionTarget {
    static var nibActions: [UINibAction] {
        [UINibAction("save:", save), UINibAction("toggled:", toggled), UINibAction("doubleTapped:", doubleTapped)]
    }
}

/// An image view whose own keys the document sets as user-defined runtime attributes; it answers them
/// by overriding `setValue(_:forKey:)`, as an iOS class answers key-value coding.
final class BadgeImageView: UIImageView {
    var caption: String?
    var anchor: CGPoint = .zero
    var designSize: CGSize = .zero
    var designRect: CGRect = .zero
    var restoration: String? = "unset"

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "accessibilityIdentifier": caption = value as? String
        case "anchor": anchor = value as? CGPoint ?? .zero
        case "designSize": designSize = value as? CGSize ?? .zero
        case "designRect": designRect = value as? CGRect ?? .zero
        case "restorationIdentifier": restoration = value as? String
        default: super.setValue(value, forKey: key)
        }
    }
}

/// Records UIKit's instantiation order: `init(coder:)`, outlets (through `setValue(_:forKey:)`), runtime
/// attributes, `awakeFromNib`.
@MainActor
enum NibOrderLog {
    static var events: [String] = []
}

final class OrderRootView: UIView {
    @Outlet var child: OrderChildView!
    var tint: String?

    required init?(coder: NSCoder) {
        NibOrderLog.events.append("root.init(coder:) text=\(coder.decodeObject(forKey: "restorationIdentifier") as? String ?? "-")")
        super.init(coder: coder)
    }

    override func setValue(_ value: Any?, forKey key: String) {
        if key == "tint" { tint = value as? String; NibOrderLog.events.append("root.runtime tint"); return }
        NibOrderLog.events.append("root.outlet \(key)")
        super.setValue(value, forKey: key)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        NibOrderLog.events.append("root.awakeFromNib child=\(child != nil) subviews=\(subviews.count) frame=\(Int(frame.width))")
    }
}

final class OrderChildView: UIView {
    required init?(coder: NSCoder) {
        NibOrderLog.events.append("child.init(coder:)")
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        NibOrderLog.events.append("child.awakeFromNib superview=\(superview is OrderRootView)")
    }
}

final class OrderOwner: NSObject {
    @Outlet var root: OrderRootView!
}

/// Loads `DetailCardView.xib` by its class name (no nib name given), as iOS does.
final class DetailCardViewController: UIViewController {
    @Outlet var titleLabel: UILabel!
    var viewDidLoadSawLabel = false

    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadSawLabel = titleLabel?.text == "Card"
    }
}

// MARK: Flow.storyboard

final class FlowListViewController: UIViewController {
    @Outlet var showButton: UIButton!
    var prepared: [(identifier: String?, destination: UIViewController)] = []
    var allowShow = true
    var asked: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.destination))
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        asked.append(identifier)
        return allowShow
    }
}

final class FlowDetailViewController: UIViewController {
    @Outlet var label: UILabel!
}

final class FlowSettingsViewController: UIViewController {}
final class FlowBadgeViewController: UIViewController {}
final class FlowTableViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A custom segue class: its `perform()` embeds the destination instead of a container transition.
final class FlowFadeSegue: UIStoryboardSegue {
    nonisolated(unsafe) static var performed = 0
    override func perform() {
        FlowFadeSegue.performed += 1
        source.addChild(destination)
        source.view.addSubview(destination.view)
        destination.didMove(toParent: source)
    }
}
