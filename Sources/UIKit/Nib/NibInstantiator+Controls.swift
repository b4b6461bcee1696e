import Foundation
import InterfaceBuilder

// Controls: alignment and state for every control; buttons' per-state content and configurations;
// switches, sliders, steppers, segmented controls and text fields.

extension NibInstantiator {
    func configureControl(_ control: UIControl, from object: IBObject) {
        let attributes = plans.controlAttributes(of: object, context: context)
        attributes.apply(to: control)
        switch control {
        case let toggle as UISwitch:
            attributes.apply(to: toggle)
        case let slider as UISlider:
            if let minimum = double(object, "minValue") { slider.minimumValue = Float(minimum) }
            if let maximum = double(object, "maxValue") { slider.maximumValue = Float(maximum) }
            if let value = double(object, "value") { slider.value = Float(value) }
            if let continuous = object.bool("continuous") { slider.isContinuous = continuous }
            if case .some(.some(let c)) = color(object, "minimumTrackTintColor") { slider.minimumTrackTintColor = c }
            if case .some(.some(let c)) = color(object, "maximumTrackTintColor") { slider.maximumTrackTintColor = c }
            if case .some(.some(let c)) = color(object, "thumbTintColor") { slider.thumbTintColor = c }
        case let stepper as UIStepper:
            if let minimum = double(object, "minimumValue") { stepper.minimumValue = minimum }
            if let maximum = double(object, "maximumValue") { stepper.maximumValue = maximum }
            if let step = double(object, "stepValue") { stepper.stepValue = step }
            if let value = double(object, "value") { stepper.value = value }
            if let wraps = object.bool("wraps") { stepper.wraps = wraps }
            if let repeats = object.bool("autorepeat") { stepper.autorepeat = repeats }
            if let continuous = object.bool("continuous") { stepper.isContinuous = continuous }
        case let segmented as UISegmentedControl:
            configureSegmentedControl(segmented, from: object)
        case let field as UITextField:
            configureTextField(field, from: object)
        default:
            break
        }
    }

    /// `<segmentedControl selectedSegmentIndex momentary apportionsSegmentWidthsByContent>` with
    /// `<segments><segment title image enabled width/></segments>` and `selectedSegmentTintColor`.
    func configureSegmentedControl(_ control: UISegmentedControl, from object: IBObject) {
        for (index, segment) in object.children("segments").enumerated() {
            if let name = segment["image"] {
                control.insertSegment(with: context.image(named: name, catalog: segment["catalog"]), at: index, animated: false)
            } else {
                control.insertSegment(withTitle: segment["title"], at: index, animated: false)
            }
            if segment.bool("enabled") == false { control.setEnabled(false, forSegmentAt: index) }
            if let width = cgFloat(segment, "width") { control.setWidth(width, forSegmentAt: index) }
            if case .size(let offset)? = segment.property("contentOffset") { control.setContentOffset(offset, forSegmentAt: index) }
        }
        if let momentary = object.bool("momentary") { control.isMomentary = momentary }
        if let apportions = object.bool("apportionsSegmentWidthsByContent") { control.apportionsSegmentWidthsByContent = apportions }
        if let index = object["selectedSegmentIndex"].flatMap(Int.init) { control.selectedSegmentIndex = index }
        if case .some(.some(let c)) = color(object, "selectedSegmentTintColor") { control.selectedSegmentTintColor = c }
    }

    func configureButton(_ button: UIButton, from object: IBObject) {
        button.buttonTypeStorage = plans.controlAttributes(of: object, context: context).buttonType
        button.applyTypeDefaults()
        configureControl(button, from: object)
        if let font = font(object) { button.titleLabel?.font = font }
        for (key, value) in object.properties {
            switch (key, value) {
            case (_, .buttonState(let state)):
                guard let controlState = NibValueContext.controlStates[state.state] else { continue }
                if let title = state.title { button.setTitle(title, for: controlState) }
                if let color = state.titleColor { button.setTitleColor(context.color(color), for: controlState) }
                if let color = state.titleShadowColor { button.setTitleShadowColor(context.color(color), for: controlState) }
                if let name = state.image { button.setImage(context.image(named: name, catalog: state.imageCatalog), for: controlState) }
                if let name = state.backgroundImage { button.setBackgroundImage(context.image(named: name, catalog: nil), for: controlState) }
            case ("contentEdgeInsets", .insets(let i)): button.contentEdgeInsets = context.edgeInsets(i)
            case ("configuration", .object(let element)): button.configuration = buttonConfiguration(element)
            default: break
            }
        }
    }

    /// `<buttonConfiguration key="configuration" style="filled" title="…" image="…">` (Xcode 13+).
    func buttonConfiguration(_ element: IBObject) -> UIButton.Configuration {
        var configuration: UIButton.Configuration
        switch element["style"] {
        case "tinted"?: configuration = .tinted()
        case "gray"?: configuration = .gray()
        case "filled"?: configuration = .filled()
        case "borderless"?: configuration = .borderless()
        case "bordered"?: configuration = .bordered()
        case "borderedTinted"?: configuration = .borderedTinted()
        case "borderedProminent"?: configuration = .borderedProminent()
        default: configuration = .plain()
        }
        configuration.title = element["title"]
        configuration.subtitle = element["subtitle"]
        if let name = element["image"] { configuration.image = context.image(named: name, catalog: element["catalog"]) }
        for (key, value) in element.properties {
            switch (key, value) {
            case ("image", .element(let reference)):
                if let name = reference["image"] { configuration.image = context.image(named: name, catalog: reference["catalog"]) }
            case ("baseForegroundColor", .color(let c)): configuration.baseForegroundColor = context.color(c)
            case ("baseBackgroundColor", .color(let c)): configuration.baseBackgroundColor = context.color(c)
            default: break
            }
        }
        return configuration
    }

    // MARK: Gesture recognizers and layouts

    func configureGestureRecognizer(_ recognizer: UIGestureRecognizer, from object: IBObject) {
        if let enabled = object.bool("enabled") { recognizer.isEnabled = enabled }
        if let cancels = object.bool("cancelsTouchesInView") { recognizer.cancelsTouchesInView = cancels }
        if let delays = object.bool("delaysTouchesBegan") { recognizer.delaysTouchesBegan = delays }
        if let delays = object.bool("delaysTouchesEnded") { recognizer.delaysTouchesEnded = delays }
        switch recognizer {
        case let tap as UITapGestureRecognizer:
            if let taps = object["numberOfTapsRequired"].flatMap(Int.init) { tap.numberOfTapsRequired = taps }
            if let touches = object["numberOfTouchesRequired"].flatMap(Int.init) { tap.numberOfTouchesRequired = touches }
        case let press as UILongPressGestureRecognizer:
            if let duration = double(object, "minimumPressDuration") { press.minimumPressDuration = duration }
        case let swipe as UISwipeGestureRecognizer:
            switch object["direction"] {
            case "left"?: swipe.direction = .left
            case "up"?: swipe.direction = .up
            case "down"?: swipe.direction = .down
            default: break
            }
        default: break
        }
    }

    func configureFlowLayout(_ layout: UICollectionViewFlowLayout, from object: IBObject) {
        if object["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        if let spacing = cgFloat(object, "minimumLineSpacing") { layout.minimumLineSpacing = spacing }
        if let spacing = cgFloat(object, "minimumInteritemSpacing") { layout.minimumInteritemSpacing = spacing }
        for (key, value) in object.properties {
            switch (key, value) {
            case ("itemSize", .size(let size)): layout.itemSize = size
            case ("estimatedItemSize", .size(let size)): layout.estimatedItemSize = size
            case ("headerReferenceSize", .size(let size)): layout.headerReferenceSize = size
            case ("footerReferenceSize", .size(let size)): layout.footerReferenceSize = size
            case ("sectionInset", .insets(let insets)): layout.sectionInset = context.edgeInsets(insets)
            default: break
            }
        }
        if object.bool("automaticEstimatedItemSize") == true { layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
    }
}
