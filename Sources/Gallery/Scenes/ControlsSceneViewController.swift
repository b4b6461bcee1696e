import UIKit

/// The controls scene: configuration buttons in every style, classic system and custom buttons, switches,
/// sliders and a stepper, all wired with `UIAction`s (the Linux replacement for selectors) that report
/// to a status line.
final class ControlsSceneViewController: UIViewController {
    private let status = UILabel(frame: CGRect(x: 20, y: 100, width: 350, height: 20))
    private let sliderValue = UILabel(frame: CGRect(x: 300, y: 0, width: 50, height: 31))
    private let stepperValue = UILabel(frame: CGRect(x: 120, y: 0, width: 120, height: 32))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let title = UILabel(frame: CGRect(x: 20, y: 56, width: 350, height: 41))
        title.text = "Controls"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        view.addSubview(title)
        status.text = "Tap, drag or toggle something"
        status.font = .preferredFont(forTextStyle: .footnote)
        status.textColor = .secondaryLabel
        view.addSubview(status)

        let buttons = addSceneCard(y: 128, height: 282, header: "UIButton.Configuration")
        let styles: [(String, UIButton.Configuration)] = [
            ("Plain", .plain()), ("Tinted", .tinted()), ("Gray", .gray()), ("Filled", .filled()),
            ("Borderless", .borderless()), ("Bordered", .bordered()), ("Bordered Tinted", .borderedTinted()),
            ("Prominent", .borderedProminent()),
        ]
        for (i, style) in styles.enumerated() {
            var configuration = style.1
            configuration.title = style.0
            let button = UIButton(configuration: configuration, primaryAction: report("Tapped \(style.0)"))
            button.frame = CGRect(x: 16 + CGFloat(i % 2) * 171, y: 36 + CGFloat(i / 2) * 44, width: 155, height: 35)
            buttons.addSubview(button)
        }
        var rich = UIButton.Configuration.filled()
        rich.title = "Favourite"
        rich.subtitle = "Large, capsule, image"
        rich.image = UIImage(systemName: "star.fill")
        rich.imagePadding = 10
        rich.buttonSize = .large
        rich.cornerStyle = .capsule
        rich.baseBackgroundColor = .systemIndigo
        let richButton = UIButton(configuration: rich, primaryAction: report("Tapped Favourite"))
        richButton.frame = CGRect(x: 16, y: 214, width: 326, height: 56)
        buttons.addSubview(richButton)

        let classic = addSceneCard(y: 422, height: 84, header: "Classic buttons")
        let system = UIButton(type: .system, primaryAction: report("Tapped System"))
        system.setTitle("System", for: .normal)
        system.frame = CGRect(x: 16, y: 40, width: 70, height: 30)
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom", for: .normal)
        custom.setTitle("Pressed", for: .highlighted)
        custom.backgroundColor = .systemOrange
        custom.layer.cornerRadius = 8
        custom.frame = CGRect(x: 94, y: 40, width: 84, height: 30)
        custom.addAction(report("Tapped Custom"), for: .touchUpInside)
        let disabled = UIButton(type: .system)
        disabled.setTitle("Disabled", for: .normal)
        disabled.isEnabled = false
        disabled.frame = CGRect(x: 186, y: 40, width: 70, height: 30)
        classic.addSubview(system)
        classic.addSubview(custom)
        classic.addSubview(disabled)
        for (i, type) in [UIButton.ButtonType.infoLight, .contactAdd, .close].enumerated() {
            let button = UIButton(type: type)
            button.frame.origin = CGPoint(x: 264 + CGFloat(i) * 28, y: 44)
            button.addAction(report("Tapped \(type)"), for: .primaryActionTriggered)
            classic.addSubview(button)
        }

        let toggles = addSceneCard(y: 518, height: 84, header: "UISwitch")
        for (i, isOn) in [true, false].enumerated() {
            let toggle = UISwitch()
            toggle.isOn = isOn
            toggle.frame.origin = CGPoint(x: 16 + CGFloat(i) * 70, y: 40)
            toggle.addAction(UIAction { [weak self] action in
                guard let toggle = action.sender as? UISwitch else { return }
                self?.status.text = "Switch \(i + 1) is \(toggle.isOn ? "on" : "off")"
            }, for: .valueChanged)
            toggles.addSubview(toggle)
        }
        let tinted = UISwitch()
        tinted.isOn = true
        tinted.onTintColor = .systemOrange
        tinted.frame.origin = CGPoint(x: 156, y: 40)
        toggles.addSubview(tinted)
        let disabledSwitch = UISwitch()
        disabledSwitch.isEnabled = false
        disabledSwitch.frame.origin = CGPoint(x: 226, y: 40)
        toggles.addSubview(disabledSwitch)

        let sliders = addSceneCard(y: 614, height: 132, header: "UISlider and UIStepper")
        let slider = UISlider(frame: CGRect(x: 16, y: 36, width: 272, height: 31))
        slider.value = 0.4
        sliderValue.frame.origin = CGPoint(x: 300, y: 36)
        sliderValue.text = "0.40"
        sliderValue.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        slider.addAction(UIAction { [weak self] action in
            guard let slider = action.sender as? UISlider else { return }
            self?.sliderValue.text = String(format: "%.2f", slider.value)
        }, for: .valueChanged)
        sliders.addSubview(slider)
        sliders.addSubview(sliderValue)
        let stepper = UIStepper(frame: CGRect(x: 16, y: 84, width: 0, height: 0))
        stepper.maximumValue = 10
        stepper.value = 3
        stepperValue.frame.origin = CGPoint(x: 126, y: 84)
        stepperValue.text = "Quantity: 3"
        stepper.addAction(UIAction { [weak self] action in
            guard let stepper = action.sender as? UIStepper else { return }
            self?.stepperValue.text = "Quantity: \(Int(stepper.value))"
        }, for: .valueChanged)
        sliders.addSubview(stepper)
        sliders.addSubview(stepperValue)
        let colored = UISlider(frame: CGRect(x: 226, y: 84, width: 116, height: 31))
        colored.value = 0.7
        colored.minimumTrackTintColor = .systemPink
        sliders.addSubview(colored)
    }

    /// An action that writes `message` into the status line.
    private func report(_ message: String) -> UIAction {
        UIAction(title: "") { [weak self] _ in self?.status.text = message }
    }
}
