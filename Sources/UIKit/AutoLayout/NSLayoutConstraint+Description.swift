import Foundation

extension NSLayoutConstraint {
    /// `<ClassName:0xADDR ['identifier' ]body[   (active)]>`, UIKit's form (iOS 10 and later): the
    /// suffix follows three spaces and is left out for inactive constraints.
    var constraintDescription: String {
        var text = "<" + LayoutItemNaming.className(of: self) + ":" + LayoutItemNaming.address(of: self) + " "
        if let identifier { text += "'" + identifier + "' " }
        text += descriptionBody
        if isActiveStorage { text += "   (active)" }
        return text + ">"
    }

    /// `ITEM.attr REL [MULT*]ITEM.attr[ + CONST]` (or `ITEM.attr REL CONST` for a constant), then
    /// ` @PRIORITY` for optional constraints. UIKit's priority notation in this form is not documented;
    /// OpenUIKit uses the visual format language's `@`.
    var standardDescriptionBody: String {
        var text = firstValue.debugText + " " + relationStorage.symbol + " "
        if let second = secondValue {
            if multiplierStorage != 1 { text += LayoutNumberFormat.text(multiplierStorage) + "*" }
            text += second.debugText
            if constantStorage > 0 { text += " + " + LayoutNumberFormat.text(constantStorage) }
            if constantStorage < 0 { text += " - " + LayoutNumberFormat.text(-constantStorage) }
        } else {
            text += LayoutNumberFormat.text(constantStorage)
        }
        if !priorityStorage.isRequired { text += " @" + LayoutNumberFormat.text(CGFloat(priorityStorage.rawValue)) }
        return text
    }
}

/// Numbers as UIKit's constraint descriptions print them: up to six significant digits, no trailing zeros
/// (`20`, `0.5`, `1.77778`).
enum LayoutNumberFormat {
    static func text(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(format: "%g", Double(value))
    }
}
