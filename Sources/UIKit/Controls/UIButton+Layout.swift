import Foundation

extension UIButton {
    /// The measured parts of the content.
    private struct Parts {
        var image: CGSize = .zero
        var title: CGSize = .zero
        var subtitle: CGSize = .zero
        var hasImage: Bool { image != .zero }
        var hasTitle: Bool { title != .zero }
        var hasSubtitle: Bool { subtitle != .zero }
    }

    /// The sizes of the image, title and subtitle as they are shown now.
    private func measuredParts() -> Parts {
        refreshAppearanceIfNeeded()
        var parts = Parts()
        if let image = imageViewIfLoaded?.image { parts.image = image.size }
        if let label = titleLabelIfLoaded, let text = label.text, !text.isEmpty { parts.title = label.intrinsicContentSize }
        if let subtitle = subtitleLabelIfLoaded, !subtitle.isHidden, let text = subtitle.text, !text.isEmpty {
            parts.subtitle = subtitle.intrinsicContentSize
        }
        return parts
    }

    /// The size of the title block (title over subtitle) of a configured button.
    private func textBlockSize(_ parts: Parts, padding: CGFloat) -> CGSize {
        let gap = parts.hasTitle && parts.hasSubtitle ? padding : 0
        return CGSize(width: max(parts.title.width, parts.subtitle.width), height: parts.title.height + gap + parts.subtitle.height)
    }

    /// The size of the image and title block together in a configured button.
    private func configuredGroupSize(_ parts: Parts, _ configuration: Configuration) -> CGSize {
        let text = textBlockSize(parts, padding: configuration.titlePadding)
        let hasText = text != .zero
        let padding = parts.hasImage && hasText ? configuration.imagePadding : 0
        if configuration.imagePlacement == .top || configuration.imagePlacement == .bottom {
            return CGSize(width: max(parts.image.width, text.width), height: parts.image.height + padding + text.height)
        }
        return CGSize(width: parts.image.width + padding + text.width, height: max(parts.image.height, text.height))
    }

    /// The content's size plus insets (`sizeThatFits` and `intrinsicContentSize`).
    func contentFittingSize() -> CGSize {
        let parts = measuredParts()
        if let configuration = configurationStorage {
            let group = configuredGroupSize(parts, configuration)
            let insets = configuration.contentInsets
            return CGSize(width: (group.width + insets.leading + insets.trailing).rounded(.up),
                          height: (group.height + insets.top + insets.bottom).rounded(.up))
        }
        let insets = contentEdgeInsets
        if !parts.hasImage, !parts.hasTitle {
            // iOS sizes a button without title or image to 30 × 34 (every classic type). With content
            // insets the insets add to that size (unverified on iOS; the plausible reading).
            return CGSize(width: UIButton.emptyContentSize.width + insets.left + insets.right,
                          height: UIButton.emptyContentSize.height + insets.top + insets.bottom)
        }
        let titlePadding: CGFloat = parts.hasTitle && insets.top == 0 && insets.bottom == 0 ? 6 : 0
        let width = parts.image.width + parts.title.width + insets.left + insets.right
        let height = max(parts.image.height, parts.title.height + 2 * titlePadding) + insets.top + insets.bottom
        return CGSize(width: width.rounded(.up), height: height.rounded(.up))
    }

    /// The size iOS gives a classic button with neither title nor image (`sizeToFit()`, intrinsic size).
    static let emptyContentSize = CGSize(width: 30, height: 34)

    /// Places the background, image, title and subtitle for the current content.
    func layoutContent() {
        let parts = measuredParts()
        if let configuration = configurationStorage {
            let outset = configuration.background.strokeOutset
            if let backgroundView = backgroundViewIfLoaded {
                backgroundView.frame = bounds.insetBy(dx: -outset, dy: -outset)
                backgroundView.layer.cornerRadius = configuration.cornerRadius(height: bounds.height) + outset
                backgroundView.layer.cornerCurve = .continuous
            }
            let insets = configuration.contentInsets
            let rect = bounds.inset(by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
            layoutConfigured(parts, configuration, in: rect)
            return
        }
        backgroundViewIfLoaded?.frame = bounds
        let rect = bounds.inset(by: contentEdgeInsets)
        let titleWidth = min(parts.title.width, max(0, rect.width - parts.image.width))
        let group = CGSize(width: parts.image.width + titleWidth, height: max(parts.image.height, parts.title.height))
        var x = alignedX(group.width, in: rect)
        var titleFrameWidth = titleWidth
        if effectiveContentHorizontalAlignment == .fill {
            x = rect.minX
            titleFrameWidth = max(0, rect.width - parts.image.width)
        }
        let imageFrame = CGRect(x: x, y: alignedY(parts.image.height, in: rect), width: parts.image.width,
                                height: contentVerticalAlignment == .fill ? rect.height : parts.image.height)
        let titleFrame = CGRect(x: x + parts.image.width, y: alignedY(parts.title.height, in: rect), width: titleFrameWidth,
                                height: contentVerticalAlignment == .fill ? rect.height : parts.title.height)
        imageViewIfLoaded?.frame = snapped(imageFrame.inset(by: imageEdgeInsets))
        titleLabelIfLoaded?.frame = snapped(titleFrame.inset(by: titleEdgeInsets))
    }

    /// Places a configured button's image and title block inside `rect`.
    private func layoutConfigured(_ parts: Parts, _ configuration: Configuration, in rect: CGRect) {
        let group = configuredGroupSize(parts, configuration)
        let origin = CGPoint(x: alignedX(min(group.width, rect.width), in: rect), y: alignedY(group.height, in: rect))
        var text = textBlockSize(parts, padding: configuration.titlePadding)
        let padding = parts.hasImage && text != .zero ? configuration.imagePadding : 0
        var imageOrigin: CGPoint, textOrigin: CGPoint
        switch configuration.imagePlacement {
        case .top, .bottom:
            let imageX = origin.x + (group.width - parts.image.width) / 2
            let textX = origin.x + (group.width - text.width) / 2
            if configuration.imagePlacement == .top {
                imageOrigin = CGPoint(x: imageX, y: origin.y)
                textOrigin = CGPoint(x: textX, y: origin.y + parts.image.height + padding)
            } else {
                textOrigin = CGPoint(x: textX, y: origin.y)
                imageOrigin = CGPoint(x: imageX, y: origin.y + text.height + padding)
            }
        default:
            text.width = min(text.width, max(0, rect.width - parts.image.width - padding))
            let imageY = origin.y + (group.height - parts.image.height) / 2
            let textY = origin.y + (group.height - text.height) / 2
            if configuration.imagePlacement == .trailing {
                textOrigin = CGPoint(x: origin.x, y: textY)
                imageOrigin = CGPoint(x: origin.x + text.width + padding, y: imageY)
            } else {
                imageOrigin = CGPoint(x: origin.x, y: imageY)
                textOrigin = CGPoint(x: origin.x + parts.image.width + padding, y: textY)
            }
        }
        imageViewIfLoaded?.frame = snapped(CGRect(origin: imageOrigin, size: parts.image))
        titleLabelIfLoaded?.frame = snapped(CGRect(x: textOrigin.x, y: textOrigin.y, width: text.width, height: parts.title.height))
        let gap = parts.hasTitle && parts.hasSubtitle ? configuration.titlePadding : 0
        subtitleLabelIfLoaded?.frame = snapped(CGRect(x: textOrigin.x, y: textOrigin.y + parts.title.height + gap,
                                                    width: text.width, height: parts.subtitle.height))
    }

    // MARK: Baselines for Auto Layout

    /// Where the title's first or last baseline sits for a button `height` points high, as
    /// `fraction × height + offset` from the top, following the frame layout above (content alignment,
    /// content and title insets, a configuration's insets, image placement and subtitle); nil without a
    /// title. Auto Layout's baseline anchors of a button read it: the title label is laid out by the
    /// button, outside the engine (UIKit: `viewForFirstBaselineLayout` is the title label).
    /// - Complexity: O(1) plus measuring the title.
    func titleBaselineForEngine(first: Bool) -> (fraction: CGFloat, offset: CGFloat)? {
        refreshAppearanceIfNeeded()
        guard let titleLabel = titleLabelIfLoaded, let text = titleLabel.baselineOffsetsForEngine() else { return nil }
        let parts = measuredParts()
        let baseline = first ? text.first : text.last
        // The title frame's top is `f × height + o`, its height `fh × height + oh`; the label centres its
        // text in the frame.
        var f: CGFloat = 0, o: CGFloat = 0, fh: CGFloat = 0, oh = parts.title.height
        func align(_ contentHeight: CGFloat, top: CGFloat, bottom: CGFloat) {
            switch contentVerticalAlignment {
            case .top, .fill: (f, o) = (0, top)
            case .bottom: (f, o) = (1, -bottom - contentHeight)
            case .center: (f, o) = (0.5, (top - bottom) / 2 - contentHeight / 2)
            }
        }
        if let configuration = configurationStorage {
            let group = configuredGroupSize(parts, configuration)
            let block = textBlockSize(parts, padding: configuration.titlePadding)
            let padding = parts.hasImage && block != .zero ? configuration.imagePadding : 0
            align(group.height, top: configuration.contentInsets.top, bottom: configuration.contentInsets.bottom)
            switch configuration.imagePlacement {
            case .top: o += parts.image.height + padding
            case .bottom: break
            default: o += (group.height - block.height) / 2
            }
        } else {
            let insets = contentEdgeInsets
            align(parts.title.height, top: insets.top, bottom: insets.bottom)
            if contentVerticalAlignment == .fill { (fh, oh) = (1, -(insets.top + insets.bottom)) }
            o += titleEdgeInsets.top
            oh -= titleEdgeInsets.top + titleEdgeInsets.bottom
        }
        return (f + fh / 2, o + (oh - text.textHeight) / 2 + baseline)
    }

    /// The x of content `width` wide in `rect` for the horizontal alignment.
    private func alignedX(_ width: CGFloat, in rect: CGRect) -> CGFloat {
        switch effectiveContentHorizontalAlignment {
        case .left, .fill, .leading: return rect.minX
        case .right, .trailing: return rect.maxX - width
        case .center: return rect.midX - width / 2
        }
    }

    /// The y of content `height` high in `rect` for the vertical alignment.
    private func alignedY(_ height: CGFloat, in rect: CGRect) -> CGFloat {
        switch contentVerticalAlignment {
        case .top, .fill: return rect.minY
        case .bottom: return rect.maxY - height
        case .center: return rect.midY - height / 2
        }
    }

    /// `rect` with its origin on the pixel grid.
    private func snapped(_ rect: CGRect) -> CGRect {
        let scale = max(1, layer.contentsScale)
        return CGRect(x: (rect.minX * scale).rounded() / scale, y: (rect.minY * scale).rounded() / scale,
                      width: rect.width, height: rect.height)
    }
}
