import Foundation

extension UISwitch {
    /// Asks for the first layout, which makes the track and the thumb.
    func setUpViews() {
        setNeedsLayout()
    }

    /// The track (made on first access).
    var trackView: UIView { loadParts().track }
    /// The thumb (made on first access).
    var thumbView: UIView { loadParts().thumb }

    /// Makes the track and the thumb (once) and draws them for the current value.
    @discardableResult
    func loadParts() -> (track: UIView, thumb: UIView) {
        if let partsIfLoaded { return partsIfLoaded }
        let trackView = UIView(frame: .zero)
        let thumbView = UIView(frame: .zero)
        trackView.isUserInteractionEnabled = false
        trackView.layer.cornerRadius = UISwitch.fixedSize.height / 2
        thumbView.isUserInteractionEnabled = false
        thumbView.layer.cornerRadius = UISwitch.thumbDiameter / 2
        thumbView.layer.shadowColor = UIColor.black.cgColor
        thumbView.layer.shadowOpacity = 0.2
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumbView.layer.shadowRadius = 4
        thumbView.layer.borderWidth = 0.5
        thumbView.layer.borderColor = UIColor(white: 0, alpha: 0.04).cgColor
        insertSubview(trackView, at: 0)
        insertSubview(thumbView, aboveSubview: trackView)
        let parts = (track: trackView, thumb: thumbView)
        partsIfLoaded = parts
        refreshAppearance()
        return parts
    }

    /// Sets the value without redrawing (the animation draws it).
    func isOnSilently(_ on: Bool) {
        let position = drawnPosition
        isOn = on
        drawnPosition = position
    }

    /// Changes the value as the user did: animates and sends `.valueChanged` when it changed.
    func commit(_ on: Bool) {
        let from = drawnPosition
        let changed = on != isOn
        isOnSilently(on)
        animate(from: from, to: on ? 1 : 0)
        if changed { sendActions(for: .valueChanged) }
    }

    /// Moves the drawn position from `from` to `to` over the animation duration (at once off-screen).
    func animate(from: CGFloat, to: CGFloat) {
        animation?.cancel()
        guard window != nil, from != to else {
            drawnPosition = to
            refreshAppearance()
            return
        }
        animation = ControlAnimation(duration: UISwitch.animationDuration) { [weak self] progress in
            guard let self else { return }
            self.drawnPosition = from + (to - from) * progress
            self.refreshAppearance()
        }
    }

    /// Draws the track colour and thumb for `drawnPosition` and the pressed state (once they are made).
    func refreshAppearance() {
        guard let (trackView, thumbView) = partsIfLoaded else { return }
        let size = UISwitch.fixedSize
        trackView.frame = CGRect(origin: .zero, size: size)
        let on = onTintColor ?? .systemGreen
        trackView.backgroundColor = UISwitch.blend(.secondarySystemFill, on, drawnPosition)
        let inset = (size.height - UISwitch.thumbDiameter) / 2
        let width = UISwitch.thumbDiameter + (isTracking ? UISwitch.pressedStretch : 0)
        let travel = size.width - 2 * inset - width
        // The on position is trailing: the right end, the left end in right to left.
        let position = isRightToLeft ? 1 - drawnPosition : drawnPosition
        thumbView.frame = CGRect(x: inset + travel * position, y: inset, width: width, height: UISwitch.thumbDiameter)
        thumbView.backgroundColor = thumbTintColor ?? .white
        trackView.alpha = isEnabled ? 1 : 0.5
        thumbView.alpha = isEnabled ? 1 : 0.5
    }

    /// The colour `t` of the way from `a` to `b`, channel by channel.
    static func blend(_ a: UIColor, _ b: UIColor, _ t: CGFloat) -> UIColor {
        var ar: CGFloat = 0, ag: CGFloat = 0, ab: CGFloat = 0, aa: CGFloat = 0
        var br: CGFloat = 0, bg: CGFloat = 0, bb: CGFloat = 0, ba: CGFloat = 0
        _ = a.getRed(&ar, green: &ag, blue: &ab, alpha: &aa)
        _ = b.getRed(&br, green: &bg, blue: &bb, alpha: &ba)
        let t = min(1, max(0, t))
        let alpha = aa + (ba - aa) * t
        guard alpha > 0 else { return .clear }
        // Blend premultiplied, so a translucent grey does not darken the green halfway.
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { (x * aa + (y * ba - x * aa) * t) / alpha }
        return UIColor(red: mix(ar, br), green: mix(ag, bg), blue: mix(ab, bb), alpha: alpha)
    }
}
