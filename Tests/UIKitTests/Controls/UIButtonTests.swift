import Testing
import UIKitTesting
@testable import UIKit

@MainActor
private final class RecordingButton: UIButton {
    var fired: [String] = []
    override func sendActions(for controlEvents: UIControl.Event) {
        fired.append(controlEvents.names)
        super.sendActions(for: controlEvents)
    }
}

@MainActor
struct UIButtonTests {
    private func show(_ button: UIButton, frame: CGRect, background: UIColor = .white) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200), scale: 1)
        let vc = UIViewController()
        vc.view.backgroundColor = background
        button.frame = frame
        vc.view.addSubview(button)
        host.show(vc)
        return host
    }

    @Test func typesAndDefaults() {
        #expect(UIButton.ButtonType.system.rawValue == 1 && UIButton.ButtonType.close.rawValue == 7 && UIButton.ButtonType.plain.rawValue == 6)
        #expect(UIButton().buttonType == .custom && UIButton(type: .system).buttonType == .system)
        #expect(UIButton(configuration: .filled()).buttonType == .plain)
        let system = UIButton(type: .system)
        #expect(system.titleColor(for: .normal) == .systemBlue)
        #expect(system.titleLabel?.font.pointSize == 15)
        #expect(UIButton(type: .custom).titleColor(for: .normal) == .white)
        #expect(UIButton(type: .infoLight).image(for: .normal) != nil && UIButton(type: .contactAdd).currentImage != nil)
        #expect(system.contentHorizontalAlignment == .center)
    }

    @Test func systemButtonSizeFitsItsTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        let size = button.sizeThatFits(.zero)
        #expect(size.height >= 30 && size.height <= 31)
        #expect(size.width > 30 && size.width < 70)
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 10, bottom: 2, right: 10)
        #expect(button.intrinsicContentSize.width == size.width + 20)
    }

    @Test func perStateTitlesSwitchWhenHighlightedAndDisabled() {
        let button = UIButton(type: .system)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        button.setTitle("Off", for: .disabled)
        button.setTitleColor(.systemRed, for: .highlighted)
        let host = show(button, frame: CGRect(x: 50, y: 50, width: 200, height: 44))
        #expect(button.currentTitle == "Normal" && button.titleLabel?.text == "Normal")
        host.touchDown(at: CGPoint(x: 150, y: 72))
        #expect(button.state == .highlighted)
        #expect(button.currentTitle == "Pressed" && button.titleLabel?.text == "Pressed")
        #expect(button.currentTitleColor == .systemRed && button.titleLabel?.textColor == .systemRed)
        host.touchUp()
        #expect(button.titleLabel?.text == "Normal")
        button.isEnabled = false
        #expect(button.currentTitle == "Off" && button.titleLabel?.text == "Off")
        #expect(button.titleColor(for: .disabled) == .tertiaryLabel)
        #expect(button.title(for: .selected) == "Normal")
    }

    @Test func customTitleFontSurvivesStateChanges() {
        let button = UIButton(type: .system)
        button.setTitle("Bold", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 22)
        let host = show(button, frame: CGRect(x: 50, y: 50, width: 200, height: 44))
        host.touchDown(at: CGPoint(x: 150, y: 72))
        host.touchUp()
        button.isSelected = true
        #expect(button.titleLabel?.font.pointSize == 22)
        #expect(button.intrinsicContentSize.height > 30)
    }

    @Test func systemButtonFadesWhileHighlighted() {
        let button = UIButton(type: .system)
        button.setTitle("Fade", for: .normal)
        let host = show(button, frame: CGRect(x: 50, y: 50, width: 200, height: 44))
        host.touchDown(at: CGPoint(x: 150, y: 72))
        #expect(abs((button.titleLabel?.alpha ?? 0) - 0.2) < 0.001)
        host.touchUp()
        #expect(button.titleLabel?.alpha == 1)
    }

    @Test func tapSendsTouchUpInsideWithPrimaryActionTriggered() {
        let button = RecordingButton(type: .system)
        var primary = 0
        button.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
        let host = show(button, frame: CGRect(x: 50, y: 50, width: 200, height: 44))
        host.tap(at: CGPoint(x: 150, y: 72))
        #expect(button.fired == ["touchDown", "touchUpInside|primaryActionTriggered"])
        #expect(primary == 1)
        host.advance(by: 1)
        host.drag(from: CGPoint(x: 150, y: 72), to: CGPoint(x: 150, y: 190), duration: 0.02)
        #expect(primary == 1)
    }

    @Test func changesSelectionAsPrimaryActionTogglesBeforeTheActions() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Bold"
        let button = UIButton(configuration: configuration)
        button.changesSelectionAsPrimaryAction = true
        var seen: [Bool] = []
        button.addAction(UIAction { action in seen.append((action.sender as! UIButton).isSelected) }, for: .primaryActionTriggered)
        let host = show(button, frame: CGRect(x: 50, y: 50, width: 200, height: 50))
        host.tap(at: CGPoint(x: 60, y: 75))
        #expect(button.isSelected && seen == [true])
        // Selected gray buttons take the filled look.
        #expect(host.snapshot().pixel(atPoint: CGPoint(x: 56, y: 75), scale: 1).isClose(to: Pixel(r: 0, g: 122, b: 255)))
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 60, y: 75))
        #expect(!button.isSelected && seen == [true, false])
    }

    @Test func primaryActionGivesTitleAndImage() {
        var runs = 0
        let action = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in runs += 1 }
        let button = UIButton(type: .system, primaryAction: action)
        #expect(button.currentTitle == "Share" && button.currentImage != nil)
        let framed = UIButton(frame: .zero, primaryAction: action)
        #expect(framed.title(for: .normal) == "Share" && framed.buttonType == .custom)
        let configured = UIButton(configuration: .filled(), primaryAction: action)
        #expect(configured.configuration?.title == "Share")
        let host = show(button, frame: CGRect(x: 50, y: 50, width: 200, height: 44))
        host.tap(at: CGPoint(x: 150, y: 72))
        #expect(runs == 1)
    }

    @Test(arguments: [
        ("plain", Pixel(r: 255, g: 255, b: 255)),
        ("tinted", Pixel(r: 217, g: 235, b: 255)),
        ("gray", Pixel(r: 239, g: 239, b: 240)),
        ("filled", Pixel(r: 0, g: 122, b: 255)),
        ("borderless", Pixel(r: 255, g: 255, b: 255)),
        ("bordered", Pixel(r: 239, g: 239, b: 240)),
        ("borderedTinted", Pixel(r: 217, g: 235, b: 255)),
        ("borderedProminent", Pixel(r: 0, g: 122, b: 255)),
    ])
    func configurationStylesRenderTheirBackground(style: String, expected: Pixel) {
        let configurations: [String: UIButton.Configuration] = [
            "plain": .plain(), "tinted": .tinted(), "gray": .gray(), "filled": .filled(), "borderless": .borderless(),
            "bordered": .bordered(), "borderedTinted": .borderedTinted(), "borderedProminent": .borderedProminent(),
        ]
        let button = UIButton(configuration: configurations[style]!)
        let host = show(button, frame: CGRect(x: 50, y: 50, width: 200, height: 50))
        let centre = host.snapshot().pixel(atPoint: CGPoint(x: 150, y: 75), scale: 1)
        #expect(centre.isClose(to: expected, tolerance: 3), "\(style): \(centre)")
    }

    @Test func configuredBackgroundsHaveContinuousCornersAndCapsulesStayCapsules() {
        var configuration = UIButton.Configuration.filled()
        configuration.cornerStyle = .large
        let button = UIButton(configuration: configuration)
        let host = show(button, frame: CGRect(x: 50, y: 50, width: 200, height: 50))
        #expect(button.backgroundView.layer.cornerRadius == 12 && button.backgroundView.layer.cornerCurve == .continuous)
        // 12-pt continuous corners leave the edge 1.528665 × 12 ≈ 18.3 pt from the corner and lie inside the
        // circle of radius 12 near it: 10.5 pt along the top edge the pixel is less covered (0.27 pt below
        // the edge, against 0.1 pt for the circle; measured: red 74 here, 39 with circular corners).
        let easing = host.snapshot().pixel(atPoint: CGPoint(x: 60.5, y: 50.5), scale: 1)
        #expect(easing.r > 55 && easing.r < 110, "\(easing)")
        configuration.cornerStyle = .capsule
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(button.backgroundView.layer.cornerRadius == 25)
        // A capsule's end is a half circle: the point 45° round it from the centre, 1 pt inside, is filled.
        let inside = host.snapshot().pixel(atPoint: CGPoint(x: 75 - 24 * 0.7071, y: 75 - 24 * 0.7071), scale: 1)
        #expect(inside.r < 100, "\(inside)")
    }

    @Test func filledButtonDimsWhileHighlightedAndGreysWhenDisabled() {
        var configuration = UIButton.Configuration.filled()
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration)
        let host = show(button, frame: CGRect(x: 50, y: 50, width: 200, height: 50))
        host.touchDown(at: CGPoint(x: 150, y: 75))
        let pressed = host.snapshot().pixel(atPoint: CGPoint(x: 150, y: 75), scale: 1)
        #expect(pressed.isClose(to: Pixel(r: 77, g: 162, b: 255)), "\(pressed)")
        host.touchUp()
        button.isEnabled = false
        let image = host.snapshot()
        #expect(image.pixel(atPoint: CGPoint(x: 150, y: 75), scale: 1).isClose(to: Pixel(r: 250, g: 250, b: 251)))
        #expect(image.pixel(atPoint: CGPoint(x: 51, y: 51), scale: 1) == Pixel(r: 255, g: 255, b: 255), "capsule corner")
    }

    @Test func configurationColoursAndUpdateHandler() {
        var configuration = UIButton.Configuration.filled()
        configuration.baseBackgroundColor = .systemRed
        configuration.title = "Delete"
        configuration.subtitle = "Cannot be undone"
        let button = UIButton(configuration: configuration)
        var updates = 0
        button.configurationUpdateHandler = { button in
            updates += 1
            var updated = button.configuration
            updated?.title = button.isHighlighted ? "Deleting" : "Delete"
            button.configuration = updated
        }
        let host = show(button, frame: CGRect(x: 20, y: 50, width: 260, height: 60))
        #expect(button.subtitleLabel?.text == "Cannot be undone")
        let image = host.snapshot()
        #expect(image.pixel(atPoint: CGPoint(x: 24, y: 80), scale: 1).isClose(to: Pixel(r: 255, g: 59, b: 48)))
        host.touchDown(at: CGPoint(x: 150, y: 80))
        #expect(button.titleLabel?.text == "Deleting")
        host.touchUp()
        #expect(button.titleLabel?.text == "Delete" && updates >= 2)
        #expect(button.configuration?.updated(for: button).baseForegroundColor == .white)
    }

    @Test func configurationSizesAndInsets() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Title"
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        let medium = UIButton(configuration: configuration).intrinsicContentSize
        configuration.buttonSize = .large
        let large = UIButton(configuration: configuration).intrinsicContentSize
        configuration.buttonSize = .small
        let small = UIButton(configuration: configuration).intrinsicContentSize
        #expect(small.height < medium.height && medium.height < large.height)
        #expect(medium.height >= 34 && medium.height <= 36)
        configuration.contentInsets = .zero
        configuration.image = UIImage(systemName: "star")
        configuration.imagePadding = 10
        let withImage = UIButton(configuration: configuration).intrinsicContentSize
        configuration.image = nil
        let without = UIButton(configuration: configuration).intrinsicContentSize
        #expect(withImage.width > without.width + 10)
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets.leading == 10)
    }

    @Test func imagePlacementAndTitleAlignment() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Title"
        configuration.subtitle = "A longer subtitle"
        configuration.image = UIImage(systemName: "star")
        configuration.imagePlacement = .top
        configuration.imagePadding = 4
        let button = UIButton(configuration: configuration)
        _ = show(button, frame: CGRect(x: 20, y: 20, width: 260, height: 120))
        let image = button.imageView!.frame, title = button.titleLabel!.frame, subtitle = button.subtitleLabel!.frame
        #expect(abs(image.maxY + 4 - title.minY) <= 1, "\(image) \(title)")
        #expect(abs(image.midX - 130) < 1 && subtitle.minY >= title.maxY)
        #expect(button.titleLabel?.textAlignment == .center)
        configuration.imagePlacement = .trailing
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.minX >= button.titleLabel!.frame.maxX)
        #expect(button.titleLabel?.textAlignment == .left)
        configuration.titleAlignment = .trailing
        button.configuration = configuration
        #expect(button.titleLabel?.textAlignment == .right && button.subtitleLabel?.textAlignment == .right)
    }

    @Test func buttonsRefuseSingleTapRecognizersOfSuperviews() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIButton(type: .system)
        container.addSubview(button)
        let parentTap = UITapGestureRecognizer()
        container.addGestureRecognizer(parentTap)
        #expect(!button.gestureRecognizerShouldBegin(parentTap))
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        container.addGestureRecognizer(doubleTap)
        #expect(button.gestureRecognizerShouldBegin(doubleTap))
        let ownTap = UITapGestureRecognizer()
        button.addGestureRecognizer(ownTap)
        #expect(button.gestureRecognizerShouldBegin(ownTap))
        let pan = UIPanGestureRecognizer()
        container.addGestureRecognizer(pan)
        #expect(button.gestureRecognizerShouldBegin(pan))
        #expect(!UISwitch().gestureRecognizerShouldBegin(parentTap) && !UIStepper().gestureRecognizerShouldBegin(parentTap))
        #expect(!UISwitch().gestureRecognizerShouldBegin(pan) && !UISlider().gestureRecognizerShouldBegin(pan))
        #expect(UISlider().gestureRecognizerShouldBegin(parentTap))
    }

    @Test func tapOnAButtonBeatsASuperviewTapRecognizer() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300), scale: 1)
        let vc = UIViewController()
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        vc.view.addSubview(button)
        var recognized = 0, tapped = 0
        vc.view.addGestureRecognizer(UITapGestureRecognizer { _ in recognized += 1 })
        button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        host.show(vc)
        host.tap(at: CGPoint(x: 100, y: 72))
        host.advance(by: 1)
        #expect(tapped == 1 && recognized == 0)
        host.tap(at: CGPoint(x: 250, y: 250))      // outside the button the recognizer works
        host.advance(by: 1)
        #expect(tapped == 1 && recognized == 1)
    }

    @Test func dragOnASliderBeatsASuperviewPanRecognizer() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 300), scale: 1)
        let vc = UIViewController()
        let slider = UISlider(frame: CGRect(x: 50, y: 50, width: 228, height: 31))
        vc.view.addSubview(slider)
        var panned = 0
        vc.view.addGestureRecognizer(UIPanGestureRecognizer { _ in panned += 1 })
        host.show(vc)
        host.drag(from: CGPoint(x: 64, y: 65), to: CGPoint(x: 164, y: 65), duration: 0.1)
        #expect(abs(slider.value - 0.5) < 0.001)
        #expect(panned == 0)
        #expect(!slider.isHighlighted && !slider.isTracking)
    }
}
