import Foundation

extension UIColor {
    /// The colour's RGBA components (0...1), for configuration colour transformers.
    /// - Complexity: O(1).
    var rgbaComponents: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = getRed(&r, green: &g, blue: &b, alpha: &a)
        return (r, g, b, a)
    }
}
