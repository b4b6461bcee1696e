import Foundation

/// One action's button in an alert or action sheet: its title centred in the action's colour and
/// weight, a grey overlay while pressed, and the alert's `pick` on touch-up inside.
final class AlertActionView: UIControl {
    let action: UIAlertAction
    let titleLabel = UILabel()
    private let highlightView = UIView()

    @preconcurrency init(action: UIAlertAction, fontSize: CGFloat, emphasized: Bool, onPick: @escaping @MainActor (UIAlertAction) -> Void) {
        self.action = action
        super.init(frame: .zero)
        highlightView.backgroundColor = AlertMetrics.highlightColor
        highlightView.isHidden = true
        highlightView.isUserInteractionEnabled = false
        highlightView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(highlightView)
        titleLabel.text = action.title
        titleLabel.font = .systemFont(ofSize: fontSize, weight: emphasized ? .semibold : .regular)
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingMiddle
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        updateEnabledState()
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            onPick(self.action)
        }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    /// The title's width on one line.
    var titleWidth: CGFloat {
        titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)).width
    }

    /// Greys the title and stops touches when the action is disabled.
    func updateEnabledState() {
        isEnabled = action.isEnabled
        switch (action.isEnabled, action.style) {
        case (false, _): titleLabel.textColor = UIColor.tertiaryLabel
        case (true, .destructive): titleLabel.textColor = UIColor.systemRed
        case (true, _): titleLabel.textColor = UIColor.systemBlue
        }
    }

    override var isHighlighted: Bool {
        didSet { highlightView.isHidden = !isHighlighted }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        highlightView.frame = bounds
        let padding = AlertMetrics.actionTitlePadding
        titleLabel.frame = bounds.insetBy(dx: padding, dy: 0)
    }
}
