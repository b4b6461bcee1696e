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

    // MARK: Geometry (right to left mirrors it)

    /// A value image's rectangle: its size at the leading or trailing edge, centred vertically (empty
    /// without an image, at that edge).
    func valueImageRect(_ image: UIImage?, forBounds bounds: CGRect, atLeading leading: Bool) -> CGRect {
        let atLeft = leading != isRightToLeft
        guard let size = image?.size else { return CGRect(x: atLeft ? bounds.minX : bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: atLeft ? bounds.minX : bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track between the value images.
    func defaultTrackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX, maxX = bounds.maxX
        let rtl = isRightToLeft
        if minimumValueImage != nil {
            let image = minimumValueImageRect(forBounds: bounds)
            if rtl { maxX = image.minX - UISlider.valueImageSpacing } else { minX = image.maxX + UISlider.valueImageSpacing }
        }
        if maximumValueImage != nil {
            let image = maximumValueImageRect(forBounds: bounds)
            if rtl { minX = image.maxX + UISlider.valueImageSpacing } else { maxX = image.minX - UISlider.valueImageSpacing }
        }
        return CGRect(x: minX, y: bounds.midY - UISlider.trackHeight / 2, width: max(0, maxX - minX), height: UISlider.trackHeight)
    }

    /// The thumb for `value` on `rect`, from the track's leading end.
    func defaultThumbRect(trackRect rect: CGRect, value: Float) -> CGRect {
        let size = thumbSize
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat((clamp(value) - minimumValue) / range) : 0
        let travel = (rect.width - size.width) * fraction
        let x = isRightToLeft ? rect.maxX - size.width - travel : rect.minX + travel
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Places the track halves and the thumb for `drawnValue`: the minimum track from the leading end to
    /// the thumb's centre, the maximum track from there to the trailing end.
    func layoutParts() {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: drawnValue)
        let left = CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
        let right = CGRect(x: thumb.midX, y: track.minY, width: max(0, track.maxX - thumb.midX), height: track.height)
        let rtl = isRightToLeft
        minimumTrackView.frame = rtl ? right : left
        maximumTrackView.frame = rtl ? left : right
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
