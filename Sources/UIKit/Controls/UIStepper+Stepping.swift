@_spi(OpenUIKitHost) import QuartzCore
import Foundation

extension UIStepper {
    /// The segment under `point` (the left half decrements).
    func segment(at point: CGPoint) -> Segment { point.x < bounds.midX ? .decrement : .increment }

    /// Whether `segment` can change the value.
    func canStep(_ segment: Segment) -> Bool {
        if wraps { return maximumValue > minimumValue }
        return segment == .increment ? valueStorage < maximumValue : valueStorage > minimumValue
    }

    /// Steps the value once and sends `.valueChanged` (when continuous) if it changed.
    func step(_ segment: Segment) {
        let old = valueStorage
        var new = segment == .increment ? old + stepValue : old - stepValue
        if new > maximumValue { new = wraps ? minimumValue : maximumValue }
        if new < minimumValue { new = wraps ? maximumValue : minimumValue }
        guard new != old else { return }
        valueStorage = new
        refreshAppearance()
        if isContinuous { sendActions(for: .valueChanged) }
    }

    /// Starts the autorepeat timer on the display clock.
    func startRepeating(from time: CFTimeInterval) {
        stopRepeating()
        nextRepeatTime = time + UIStepper.autorepeatDelay
        autorepeatTick = FrameTickRegistration(wantsFrames: { [weak self] in self?.autorepeatTick != nil }, fire: { [weak self] now, _ in
            self?.repeatTick(now)
        })
    }

    /// Repeats the step for each interval elapsed, while the finger stays on the pressed segment.
    private func repeatTick(_ now: CFTimeInterval) {
        guard let segment = pressedSegment, isTracking else { stopRepeating(); return }
        while now + 1e-9 >= nextRepeatTime {
            nextRepeatTime += UIStepper.autorepeatInterval
            guard isTouchOnPressedSegment, canStep(segment) else { continue }
            step(segment)
        }
    }

    /// Whether the tracked touch is on the segment it pressed.
    private var isTouchOnPressedSegment: Bool {
        guard let touch = trackedTouch, let segment = pressedSegment else { return false }
        let point = touch.location(in: self)
        return bounds.contains(point) && self.segment(at: point) == segment
    }

    /// Stops the autorepeat timer.
    func stopRepeating() {
        autorepeatTick?.cancel()
        autorepeatTick = nil
    }

    /// Ends an interaction: no more repeats, the deferred event of a non-continuous stepper.
    func finishInteraction() {
        stopRepeating()
        pressedSegment = nil
        if !isContinuous, valueStorage != valueAtTouchDown { sendActions(for: .valueChanged) }
        refreshAppearance()
    }

    // MARK: Appearance

    /// Adds the fill, divider, highlight and glyphs.
    func setUpViews() {
        for view in [backgroundView, highlightView, dividerView, minusView, plusView] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        let size = UIStepper.fixedSize
        backgroundView.frame = CGRect(origin: .zero, size: size)
        backgroundView.layer.cornerRadius = 8
        backgroundView.backgroundColor = .tertiarySystemFill
        highlightView.layer.cornerRadius = 8
        highlightView.backgroundColor = .tertiarySystemFill
        dividerView.frame = CGRect(x: (size.width - 1) / 2, y: 8, width: 1, height: size.height - 16)
        dividerView.backgroundColor = .separator
        let glyph = CGSize(width: 16, height: 16)
        minusView.contentMode = .scaleAspectFit
        plusView.contentMode = .scaleAspectFit
        minusView.frame = CGRect(x: size.width / 4 - glyph.width / 2, y: (size.height - glyph.height) / 2, width: glyph.width, height: glyph.height)
        plusView.frame = CGRect(x: size.width * 3 / 4 - glyph.width / 2, y: (size.height - glyph.height) / 2, width: glyph.width, height: glyph.height)
        refreshAppearance()
    }

    /// Dims segments that cannot step and highlights the pressed one.
    func refreshAppearance() {
        let showsHighlight = isTracking && isTouchOnPressedSegment
        for (segment, view) in [(Segment.decrement, minusView), (.increment, plusView)] {
            var segmentState: UIControl.State = []
            if !isEnabled || !canStep(segment) { segmentState.insert(.disabled) }
            if showsHighlight && pressedSegment == segment { segmentState.insert(.highlighted) }
            view.image = segment == .increment ? incrementImage(for: segmentState) : decrementImage(for: segmentState)
            view.tintColor = segmentState.contains(.disabled) ? .tertiaryLabel : .label
        }
        let half = UIStepper.fixedSize.width / 2
        highlightView.isHidden = !showsHighlight
        if pressedSegment == .increment {
            highlightView.frame = CGRect(x: half, y: 0, width: half, height: UIStepper.fixedSize.height)
            highlightView.layer.maskedCorners = [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
        } else {
            highlightView.frame = CGRect(x: 0, y: 0, width: half, height: UIStepper.fixedSize.height)
            highlightView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMinXMaxYCorner]
        }
    }
}
