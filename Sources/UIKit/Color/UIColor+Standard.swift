import Foundation

/// The classic colour constants, with the components `UIColor.h` documents.
extension UIColor {
    /// Grey 0.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Grey 1/3.
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Grey 2/3.
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// Grey 1.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Grey 0.5.
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// RGB 1, 0, 0.
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// RGB 0, 1, 0.
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// RGB 0, 0, 1.
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// RGB 0, 1, 1.
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// RGB 1, 1, 0.
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// RGB 1, 0, 1.
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// RGB 1, 0.5, 0.
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// RGB 0.5, 0, 0.5.
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// RGB 0.6, 0.4, 0.2.
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Grey 0, alpha 0.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// White at alpha 0.6 (UIKit's value for light text is not documented; this is the usual figure).
    public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// Black.
    public static var darkText: UIColor { UIColor(white: 0, alpha: 1) }

    /// An sRGB colour from 8-bit components: an OpenUIKit helper for the constants below.
    static func rgb8(_ r: Int, _ g: Int, _ b: Int, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
    }
}
