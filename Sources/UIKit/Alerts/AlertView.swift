import Foundation

/// The view of a `UIAlertController`: the rounded panel with the header and the action rows (an
/// alert), or the action group and the separate cancel group (an action sheet). Its presentation
/// controller sizes it with `preferredSize(maxWidth:maxHeight:)`.
final class AlertView: UIView {
    unowned let alertController: UIAlertController
    /// The panel holding the header and the (non-cancel, for an action sheet) actions.
    let panel = UIView()
    /// The panel's backdrop: the system thick material blurring what is behind the alert.
    let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    /// The action sheet's cancel group.
    let cancelPanel = UIView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    /// The scroll view holding the action rows (it scrolls when they do not fit).
    let actionsView = UIScrollView()
    var actionViews: [AlertActionView] = []
    var cancelView: AlertActionView?
    var separators: [UIView] = []
    /// The rounded group holding the alert's text fields (hidden without any).
    let textFieldGroup = UIView()
    /// The hairlines between text fields in the group.
    private var textFieldDividers: [UIView] = []
    /// Whether the two actions sit side by side (decided by the last layout).
    private(set) var isSideBySide = false
    /// Whether the last build was for a popover (an action sheet there leaves its cancel action out).
    private(set) var builtInPopover = false

    init(alertController: UIAlertController) {
        self.alertController = alertController
        super.init(frame: .zero)
        panel.clipsToBounds = true
        panel.layer.cornerCurve = .continuous
        material.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        material.isUserInteractionEnabled = false
        panel.addSubview(material)
        cancelPanel.clipsToBounds = true
        cancelPanel.layer.cornerCurve = .continuous
        cancelPanel.backgroundColor = AlertMetrics.cancelGroupColor
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            panel.addSubview(label)
        }
        textFieldGroup.clipsToBounds = true
        textFieldGroup.layer.cornerRadius = AlertMetrics.textFieldGroupCornerRadius
        textFieldGroup.layer.borderWidth = 0.5
        textFieldGroup.layer.borderColor = UIColor.separator.cgColor
        textFieldGroup.backgroundColor = .tertiarySystemBackground
        panel.addSubview(textFieldGroup)
        actionsView.showsVerticalScrollIndicator = true
        actionsView.alwaysBounceVertical = false
        panel.addSubview(actionsView)
        addSubview(panel)
        rebuild()
    }

    required init?(coder: NSCoder) { nil }

    var isAlert: Bool { alertController.preferredStyle == .alert }

    /// Makes the labels and rows again from the controller's title, message and actions.
    func rebuild() {
        let alert = isAlert
        builtInPopover = alertController.isPresentedInPopover
        let headerSize = alert ? AlertMetrics.alertTitleFontSize : AlertMetrics.sheetHeaderFontSize
        titleLabel.text = alertController.title
        titleLabel.font = .systemFont(ofSize: headerSize, weight: .semibold)
        titleLabel.textColor = alert ? UIColor.label : UIColor.secondaryLabel
        messageLabel.text = alertController.message
        messageLabel.font = .systemFont(ofSize: alert ? AlertMetrics.alertMessageFontSize : AlertMetrics.sheetHeaderFontSize)
        messageLabel.textColor = alert ? UIColor.label : UIColor.secondaryLabel
        // In a popover the panel's own fill is the background (the material would blur the panel itself).
        material.isHidden = builtInPopover
        panel.layer.cornerRadius = builtInPopover ? PopoverPlacement.cornerRadius : alert ? AlertMetrics.alertCornerRadius : AlertMetrics.sheetCornerRadius
        cancelPanel.layer.cornerRadius = AlertMetrics.sheetCornerRadius

        rebuildTextFields()
        for view in actionViews { view.removeFromSuperview() }
        cancelView?.removeFromSuperview()
        cancelPanel.removeFromSuperview()
        actionViews = []
        cancelView = nil
        let fontSize = alert ? AlertMetrics.alertActionFontSize : AlertMetrics.sheetActionFontSize
        let emphasized = alertController.emphasizedAction
        let pick: @MainActor (UIAlertAction) -> Void = { [unowned alertController] action in alertController.pick(action) }
        for action in alertController.actions {
            if !alert, action.style == .cancel, builtInPopover { continue }
            let view = AlertActionView(action: action, fontSize: fontSize, emphasized: action === emphasized, onPick: pick)
            if !alert, action.style == .cancel {
                cancelView = view
                cancelPanel.addSubview(view)
                addSubview(cancelPanel)
            } else {
                actionViews.append(view)
                actionsView.addSubview(view)
            }
        }
        setNeedsLayout()
    }

    /// Puts the controller's text fields (and the dividers between them) into the group.
    private func rebuildTextFields() {
        let fields = alertController.textFieldStorage
        for view in textFieldGroup.subviews where !fields.contains(where: { $0 === view }) { view.removeFromSuperview() }
        textFieldDividers = fields.dropFirst().map { _ in
            let line = UIView()
            line.backgroundColor = UIColor.separator
            line.isUserInteractionEnabled = false
            return line
        }
        for field in fields where field.superview !== textFieldGroup { textFieldGroup.addSubview(field) }
        for line in textFieldDividers { textFieldGroup.addSubview(line) }
        textFieldGroup.isHidden = fields.isEmpty
    }

    func actionEnabledStateDidChange(_ action: UIAlertAction) {
        for view in actionViews + [cancelView].compactMap({ $0 }) where view.action === action { view.updateEnabledState() }
    }

    // MARK: Geometry

    var hasHeader: Bool { !(titleLabel.text ?? "").isEmpty || !(messageLabel.text ?? "").isEmpty || !alertController.textFieldStorage.isEmpty }
    var rowHeight: CGFloat { isAlert ? AlertMetrics.alertButtonHeight : AlertMetrics.sheetButtonHeight }
    var hairline: CGFloat { 1 / max(1, UIScreen.main.scale) }

    /// Whether two actions go side by side in a panel `width` wide: an alert with exactly two actions
    /// whose titles each fit on one line in half the width, as iOS.
    func sideBySide(width: CGFloat) -> Bool {
        guard isAlert, actionViews.count == 2 else { return false }
        let half = width / 2 - 2 * AlertMetrics.actionTitlePadding
        return actionViews.allSatisfy { $0.titleWidth <= half }
    }

    /// The header's height in a panel `width` wide, and the frames of the title, the message and the text
    /// field group (16 points below the message, 28 points a field, 16 points above the actions).
    func headerLayout(width: CGFloat) -> (height: CGFloat, title: CGRect, message: CGRect, fields: CGRect) {
        guard hasHeader else { return (0, .zero, .zero, .zero) }
        let insets = isAlert ? AlertMetrics.alertHeaderInsets : AlertMetrics.sheetHeaderInsets
        let gap = isAlert ? AlertMetrics.alertTitleMessageGap : AlertMetrics.sheetTitleMessageGap
        let textWidth = width - insets.left - insets.right
        func height(_ label: UILabel) -> CGFloat {
            guard !(label.text ?? "").isEmpty else { return 0 }
            return ceil(label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
        }
        let titleHeight = height(titleLabel), messageHeight = height(messageLabel)
        var y = insets.top
        let title = CGRect(x: insets.left, y: y, width: textWidth, height: titleHeight)
        if titleHeight > 0 { y += titleHeight }
        if titleHeight > 0, messageHeight > 0 { y += gap }
        let message = CGRect(x: insets.left, y: y, width: textWidth, height: messageHeight)
        y += messageHeight
        let count = alertController.textFieldStorage.count
        guard count > 0 else { return (y + insets.bottom, title, message, .zero) }
        if titleHeight > 0 || messageHeight > 0 { y += AlertMetrics.textFieldGroupGap }
        let fields = CGRect(x: insets.left, y: y, width: textWidth, height: CGFloat(count) * AlertMetrics.textFieldHeight)
        return (fields.maxY + AlertMetrics.textFieldGroupGap, title, message, fields)
    }

    /// The height of the action rows in the panel.
    func actionsHeight(width: CGFloat) -> CGFloat {
        guard !actionViews.isEmpty else { return 0 }
        return sideBySide(width: width) ? rowHeight : CGFloat(actionViews.count) * rowHeight
    }

    /// The view's size for the given limits: an alert is 270 wide; an action sheet as wide as allowed
    /// (at most 400); both as tall as their content, at most `maxHeight` (the rows then scroll).
    func preferredSize(maxWidth: CGFloat, maxHeight: CGFloat) -> CGSize {
        let width = isAlert ? min(AlertMetrics.alertWidth, maxWidth) : min(AlertMetrics.sheetMaxWidth, maxWidth)
        var height = headerLayout(width: width).height + actionsHeight(width: width)
        if cancelView != nil { height += AlertMetrics.sheetCancelGap + rowHeight }
        return CGSize(width: width, height: min(height, maxHeight))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let cancelHeight = cancelView != nil ? AlertMetrics.sheetCancelGap + rowHeight : 0
        let header = headerLayout(width: width)
        titleLabel.frame = header.title
        messageLabel.frame = header.message
        layoutTextFields(in: header.fields)
        let rowsHeight = actionsHeight(width: width)
        let panelHeight = max(0, min(header.height + rowsHeight, bounds.height - cancelHeight))
        panel.frame = CGRect(x: 0, y: 0, width: width, height: panelHeight)
        material.frame = panel.bounds
        actionsView.frame = CGRect(x: 0, y: header.height, width: width, height: max(0, panelHeight - header.height))
        actionsView.contentSize = CGSize(width: width, height: rowsHeight)
        layoutRows(width: width, hasHeader: header.height > 0)
        if let cancelView {
            cancelPanel.frame = CGRect(x: 0, y: bounds.height - rowHeight, width: width, height: rowHeight)
            cancelView.frame = cancelPanel.bounds
        }
    }

    /// Places the text field group at `frame` (panel coordinates) and its fields one row each, hairlines
    /// between them.
    private func layoutTextFields(in frame: CGRect) {
        textFieldGroup.frame = frame
        let rowHeight = AlertMetrics.textFieldHeight, padding = AlertMetrics.textFieldPadding
        for (i, field) in alertController.textFieldStorage.enumerated() {
            field.frame = CGRect(x: padding, y: CGFloat(i) * rowHeight, width: max(0, frame.width - 2 * padding), height: rowHeight)
        }
        for (i, line) in textFieldDividers.enumerated() {
            line.frame = CGRect(x: 0, y: CGFloat(i + 1) * rowHeight - hairline / 2, width: frame.width, height: hairline)
        }
    }

    /// Places the rows in the scroll view with hairlines above each (and between two side by side).
    private func layoutRows(width: CGFloat, hasHeader: Bool) {
        for separator in separators { separator.removeFromSuperview() }
        separators = []
        isSideBySide = sideBySide(width: width)
        let ordered = alertController.displayOrder(sideBySide: isSideBySide)
        let views = ordered.compactMap { action in actionViews.first { $0.action === action } }
        func addSeparator(_ frame: CGRect) {
            let line = UIView(frame: frame)
            line.backgroundColor = UIColor.separator
            line.isUserInteractionEnabled = false
            actionsView.addSubview(line)
            separators.append(line)
        }
        if isSideBySide {
            let half = width / 2
            for (i, view) in views.enumerated() { view.frame = CGRect(x: CGFloat(i) * half, y: 0, width: half, height: rowHeight) }
            if hasHeader { addSeparator(CGRect(x: 0, y: 0, width: width, height: hairline)) }
            addSeparator(CGRect(x: half - hairline / 2, y: 0, width: hairline, height: rowHeight))
            return
        }
        for (i, view) in views.enumerated() {
            view.frame = CGRect(x: 0, y: CGFloat(i) * rowHeight, width: width, height: rowHeight)
            if i > 0 || hasHeader { addSeparator(CGRect(x: 0, y: CGFloat(i) * rowHeight, width: width, height: hairline)) }
        }
    }
}
