import Foundation

// Drawing: the track, the pressed highlight, the dividers, the selection platter and each segment's
// title or image, as views made on the first layout and placed on every layout.

/// The views that draw a segmented control. Not public API.
@MainActor
final class SegmentedControlParts {
    let track = UIImageView(frame: .zero)
    let highlight = UIView(frame: .zero)
    let platter = UIImageView(frame: .zero)
    var dividers: [UIImageView] = []
    /// One label or image view per segment, in index order.
    var contents: [UIView] = []
    /// Whether `dividers` and `contents` no longer match the segments.
    var segmentViewsAreStale = true

    init(in control: UISegmentedControl) {
        for view in [track, highlight, platter] as [UIView] {
            view.isUserInteractionEnabled = false
            control.addSubview(view)
        }
        track.layer.cornerRadius = UISegmentedControl.trackCornerRadius
        highlight.layer.cornerRadius = UISegmentedControl.platterCornerRadius
        highlight.backgroundColor = .tertiarySystemFill
        platter.layer.cornerRadius = UISegmentedControl.platterCornerRadius
        platter.layer.shadowColor = UIColor.black.cgColor
        platter.layer.shadowOpacity = 0.12
        platter.layer.shadowOffset = CGSize(width: 0, height: 3)
        platter.layer.shadowRadius = 8
        platter.layer.borderWidth = 0.5
        platter.layer.borderColor = UIColor(white: 0, alpha: 0.04).cgColor
    }

    /// Makes the dividers and content views for the control's segments (the platter stays behind the
    /// content, the dividers behind the platter).
    func rebuild(for control: UISegmentedControl) {
        for view in dividers + contents { view.removeFromSuperview() }
        dividers = (0..<max(0, control.segments.count - 1)).map { _ in UIImageView(frame: .zero) }
        contents = control.segments.map { segment -> UIView in
            if segment.image != nil {
                let imageView = UIImageView(frame: .zero)
                imageView.contentMode = .center
                return imageView
            }
            let label = UILabel(frame: .zero)
            label.textAlignment = .center
            label.lineBreakMode = .byTruncatingTail
            return label
        }
        for divider in dividers {
            divider.isUserInteractionEnabled = false
            control.insertSubview(divider, belowSubview: platter)
        }
        for content in contents {
            content.isUserInteractionEnabled = false
            control.addSubview(content)
        }
        segmentViewsAreStale = false
    }
}

extension UISegmentedControl {
    /// The platter's colour when `selectedSegmentTintColor` is nil: white, `rgb(99, 99, 102)` in dark mode.
    static let defaultSelectedSegmentTint = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
    }

    /// The control state a segment draws in: disabled (itself or the control), selected, highlighted.
    func drawingState(ofSegment index: Int) -> UIControl.State {
        var state: UIControl.State = []
        if !isEnabled || !segments[index].isEnabled { state.insert(.disabled) }
        if index == displayedSelection && !isMomentary { state.insert(.selected) }
        if index == highlightedSegment { state.insert(.highlighted) }
        return state
    }

    /// Places and colours every part for the current segments, selection and highlight.
    /// - Complexity: O(segments).
    func layoutParts() {
        let parts = self.parts ?? SegmentedControlParts(in: self)
        self.parts = parts
        if parts.segmentViewsAreStale { parts.rebuild(for: self) }
        let frames = segmentFrames()
        layoutTrack(parts)
        layoutDividers(parts, frames: frames)
        layoutPlatter(parts, frames: frames)
        for (index, frame) in frames.enumerated() { layoutContent(parts.contents[index], segment: index, in: frame) }
    }

    private func layoutTrack(_ parts: SegmentedControlParts) {
        parts.track.frame = bounds
        if let image = backgroundImage(for: .normal, barMetrics: .default) {
            parts.track.image = image
            parts.track.backgroundColor = nil
            parts.track.layer.cornerRadius = 0
        } else {
            parts.track.image = nil
            parts.track.backgroundColor = .tertiarySystemFill
            parts.track.layer.cornerRadius = UISegmentedControl.trackCornerRadius
        }
    }

    private func layoutDividers(_ parts: SegmentedControlParts, frames: [CGRect]) {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, divider) in parts.dividers.enumerated() {
            let left = rightToLeft ? index + 1 : index, right = rightToLeft ? index : index + 1
            let boundary = rightToLeft ? frames[index].minX : frames[index].maxX
            let states = (drawingState(ofSegment: left).contains(.selected) ? UIControl.State.selected : .normal,
                          drawingState(ofSegment: right).contains(.selected) ? UIControl.State.selected : .normal)
            let custom = dividerImage(forLeftSegmentState: states.0, rightSegmentState: states.1, barMetrics: .default)
                ?? dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
            if let custom {
                let width = max(1, custom.size.width)
                divider.image = custom
                divider.backgroundColor = nil
                divider.frame = CGRect(x: boundary - width / 2, y: 0, width: width, height: bounds.height)
                divider.isHidden = false
            } else {
                let inset = min(UISegmentedControl.dividerInset, bounds.height / 4)
                divider.image = nil
                divider.backgroundColor = .separator
                divider.frame = CGRect(x: boundary - 0.5, y: inset, width: 1, height: bounds.height - 2 * inset)
                let selected = isMomentary ? UISegmentedControl.noSegment : displayedSelection
                divider.isHidden = index == selected || index + 1 == selected
            }
        }
    }

    private func layoutPlatter(_ parts: SegmentedControlParts, frames: [CGRect]) {
        let inset = UISegmentedControl.platterInset
        if let pressed = highlightedSegment, frames.indices.contains(pressed), pressed != displayedSelection || isMomentary {
            parts.highlight.isHidden = false
            parts.highlight.frame = frames[pressed].insetBy(dx: inset, dy: inset)
        } else {
            parts.highlight.isHidden = true
        }
        guard !isMomentary, frames.indices.contains(displayedSelection) else {
            parts.platter.isHidden = true
            return
        }
        parts.platter.isHidden = false
        parts.platter.frame = frames[displayedSelection].insetBy(dx: inset, dy: inset)
        if let image = backgroundImage(for: .selected, barMetrics: .default) {
            parts.platter.image = image
            parts.platter.backgroundColor = nil
            parts.platter.layer.shadowOpacity = 0
        } else {
            parts.platter.image = nil
            parts.platter.backgroundColor = selectedSegmentTintColor ?? UISegmentedControl.defaultSelectedSegmentTint
            parts.platter.layer.shadowOpacity = 0.12
        }
    }

    private func layoutContent(_ view: UIView, segment index: Int, in frame: CGRect) {
        let segment = segments[index]
        let state = drawingState(ofSegment: index)
        let attributes = resolvedTitleAttributes(for: state)
        let color = attributes[.foregroundColor] as? UIColor ?? (state.contains(.disabled) ? .tertiaryLabel : .label)
        let size = contentSize(of: segment)
        let available = max(0, frame.width - 2 * UISegmentedControl.contentPadding)
        let width = min(size.width, available), height = min(size.height, frame.height)
        view.frame = CGRect(x: (frame.midX - width / 2 + segment.contentOffset.width).rounded(),
                            y: (frame.midY - height / 2 + segment.contentOffset.height).rounded(), width: width, height: height)
        if let label = view as? UILabel {
            label.text = segment.title
            label.font = titleFont(for: state)
            label.textColor = color
        } else if let imageView = view as? UIImageView {
            imageView.image = segment.image
            imageView.tintColor = color
        }
    }
}
