import Foundation

extension UIColor {
    /// The colour with its alpha multiplied by `factor`.
    func scalingAlpha(by factor: CGFloat) -> UIColor {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = getRed(&r, green: &g, blue: &b, alpha: &a)
        return UIColor(red: r, green: g, blue: b, alpha: a * factor)
    }
}
