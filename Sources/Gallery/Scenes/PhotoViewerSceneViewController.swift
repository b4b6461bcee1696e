import UIKit
import UIKitTesting

/// A photo viewer over the Gallery's bundled JPEG files, loaded with `UIImage(named:in:with:)`: three of
/// the four are stored turned with an EXIF orientation tag (6, 3, 8) and show upright, as on iOS. Pinch
/// zooms and two fingers turn the photo (`UIPinchGestureRecognizer` and `UIRotationGestureRecognizer`
/// recognizing together), double tap resets; with a mouse (one pointer), the − + ⟲ ⟳ buttons apply the same
/// transform steps. The thumbnails pick the photo; the label shows the file, its orientation, stored and
/// shown sizes, and the current zoom and angle.
final class PhotoViewerSceneViewController: UIViewController, UIGestureRecognizerDelegate {
    static let photoNames = ["harbour", "mountains", "balloons", "clock"]

    private let stage = UIView(frame: CGRect(x: 16, y: 106, width: 358, height: 400))
    private let photoView = UIImageView()
    private let info = UILabel(frame: CGRect(x: 20, y: 514, width: 350, height: 60))
    private var thumbnails: [UIImageView] = []
    /// The zoom out, zoom in, turn left and turn right buttons.
    private var stepButtons: [UIButton] = []
    private var selected = 0
    private var zoom: CGFloat = 1
    private var angle: CGFloat = 0
    /// Zoom and angle when the current gestures began.
    private var gestureStart: (zoom: CGFloat, angle: CGFloat) = (1, 0)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        addSceneTitle("Photos")

        stage.backgroundColor = .black
        stage.layer.cornerRadius = 12
        stage.clipsToBounds = true
        view.addSubview(stage)
        photoView.contentMode = .scaleAspectFit
        stage.addSubview(photoView)

        let pinch = UIPinchGestureRecognizer { [weak self] (pinch: UIPinchGestureRecognizer) in self?.pinched(pinch) }
        let rotation = UIRotationGestureRecognizer { [weak self] (rotation: UIRotationGestureRecognizer) in self?.rotated(rotation) }
        let doubleTap = UITapGestureRecognizer { [weak self] _ in self?.setTransform(zoom: 1, angle: 0, animated: true) }
        doubleTap.numberOfTapsRequired = 2
        for recognizer in [pinch, rotation, doubleTap] as [UIGestureRecognizer] {
            recognizer.delegate = self
            stage.addGestureRecognizer(recognizer)
        }

        info.numberOfLines = 0
        info.font = .preferredFont(forTextStyle: .footnote)
        info.textColor = .secondaryLabel
        view.addSubview(info)

        for (i, name) in Self.photoNames.enumerated() {
            let thumb = UIImageView(image: Self.photo(name))
            thumb.frame = CGRect(x: 16 + CGFloat(i) * 70, y: 586, width: 62, height: 62)
            thumb.contentMode = .scaleAspectFill
            thumb.clipsToBounds = true
            thumb.layer.cornerRadius = 8
            thumb.isUserInteractionEnabled = true
            thumb.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.select(i) })
            view.addSubview(thumb)
            thumbnails.append(thumb)
        }

        let steps: [(String, CGFloat, CGFloat)] = [("minus.magnifyingglass", 1 / 1.25, 0), ("plus.magnifyingglass", 1.25, 0),
                                                   ("arrow.counterclockwise", 1, -.pi / 12), ("arrow.clockwise", 1, .pi / 12)]
        for (k, step) in steps.enumerated() {
            var configuration = UIButton.Configuration.gray()
            configuration.image = UIImage(systemName: step.0)
            let button = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.setTransform(zoom: self.zoom * step.1, angle: self.angle + step.2, animated: true)
            })
            button.frame = CGRect(x: 16 + CGFloat(k) * 62, y: 666, width: 54, height: 44)
            view.addSubview(button)
            stepButtons.append(button)
        }
        var reset = UIButton.Configuration.plain()
        reset.title = "Reset"
        let resetButton = UIButton(configuration: reset, primaryAction: UIAction { [weak self] _ in
            self?.setTransform(zoom: 1, angle: 0, animated: true)
        })
        resetButton.frame = CGRect(x: 270, y: 666, width: 104, height: 44)
        view.addSubview(resetButton)
        select(0)
    }

    /// The bundled photo `name`, loaded as an app loads its images.
    static func photo(_ name: String) -> UIImage? { UIImage(named: name, in: .module, with: nil) }

    private func select(_ index: Int) {
        selected = index
        for (i, thumb) in thumbnails.enumerated() {
            thumb.layer.borderWidth = i == index ? 3 : 0
            thumb.layer.borderColor = UIColor.systemBlue.cgColor
        }
        photoView.transform = .identity
        photoView.image = Self.photo(Self.photoNames[index])
        photoView.frame = stage.bounds.insetBy(dx: 8, dy: 8)
        zoom = 1
        angle = 0
        showInfo()
    }

    private func pinched(_ pinch: UIPinchGestureRecognizer) {
        if pinch.state == .began { gestureStart.zoom = zoom }
        setTransform(zoom: gestureStart.zoom * pinch.scale, angle: angle, animated: false)
    }

    private func rotated(_ rotation: UIRotationGestureRecognizer) {
        if rotation.state == .began { gestureStart.angle = angle }
        setTransform(zoom: zoom, angle: gestureStart.angle + rotation.rotation, animated: false)
    }

    private func setTransform(zoom: CGFloat, angle: CGFloat, animated: Bool) {
        self.zoom = min(max(zoom, 0.5), 5)
        self.angle = angle
        let transform = CGAffineTransform(rotationAngle: self.angle).scaledBy(x: self.zoom, y: self.zoom)
        if animated {
            UIView.animate(withDuration: 0.25) { self.photoView.transform = transform }
        } else {
            photoView.transform = transform
        }
        showInfo()
    }

    private func showInfo() {
        let name = Self.photoNames[selected]
        guard let image = photoView.image, let cg = image.cgImage else { return }
        let degrees = Int((angle * 180 / .pi).rounded())
        info.text = "\(name).jpg · UIImage(named:) · imageOrientation .\(image.imageOrientation)\n"
            + "stored \(cg.width)×\(cg.height) px, shown \(Int(image.size.width))×\(Int(image.size.height)) pt · "
            + String(format: "zoom %.2f×", Double(zoom)) + " · \(degrees)°"
    }

    // MARK: UIGestureRecognizerDelegate

    /// Pinch and rotation work together, as in Photos.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    /// The picture: the sideways-stored mountains photo picked, zoomed in and turned left by the buttons.
    static func demonstrate(_ host: HeadlessHost) {
        guard let controller = UIApplication.shared.keyWindow?.rootViewController as? PhotoViewerSceneViewController
        else { return }
        func tap(_ view: UIView) {
            let frame = view.convert(view.bounds, to: nil)
            host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
            host.advance(by: 0.4)
        }
        tap(controller.thumbnails[1])
        tap(controller.stepButtons[1])
        tap(controller.stepButtons[2])
    }
}
