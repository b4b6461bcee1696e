import Foundation

extension UIColor {
    func performSet() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(cgColor)
        context.setStrokeColor(cgColor)
    }

    func performSetFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    func performSetStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}
