import UIKit

extension FoundationSceneViewController {
    /// A gradient bar and a partly stroked ring: CAGradientLayer and CAShapeLayer.
    func addShapeLayers() {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 20, y: 670, width: 350, height: 44)
        gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.cornerRadius = 22
        view.layer.addSublayer(gradient)

        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 60, height: 60)).cgPath
        ring.frame = CGRect(x: 310, y: 730, width: 60, height: 60)
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.lineWidth = 6
        ring.strokeEnd = 0.7
        ring.lineCap = .round
        view.layer.addSublayer(ring)
    }
}
