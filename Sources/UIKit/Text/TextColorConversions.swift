import Foundation

// MARK: - TextColorConvertible

extension UIColor: TextColorConvertible {
    /// The colour's clamped sRGB components, as the text engine draws them.
    var textRGBA: TextRGBA? { cgColor.textRGBA }
}

// MARK: - TextColorConvertible

extension CGColor: TextColorConvertible {
    /// The colour's clamped sRGB components, as the text engine draws them.
    var textRGBA: TextRGBA? {
        let c = rgba
        return TextRGBA(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
    }
}
