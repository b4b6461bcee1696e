import Foundation
import InterfaceBuilder

/// What a control element says about `UIControl`'s properties (and a switch's or button's own), read
/// once per nib and applied to every instance (see `NibViewAttributes`). Not public API.
struct NibControlAttributes {
    var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment?
    var contentVerticalAlignment: UIControl.ContentVerticalAlignment?
    var isEnabled: Bool?
    var isSelected: Bool?
    var isHighlighted: Bool?
    /// A button's `buttonType` (`.custom` when absent, as Interface Builder writes no type for custom).
    var buttonType: UIButton.ButtonType = .custom
    /// A switch's `on` and colours.
    var isOn: Bool?
    var onTintColor: UIColor?
    var thumbTintColor: UIColor?

    /// Reads `object`'s control attributes, resolving colours in `context`.
    /// - Complexity: O(attributes + keyed children).
    @MainActor
    init(_ object: IBObject, context: NibValueContext) {
        switch object["contentHorizontalAlignment"] {
        case "left"?: contentHorizontalAlignment = .left
        case "right"?: contentHorizontalAlignment = .right
        case "fill"?: contentHorizontalAlignment = .fill
        case "leading"?: contentHorizontalAlignment = .leading
        case "trailing"?: contentHorizontalAlignment = .trailing
        case "center"?: contentHorizontalAlignment = .center
        default: break
        }
        switch object["contentVerticalAlignment"] {
        case "top"?: contentVerticalAlignment = .top
        case "bottom"?: contentVerticalAlignment = .bottom
        case "fill"?: contentVerticalAlignment = .fill
        case "center"?: contentVerticalAlignment = .center
        default: break
        }
        isEnabled = object.bool("enabled")
        isSelected = object.bool("selected")
        isHighlighted = object.bool("highlighted")
        switch object["buttonType"] {
        case "system"?, "roundedRect"?: buttonType = .system
        case "detailDisclosure"?: buttonType = .detailDisclosure
        case "infoLight"?: buttonType = .infoLight
        case "infoDark"?: buttonType = .infoDark
        case "contactAdd"?: buttonType = .contactAdd
        case "close"?: buttonType = .close
        default: buttonType = .custom
        }
        isOn = object.bool("on")
        var foundOnTint = false, foundThumbTint = false
        for (key, value) in object.properties {
            switch (key, value) {
            case ("onTintColor", let value) where !foundOnTint:
                foundOnTint = true
                if case .color(let c) = value { onTintColor = context.color(c) }
            case ("thumbTintColor", let value) where !foundThumbTint:
                foundThumbTint = true
                if case .color(let c) = value { thumbTintColor = context.color(c) }
            default: break
            }
        }
    }

    /// Sets the `UIControl` values on `control`.
    @MainActor
    func apply(to control: UIControl) {
        if let contentHorizontalAlignment { control.contentHorizontalAlignment = contentHorizontalAlignment }
        if let contentVerticalAlignment { control.contentVerticalAlignment = contentVerticalAlignment }
        if let isEnabled { control.isEnabled = isEnabled }
        if let isSelected { control.isSelected = isSelected }
        if let isHighlighted { control.isHighlighted = isHighlighted }
    }

    /// Sets a switch's values.
    @MainActor
    func apply(to toggle: UISwitch) {
        if let isOn { toggle.isOn = isOn }
        if let onTintColor { toggle.onTintColor = onTintColor }
        if let thumbTintColor { toggle.thumbTintColor = thumbTintColor }
    }
}
