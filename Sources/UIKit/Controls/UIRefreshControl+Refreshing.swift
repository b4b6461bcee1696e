import Foundation
import QuartzCore

/// Follows a refresh control's scroll view without being its delegate (a scroll observer).
@MainActor
final class RefreshControlObserver: UIScrollViewDelegate {
    weak var control: UIRefreshControl?
    init(control: UIRefreshControl) { self.control = control }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { control?.scrollViewMoved(scrollView) }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { control?.dragEnded(scrollView) }
}

extension UIRefreshControl {
    func configureRefreshControl() {
        backgroundColor = .clear
        isOpaque = false
        titleLabel.font = .systemFont(ofSize: 12)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    var scrollView: UIScrollView? { superview as? UIScrollView }

    func attachToScrollView() {
        guard let scrollView else { return }
        let observer = RefreshControlObserver(control: self)
        self.observer = observer
        _ = scrollView.addScrollObserver(observer)
        layoutInScrollView(scrollView)
    }

    /// The top of the content's resting place, without the refresh inset.
    private func restingTop(_ scrollView: UIScrollView) -> CGFloat {
        scrollView.adjustedContentInset.top - (isRefreshingStorage ? UIRefreshControl.height : 0)
    }

    func layoutInScrollView(_ scrollView: UIScrollView) {
        let frame = CGRect(x: 0, y: -UIRefreshControl.height, width: scrollView.bounds.width, height: UIRefreshControl.height)
        if self.frame != frame { self.frame = frame }
    }

    func scrollViewMoved(_ scrollView: UIScrollView) {
        layoutInScrollView(scrollView)
        let overscroll = -(scrollView.contentOffset.y + restingTop(scrollView))
        if overscroll <= 0 { armed = true }
        let progress = min(1, max(0, overscroll / UIRefreshControl.triggerDistance))
        if progress != pullProgress, !isRefreshingStorage { pullProgress = progress; setNeedsDisplay() }
        if scrollView.isDragging, armed, !isRefreshingStorage, overscroll >= UIRefreshControl.triggerDistance {
            armed = false
            performBeginRefreshing(sendingActions: true)
        }
    }

    func dragEnded(_ scrollView: UIScrollView) {}

    func performBeginRefreshing(sendingActions: Bool) {
        guard !isRefreshingStorage else { return }
        isRefreshingStorage = true
        pullProgress = 1
        setNeedsDisplay()
        if let scrollView {
            var inset = scrollView.contentInset
            inset.top += UIRefreshControl.height
            let offset = scrollView.contentOffset
            scrollView.contentInset = inset
            if !scrollView.isDragging {
                scrollView.setContentOffset(CGPoint(x: offset.x, y: -scrollView.adjustedContentInset.top), animated: true)
            }
        }
        let link = CADisplayLink { [weak self] link in
            guard let self else { return }
            self.spinAngle += CGFloat(link.duration) * 2 * .pi
            self.setNeedsDisplay()
        }
        link.add(to: .main, forMode: .common)
        spinLink = link
        if sendingActions { sendActions(for: .valueChanged) }
    }

    func performEndRefreshing() {
        guard isRefreshingStorage else { return }
        isRefreshingStorage = false
        spinLink?.invalidate()
        spinLink = nil
        pullProgress = 0
        setNeedsDisplay()
        guard let scrollView else { return }
        var inset = scrollView.contentInset
        inset.top -= UIRefreshControl.height
        let atTop = scrollView.contentOffset.y < -inset.top - scrollView.adjustedContentInset.top + scrollView.contentInset.top + 1
        UIView.animate(withDuration: 0.3) {
            scrollView.contentInset = inset
            if atTop, !scrollView.isDragging {
                scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top)
            }
        }
    }

    func drawSpinner(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let spokes = 12
        let shown = isRefreshingStorage ? spokes : Int((pullProgress * CGFloat(spokes)).rounded(.down))
        guard shown > 0 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY - (attributedTitle == nil ? 0 : 8))
        let color = tintColor ?? .systemGray
        context.setLineCap(.round)
        context.setLineWidth(2)
        for i in 0 ..< shown {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * 2 * .pi / CGFloat(spokes) + (isRefreshingStorage ? spinAngle : 0)
            let fade = isRefreshingStorage ? 0.25 + 0.75 * CGFloat(i) / CGFloat(spokes - 1) : 1
            context.setStrokeColor(color.withAlphaComponent(fade).cgColor)
            context.move(to: CGPoint(x: center.x + cos(angle) * 6, y: center.y + sin(angle) * 6))
            context.addLine(to: CGPoint(x: center.x + cos(angle) * 11, y: center.y + sin(angle) * 11))
            context.strokePath()
        }
    }
}
