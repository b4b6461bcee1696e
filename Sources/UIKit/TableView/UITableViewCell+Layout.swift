import Foundation

extension UITableViewCell {
    /// The leading editing control's width (its content indents by it), chosen: UIKit's is undocumented.
    static let editingControlWidth: CGFloat = 38
    /// The reorder grip's width at the trailing edge.
    static let reorderControlWidth: CGFloat = 44
    /// The gap between the content's trailing edge and the accessory (uikit-visual-metrics §3.1).
    static let accessoryGap: CGFloat = 6
    /// Padding between the image and the text (`imageToTextPadding`).
    static let imageToTextPadding: CGFloat = 16
    /// The vertical margins of the standard labels (as the list cell content margins).
    static let verticalMargin: CGFloat = 11
    /// UIKit's default row height: the minimum of standard cells and the height of cells without
    /// measurable content.
    static let defaultHeight: CGFloat = 44
    /// The width of `.value2`'s title column.
    static let value2ColumnWidth: CGFloat = 77

    // MARK: Horizontal spans

    /// The content's horizontal span and the accessory frames for a cell `width` wide (no side effects
    /// beyond making the accessory views).
    func horizontalSpans(width: CGFloat, height: CGFloat) -> (content: ClosedRange<CGFloat>, accessories: [(UIView, CGRect)]) {
        let editing = isEditingStorage
        var leading: CGFloat = 0
        if editing, chrome.editingControl != nil, shouldIndentWhileEditing, chrome.indentsContent {
            leading = Self.editingControlWidth
        }
        var trailing = width
        var frames: [(UIView, CGRect)] = []
        if editing, chrome.showsReorderControl {
            trailing -= Self.reorderControlWidth
        }
        let views = accessoryViewsToShow(editing: editing)
        if !views.isEmpty {
            var x = trailing - (editing && chrome.showsReorderControl ? 8 : chrome.margin)
            for view in views.reversed() {
                var size = view.bounds.size
                if let standard = view as? CellAccessoryView { size = CGSize(width: standard.width(height: height), height: height) }
                else if size == .zero { size = view.sizeThatFits(CGSize(width: width, height: height)) }
                x -= size.width
                frames.insert((view, CGRect(x: x, y: ((height - size.height) / 2).rounded(), width: size.width, height: size.height)), at: 0)
                x -= 12
            }
            trailing = (frames.first?.1.minX ?? trailing) - Self.accessoryGap
        }
        return (leading ... max(leading, trailing), frames)
    }

    /// The accessory views shown now (custom, or the standard views for the type), making them as needed.
    private func accessoryViewsToShow(editing: Bool) -> [UIView] {
        let custom = editing ? editingAccessoryView : accessoryView
        let type = editing ? editingAccessoryType : accessoryType
        let other = editing ? accessoryView : editingAccessoryView
        if let other, other !== custom, other.superview === self { other.removeFromSuperview() }
        if let custom {
            removeStandardAccessories()
            if custom.superview !== self { addSubview(custom) }
            return [custom]
        }
        if editing, chrome.showsReorderControl, type == .none {
            removeStandardAccessories()
            return []
        }
        if type != shownAccessoryType { removeStandardAccessories() }
        shownAccessoryType = type
        switch type {
        case .none:
            return []
        case .disclosureIndicator:
            return [standardAccessory(.disclosureIndicator(), second: false)]
        case .checkmark:
            return [standardAccessory(.checkmark(), second: false)]
        case .detailButton:
            return [standardAccessory(.detail(actionHandler: { [weak self] in self?.accessoryButtonTapped() }), second: false)]
        case .detailDisclosureButton:
            return [standardAccessory(.detail(actionHandler: { [weak self] in self?.accessoryButtonTapped() }), second: false),
                    standardAccessory(.disclosureIndicator(), second: true)]
        }
    }

    private func standardAccessory(_ accessory: UICellAccessory, second: Bool) -> CellAccessoryView {
        if let existing = second ? accessoryStandardSecondView : accessoryStandardView { return existing }
        let view = CellAccessoryView(accessory: accessory)
        if case .detail = accessory.kind {
            view.onTap = { [weak self] in self?.accessoryButtonTapped() }
        } else {
            // The chevron and the checkmark do not track touches: a tap on them selects the row.
            view.isUserInteractionEnabled = false
        }
        view.update(selected: false, expanded: false)
        addSubview(view)
        if second { accessoryStandardSecondView = view } else { accessoryStandardView = view }
        return view
    }

    private func removeStandardAccessories() {
        accessoryStandardView?.removeFromSuperview()
        accessoryStandardSecondView?.removeFromSuperview()
        accessoryStandardView = nil
        accessoryStandardSecondView = nil
        shownAccessoryType = .none
    }

    private func accessoryButtonTapped() {
        guard let table = superview as? UITableView, let path = table.indexPath(for: self) else { return }
        table.tableDelegateOrDefaults.tableView(table, accessoryButtonTappedForRowWith: path)
    }

    // MARK: Layout

    /// The text's leading edge in the cell (automatic separator inset): margin, indentation and image.
    func textLeading(contentMinX: CGFloat) -> CGFloat {
        if let list = contentViewStorage as? UIListContentView, let guide = list.textLayoutGuide,
           configurationStorage.contentConfiguration != nil {
            list.layoutIfNeeded()
            return contentMinX - configurationStorage.swipeOffset + textLeadingInContent(of: list, guide: guide)
        }
        var x = contentMinX - configurationStorage.swipeOffset + chrome.margin + CGFloat(indentationLevel) * indentationWidth
        if let image = imageViewStorage?.image {
            x += image.size.width + Self.imageToTextPadding
        }
        return x
    }

    var resolvedSeparatorInsets: UIEdgeInsets {
        let spans = horizontalSpans(width: bounds.width, height: bounds.height)
        return UIEdgeInsets(top: 0, left: textLeading(contentMinX: spans.content.lowerBound), bottom: 0, right: 0)
    }

    func layoutCell() {
        updateConfigurationIfNeeded()
        let b = bounds, w = b.width, h = b.height
        let slide = configurationStorage.swipeOffset
        let spans = horizontalSpans(width: w, height: h)
        let slid = b.offsetBy(dx: slide, dy: 0)

        // Backgrounds: the style's colour (or the cell's own), the legacy background view, the selection.
        let hasConfigurationBackground = configurationStorage.backgroundConfiguration != nil
        styleBackgroundView.isHidden = hasConfigurationBackground
        let styleColor = backgroundColor ?? (chrome.style == .plain ? UIColor.systemBackground : .secondarySystemGroupedBackground)
        if styleBackgroundView.backgroundColor != styleColor { styleBackgroundView.backgroundColor = styleColor }
        if styleBackgroundView.frame != slid { styleBackgroundView.frame = slid }
        backgroundView?.frame = slid
        if selectionHighlightView.frame != slid { selectionHighlightView.frame = slid }
        selectedBackgroundView?.frame = slid
        multipleSelectionBackgroundView?.frame = slid
        layoutConfigurationBackground()
        layoutRoundedCorners()

        // Content.
        configurationStorage.contentLeadingInset = spans.content.lowerBound
        configurationStorage.contentTrailingInset = w - spans.content.upperBound
        // Content placed by constraints sits above the separator, as the height it was measured with.
        let contentHeight = contentUsesConstraints ? max(0, h - chrome.separatorHeight) : h
        let contentFrame = CGRect(x: spans.content.lowerBound + slide, y: 0,
                                  width: spans.content.upperBound - spans.content.lowerBound, height: contentHeight)
        if contentViewStorage.frame != contentFrame { contentViewStorage.frame = contentFrame }
        layoutStandardLabels(contentWidth: contentFrame.width, height: h, trailingMargin: spans.accessories.isEmpty ? chrome.margin : 0)

        // Accessories and editing controls.
        for (view, frame) in spans.accessories {
            let f = frame.offsetBy(dx: slide, dy: 0)
            if view.frame != f { view.frame = f }
            (view as? CellAccessoryView)?.update(selected: isSelectedStorage, expanded: false)
        }
        layoutEditingControls(width: w, height: h, slide: slide)

        // Separators (they stay put while the row slides).
        layoutSeparators(width: w, height: h, textLeading: textLeading(contentMinX: contentFrame.minX))
        layoutForRightToLeft()
        swipe.layoutButtons()
    }

    private func layoutRoundedCorners() {
        var corners: CACornerMask = []
        if chrome.roundsTop { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if chrome.roundsBottom { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        let radius: CGFloat = corners.isEmpty ? 0 : 10
        if layer.cornerRadius != radius { layer.cornerRadius = radius }
        if !corners.isEmpty, layer.maskedCorners != corners { layer.maskedCorners = corners }
        let clips = !corners.isEmpty
        if clipsToBounds != clips { clipsToBounds = clips }
    }

    /// Places `textLabel`, `detailTextLabel` and `imageView` for the cell's style (content coordinates).
    private func layoutStandardLabels(contentWidth: CGFloat, height: CGFloat, trailingMargin: CGFloat) {
        guard configurationStorage.contentConfiguration == nil else { return }
        let frames = standardLabelFrames(contentWidth: contentWidth, height: height, trailingMargin: trailingMargin)
        if let image = imageViewStorage {
            image.isHidden = image.image == nil
            if let f = frames.image, image.frame != f { image.frame = f }
        }
        if let label = textLabelStorage, let f = frames.text, label.frame != f { label.frame = f }
        if let label = detailTextLabelStorage, let f = frames.detail, label.frame != f { label.frame = f }
    }

    /// The standard labels' frames and the content height they need.
    func standardLabelFrames(contentWidth: CGFloat, height: CGFloat?, trailingMargin: CGFloat)
        -> (image: CGRect?, text: CGRect?, detail: CGRect?, contentHeight: CGFloat) {
        var leading = chrome.margin + CGFloat(indentationLevel) * indentationWidth
        let right = contentWidth - trailingMargin
        var imageFrame: CGRect?
        var imageHeight: CGFloat = 0
        if let image = imageViewStorage?.image {
            let size = image.size
            imageFrame = CGRect(x: leading, y: 0, width: size.width, height: size.height)
            imageHeight = size.height
            leading += size.width + Self.imageToTextPadding
        }
        let available = max(0, right - leading)
        func measure(_ label: UILabel?, width: CGFloat) -> CGSize {
            guard let label, label.text != nil || label.attributedText != nil else { return .zero }
            let fit = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            return CGSize(width: min(ceil(fit.width), width), height: ceil(fit.height))
        }
        var text: CGRect?, detail: CGRect?
        var block: CGFloat = 0
        switch cellStyle {
        case .default:
            let t = measure(textLabelStorage, width: available)
            text = CGRect(x: leading, y: 0, width: available, height: t.height)
            block = t.height
        case .subtitle:
            let t = measure(textLabelStorage, width: available), d = measure(detailTextLabelStorage, width: available)
            let gap: CGFloat = t.height > 0 && d.height > 0 ? 3 : 0
            text = CGRect(x: leading, y: 0, width: available, height: t.height)
            detail = CGRect(x: leading, y: t.height + gap, width: available, height: d.height)
            block = t.height + gap + d.height
        case .value1:
            let d = measure(detailTextLabelStorage, width: available)
            let t = measure(textLabelStorage, width: max(0, available - (d.width > 0 ? d.width + 8 : 0)))
            text = CGRect(x: leading, y: 0, width: t.width, height: t.height)
            detail = CGRect(x: right - d.width, y: 0, width: d.width, height: d.height)
            block = max(t.height, d.height)
        case .value2:
            let column = min(Self.value2ColumnWidth, available)
            let t = measure(textLabelStorage, width: column)
            let dx = leading + column + 6
            let d = measure(detailTextLabelStorage, width: max(0, right - dx))
            text = CGRect(x: leading, y: 0, width: column, height: t.height)
            detail = CGRect(x: dx, y: 0, width: max(0, right - dx), height: d.height)
            block = max(t.height, d.height)
        }
        let contentHeight = max(block, imageHeight)
        guard let height else { return (imageFrame, text, detail, contentHeight) }
        // Centre the block (and the image) vertically.
        func centred(_ rect: CGRect?, blockHeight: CGFloat) -> CGRect? {
            guard var r = rect else { return nil }
            r.origin.y += ((height - blockHeight) / 2).rounded()
            return r
        }
        let sideBySide = cellStyle == .value1 || cellStyle == .value2
        if sideBySide {
            text = centred(text, blockHeight: text?.height ?? 0)
            detail = centred(detail, blockHeight: detail?.height ?? 0)
        } else {
            text = centred(text, blockHeight: block)
            detail = centred(detail, blockHeight: block)
        }
        imageFrame = centred(imageFrame, blockHeight: imageHeight)
        return (imageFrame, text, detail, contentHeight)
    }

    private func layoutEditingControls(width: CGFloat, height: CGFloat, slide: CGFloat) {
        let editing = isEditingStorage
        let control = editing ? chrome.editingControl : nil
        if let control {
            let accessory: UICellAccessory = switch control {
            case .delete: .delete(actionHandler: { [weak self] in self?.editingControlTapped() })
            case .insert: .insert(actionHandler: { [weak self] in self?.editingControlTapped() })
            case .selectionCircle: .multiselect()
            }
            if let view = editingControlView, view.accessory.looksLike(accessory) {
                view.accessory = accessory
            } else {
                editingControlView?.removeFromSuperview()
                let view = CellAccessoryView(accessory: accessory)
                view.onTap = { [weak self] in self?.editingControlTapped() }
                if control == .selectionCircle { view.isUserInteractionEnabled = false }
                addSubview(view)
                editingControlView = view
            }
            editingControlView?.update(selected: isSelectedStorage, expanded: false)
            let frame = CGRect(x: slide + chrome.margin - 6, y: 0, width: 30, height: height)
            if editingControlView?.frame != frame { editingControlView?.frame = frame }
        } else if let view = editingControlView {
            view.removeFromSuperview()
            editingControlView = nil
        }
        if editing, chrome.showsReorderControl {
            let grip = reorderControlView ?? TableReorderGrip()
            if grip.superview !== self { addSubview(grip) }
            reorderControlView = grip
            let frame = CGRect(x: width - Self.reorderControlWidth + slide, y: 0, width: Self.reorderControlWidth, height: height)
            if grip.frame != frame { grip.frame = frame }
        } else if let grip = reorderControlView {
            grip.removeFromSuperview()
            reorderControlView = nil
        }
    }

    private func editingControlTapped() {
        guard let table = superview as? UITableView, let path = table.indexPath(for: self) else { return }
        table.editingControlTapped(at: path, cell: self)
    }

    private func layoutSeparators(width: CGFloat, height: CGFloat, textLeading: CGFloat) {
        let pixel = 1 / max(window?.screen.scale ?? 2, 1)
        func span(fullWidth: Bool) -> (CGFloat, CGFloat) {
            if fullWidth { return (0, width) }
            let explicit = explicitSeparatorInset ?? chrome.tableSeparatorInset
            var left = textLeading, right: CGFloat = 0
            if let explicit {
                switch chrome.separatorInsetReference {
                case .fromCellEdges: left = explicit.left; right = explicit.right
                case .fromAutomaticInsets: left = textLeading + explicit.left; right = explicit.right
                }
            }
            return (left, max(0, width - left - right))
        }
        let top = span(fullWidth: chrome.topSeparatorFullWidth)
        let bottom = span(fullWidth: chrome.bottomSeparatorFullWidth)
        Self.place(separatorViews.top, hidden: !chrome.showsTopSeparator, color: chrome.separatorColor,
                   frame: CGRect(x: top.0, y: 0, width: top.1, height: pixel))
        Self.place(separatorViews.bottom, hidden: !chrome.showsBottomSeparator, color: chrome.separatorColor,
                   frame: CGRect(x: bottom.0, y: height - pixel, width: bottom.1, height: pixel))
        if subviews.last !== separatorViews.bottom {
            bringSubviewToFront(separatorViews.top)
            bringSubviewToFront(separatorViews.bottom)
        }
    }

    private static func place(_ view: UIView, hidden: Bool, color: UIColor, frame: CGRect) {
        if view.isHidden != hidden { view.isHidden = hidden }
        if view.backgroundColor != color { view.backgroundColor = color }
        if view.frame != frame { view.frame = frame }
    }

    // MARK: Self-sizing

    /// The size the cell wants at `size.width` without Auto Layout: the content configuration's or the
    /// standard labels' height plus margins, at least 44; 44 for other content.
    /// - Complexity: O(1) when the text was measured at this width.
    func fittingSize(for size: CGSize) -> CGSize {
        updateConfigurationIfNeeded()
        let width = size.width > 0 ? size.width : bounds.width
        let spans = horizontalSpans(width: width, height: max(bounds.height, Self.defaultHeight))
        let contentWidth = spans.content.upperBound - spans.content.lowerBound
        if configurationStorage.contentConfiguration != nil, contentViewStorage is UIListContentView {
            let fit = contentViewStorage.sizeThatFits(CGSize(width: contentWidth, height: 0))
            return CGSize(width: width, height: max(Self.defaultHeight, ceil(fit.height)))
        }
        let hasStandardContent = [textLabelStorage, detailTextLabelStorage].contains { $0?.text != nil || $0?.attributedText != nil }
            || imageViewStorage?.image != nil
        guard hasStandardContent else { return CGSize(width: width, height: Self.defaultHeight) }
        let frames = standardLabelFrames(contentWidth: contentWidth, height: nil,
                                         trailingMargin: spans.accessories.isEmpty ? chrome.margin : 0)
        return CGSize(width: width, height: max(Self.defaultHeight, ceil(frames.contentHeight + 2 * Self.verticalMargin)))
    }

    /// Whether constraints place the content view's subviews (a custom content view, or a content
    /// configuration's view other than the list content view), so the cell sizes through Auto Layout.
    /// - Complexity: O(1) for content outside Auto Layout; O(subviews) otherwise.
    var contentUsesConstraints: Bool {
        if configurationStorage.contentConfiguration != nil, contentViewStorage is UIListContentView { return false }
        return UICollectionReusableView.usesConstraints(contentViewStorage)
    }

    /// UIKit's `systemLayoutSizeFitting` of a table cell: with constraints in the content view, the
    /// content view's fitting size at the content width (the cell's width less the accessory, editing
    /// controls and reorder grip) plus the separator below it, as UIKit measures self-sizing rows
    /// (Auto Layout Guide, "Working with Self-Sizing Table View Cells"). A fitting height of zero is
    /// taken as unintended: UIKit logs its once-only warning and uses the standard 44 pt. Without
    /// constraints: `sizeThatFits(_:)` at the width (so subclasses overriding it size their rows).
    /// - Complexity: one incremental solve of the content view's engine with constraints.
    func cellFittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        updateConfigurationIfNeeded()
        let width = target.width > 0 ? target.width : bounds.width
        guard contentUsesConstraints else {
            let fit = sizeThatFits(CGSize(width: width, height: 0))
            return CGSize(width: horizontal == .required ? width : fit.width, height: vertical == .required ? target.height : fit.height)
        }
        let spans = horizontalSpans(width: width, height: max(bounds.height, Self.defaultHeight))
        let insets = spans.content.lowerBound + (width - spans.content.upperBound)
        let contentWidth = max(0, width - insets)
        let fitted = contentViewStorage.systemLayoutSizeFitting(CGSize(width: contentWidth, height: target.height),
                                                                 withHorizontalFittingPriority: horizontal,
                                                                 verticalFittingPriority: vertical)
        var height = vertical == .required ? target.height : fitted.height + chrome.separatorHeight
        if vertical != .required, fitted.height < 0.5 {
            Self.warnZeroHeightOnce()
            height = Self.defaultHeight
        }
        return CGSize(width: horizontal == .required ? width : fitted.width + insets, height: height)
    }

    /// Whether UIKit's zero-height warning was logged (UIKit logs it once per process).
    nonisolated(unsafe) static var warnedZeroHeight = false

    /// Logs UIKit's warning for a content view whose constraints collapse it to zero height, once.
    static func warnZeroHeightOnce() {
        guard !warnedZeroHeight else { return }
        warnedZeroHeight = true
        AutoLayoutLog.write("[Warning] Warning once only: Detected a case where constraints ambiguously suggest a height of zero "
            + "for a tableview cell's content view. We're considering the collapse unintentional and using standard height instead.")
    }
}
