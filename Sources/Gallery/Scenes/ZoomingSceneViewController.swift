import UIKit

/// Zooming: a drawn 800×800 picture in an image view that the delegate returns from
/// `viewForZooming(in:)`, zoomed into its centre with `zoom(to:animated:)` (0.25×…4×). Two fingers pinch
/// on a touch screen; with a mouse, control + wheel zooms about the pointer.
final class ZoomingSceneViewController: UIViewController, UIScrollViewDelegate {
    private let scrollView = UIScrollView()
    private let imageView = UIImageView(image: ZoomingSceneViewController.picture())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        scrollView.delegate = self
        scrollView.minimumZoomScale = 0.25
        scrollView.maximumZoomScale = 4
        scrollView.indicatorStyle = .white
        scrollView.contentInsetAdjustmentBehavior = .never
        view.addSubview(scrollView)
        imageView.frame = CGRect(x: 0, y: 0, width: 800, height: 800)
        scrollView.addSubview(imageView)
        scrollView.contentSize = imageView.frame.size
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard scrollView.frame != view.bounds else { return }
        scrollView.frame = view.bounds
        scrollView.zoom(to: CGRect(x: 250, y: 220, width: 300, height: 360), animated: false)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        scrollView.flashScrollIndicators()
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    /// Keeps a picture smaller than the screen centred.
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        let size = scrollView.contentSize, bounds = scrollView.bounds.size
        let dx = max(0, (bounds.width - size.width) / 2), dy = max(0, (bounds.height - size.height) / 2)
        scrollView.contentInset = UIEdgeInsets(top: dy, left: dx, bottom: dy, right: dx)
    }

    /// Concentric rings and a grid, so the zoom shows.
    private static func picture() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 800, height: 800)).image { context in
            UIColor(red: 0.1, green: 0.12, blue: 0.2, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 800, height: 800))
            let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple]
            for i in 0..<8 {
                let inset = CGFloat(i) * 45
                colors[i].setFill()
                UIBezierPath(ovalIn: CGRect(x: inset, y: inset, width: 800 - 2 * inset, height: 800 - 2 * inset)).fill()
            }
            UIColor.white.withAlphaComponent(0.35).setFill()
            for k in stride(from: 0, through: 800, by: 50) {
                context.fill(CGRect(x: CGFloat(k), y: 0, width: 1, height: 800))
                context.fill(CGRect(x: 0, y: CGFloat(k), width: 800, height: 1))
            }
        }
    }
}
