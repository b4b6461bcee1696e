import Foundation

// The button's parts (background, image view, title label, subtitle label), made when first needed.

extension UIButton {
    /// The parts in the order they sit at the bottom of the button's subviews.
    private var partsInOrder: [UIView?] { [backgroundViewIfLoaded, imageViewIfLoaded, titleLabelIfLoaded, subtitleLabelIfLoaded] }

    /// Adds `view` as the part at `index` of `partsInOrder`: above the parts before it, below every other
    /// subview (subviews added by the app stay above the parts, as when the parts were made at init).
    /// - Complexity: O(subviews).
    private func insertPart(_ view: UIView, at index: Int) {
        view.isUserInteractionEnabled = false
        if let below = partsInOrder[..<index].last(where: { $0 != nil }) ?? nil {
            insertSubview(view, aboveSubview: below)
        } else {
            insertSubview(view, at: 0)
        }
        setNeedsLayout()
    }

    /// The fill, corners and border of configured buttons, and the background image of classic ones.
    var backgroundView: UIImageView {
        if let backgroundViewIfLoaded { return backgroundViewIfLoaded }
        let view = UIImageView(frame: .zero)
        insertPart(view, at: 0)
        backgroundViewIfLoaded = view
        return view
    }

    /// The image view, made without filling it (`refreshAppearance()` fills it).
    func makeImageViewIfNeeded() -> UIImageView {
        if let imageViewIfLoaded { return imageViewIfLoaded }
        let view = UIImageView(frame: .zero)
        insertPart(view, at: 1)
        imageViewIfLoaded = view
        return view
    }

    /// The title label (15-point system font, middle truncation), made without filling it.
    func makeTitleLabelIfNeeded() -> UILabel {
        if let titleLabelIfLoaded { return titleLabelIfLoaded }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 15)
        label.lineBreakMode = .byTruncatingMiddle
        insertPart(label, at: 2)
        titleLabelIfLoaded = label
        return label
    }

    /// The subtitle of configured buttons (hidden until a configuration has a subtitle).
    var subtitleLabelStorage: UILabel {
        if let subtitleLabelIfLoaded { return subtitleLabelIfLoaded }
        let label = UILabel(frame: .zero)
        label.isHidden = true
        insertPart(label, at: 3)
        subtitleLabelIfLoaded = label
        return label
    }

    /// `titleLabel`: made and filled for the current state on first access.
    var loadedTitleLabel: UILabel {
        if let titleLabelIfLoaded {
            refreshAppearanceIfNeeded()
            return titleLabelIfLoaded
        }
        let label = makeTitleLabelIfNeeded()
        refreshAppearance()
        return label
    }

    /// `imageView`: made and filled for the current state on first access.
    var loadedImageView: UIImageView {
        if let imageViewIfLoaded {
            refreshAppearanceIfNeeded()
            return imageViewIfLoaded
        }
        let view = makeImageViewIfNeeded()
        refreshAppearance()
        return view
    }
}
