import UIKit

/// Paging: five full-width pages in a horizontal `UIScrollView` with `isPagingEnabled`; a label shows
/// the current page after each snap (delegate `scrollViewDidEndDecelerating`).
final class PagingSceneViewController: UIViewController, UIScrollViewDelegate {
    private let scrollView = UIScrollView()
    private let pageLabel = UILabel()
    private let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPurple, .systemPink]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = true
        scrollView.delegate = self
        view.addSubview(scrollView)
        pageLabel.font = .preferredFont(forTextStyle: .headline)
        pageLabel.textAlignment = .center
        view.addSubview(pageLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let frame = view.bounds.inset(by: UIEdgeInsets(top: view.safeAreaInsets.top + 60, left: 0, bottom: view.safeAreaInsets.bottom + 40, right: 0))
        guard scrollView.frame != frame else { return }
        scrollView.frame = frame
        for sub in scrollView.subviews { sub.removeFromSuperview() }
        for (i, color) in colors.enumerated() {
            let page = UIView(frame: CGRect(x: CGFloat(i) * frame.width + 16, y: 16, width: frame.width - 32, height: frame.height - 32))
            page.backgroundColor = color
            page.layer.cornerRadius = 20
            let title = UILabel(frame: CGRect(x: 0, y: page.bounds.midY - 30, width: page.bounds.width, height: 60))
            title.text = "Page \(i + 1)"
            title.font = .systemFont(ofSize: 44, weight: .bold)
            title.textColor = .white
            title.textAlignment = .center
            page.addSubview(title)
            scrollView.addSubview(page)
        }
        scrollView.contentSize = CGSize(width: frame.width * CGFloat(colors.count), height: frame.height)
        scrollView.contentOffset = CGPoint(x: frame.width, y: 0)
        pageLabel.frame = CGRect(x: 0, y: view.safeAreaInsets.top + 16, width: view.bounds.width, height: 28)
        updatePageLabel()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        scrollView.flashScrollIndicators()
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { updatePageLabel() }

    private func updatePageLabel() {
        let width = max(1, scrollView.bounds.width)
        pageLabel.text = "Page \(Int((scrollView.contentOffset.x / width).rounded()) + 1) of \(colors.count)"
    }
}
