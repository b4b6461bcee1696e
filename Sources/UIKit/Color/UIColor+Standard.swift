import Foundation

/// The classic colour constants, with the components `UIColor.h` documents.
extension UIColor {
    /// An sRGB colour from 8-bit components: an OpenUIKit helper for the constants below.
    static func rgb8(_ r: Int, _ g: Int, _ b: Int, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
    }
}
