import Foundation

/// The geometry and type of iOS's alerts and action sheets (iOS 13–18, light appearance), in points.
/// Apple publishes none of these; they are measured from screenshots of iOS 17.
enum AlertMetrics {
    // MARK: Alert
    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    static let alertHeaderInsets = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
    static let alertTitleMessageGap: CGFloat = 4
    static let alertButtonHeight: CGFloat = 44
    static let alertTitleFontSize: CGFloat = 17
    static let alertMessageFontSize: CGFloat = 13
    static let alertActionFontSize: CGFloat = 17
    /// A text field's row in the alert's field group, its type size and inner padding; the group's
    /// corner radius and its gap below the message and above the actions.
    static let textFieldHeight: CGFloat = 28
    static let textFieldFontSize: CGFloat = 13
    static let textFieldPadding: CGFloat = 5
    static let textFieldGroupCornerRadius: CGFloat = 6
    static let textFieldGroupGap: CGFloat = 16
    /// The horizontal padding a title keeps inside its button.
    static let actionTitlePadding: CGFloat = 12

    // MARK: Action sheet
    static let sheetMargin: CGFloat = 8
    static let sheetMaxWidth: CGFloat = 400
    static let sheetCornerRadius: CGFloat = 14
    static let sheetHeaderInsets = UIEdgeInsets(top: 14, left: 16, bottom: 14, right: 16)
    static let sheetTitleMessageGap: CGFloat = 8
    static let sheetButtonHeight: CGFloat = 57
    static let sheetHeaderFontSize: CGFloat = 13
    static let sheetActionFontSize: CGFloat = 20
    static let sheetCancelGap: CGFloat = 8

    // MARK: Colours
    /// The dimming behind an alert: black at 20%.
    static let dimmingAlpha: CGFloat = 0.2
    /// The action sheet's opaque cancel group.
    static let cancelGroupColor = UIColor.white
    /// A pressed button's overlay.
    static let highlightColor = UIColor(white: 0, alpha: 0.1)
}
