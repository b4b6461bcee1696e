import Foundation

extension UISlider {
    /// Adds the track halves and the thumb.
    func setUpViews() {
        for view in [minimumValueImageView, maximumValueImageView, minimumTrackView, maximumTrackView, thumbView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        minimumTrackView.layer.cornerRadius = UISlider.trackHeight / 2
        maximumTrackView.layer.cornerRadius = UISlider.trackHeight / 2
        thumbView.layer.cornerRadius = UISlider.thumbDiameter / 2
        thumbView.layer.shadowColor = UIColor.black.cgColor
        thumbView.layer.shadowOpacity = 0.2
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumbView.layer.shadowRadius = 4
        thumbView.layer.borderWidth = 0.5
        thumbView.layer.borderColor = UIColor(white: 0, alpha: 0.04).cgColor
        thumbImageView.isUserInteractionEnabled = false
        thumbView.addSubview(thumbImageView)
        refreshColors()
    }

    /// The thumb's size: the current thumb image's, else a 28-point circle.
    var thumbSize: CGSize {
        currentThumbImage?.size ?? CGSize(width: UISlider.thumbDiameter, height: UISlider.thumbDiameter)
    }

    /// The value clamped to the range.
    func clamp(_ value: Float) -> Float {
        guard value.isFinite else { return minimumValue }
        return min(max(value, minimumValue), maximumValue)
    }

    /// Places the track halves and the thumb for `drawnValue`.
    func layoutParts() {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: drawnValue)
        minimumTrackView.frame = CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
        maximumTrackView.frame = CGRect(x: thumb.midX, y: track.minY, width: max(0, track.maxX - thumb.midX), height: track.height)
        thumbView.frame = thumb
        thumbImageView.frame = CGRect(origin: .zero, size: thumb.size)
        minimumValueImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumValueImageView.frame = maximumValueImageRect(forBounds: bounds)
    }

    /// Applies the track and thumb colours and the disabled dimming.
    func refreshColors() {
        minimumTrackView.backgroundColor = minimumTrackTintColor ?? tintColor ?? .systemBlue
        maximumTrackView.backgroundColor = maximumTrackTintColor ?? .systemFill
        let image = currentThumbImage
        thumbImageView.image = image
        thumbView.backgroundColor = image == nil ? thumbTintColor ?? .white : nil
        thumbView.layer.shadowOpacity = image == nil ? 0.2 : 0
        thumbView.layer.borderWidth = image == nil ? 0.5 : 0
        for part in [minimumValueImageView, maximumValueImageView, minimumTrackView, maximumTrackView, thumbView] { part.alpha = isEnabled ? 1 : 0.5 }
    }
}
