import Foundation

extension UIView {
    /// UIKit's description form, `<ClassName: frame = (x y; w h); …>` (the tag and hidden state when set).
    var descriptionImplementation: String {
        let f = frame
        var text = "<\(type(of: self)): frame = (\(f.minX) \(f.minY); \(f.width) \(f.height))"
        if tag != 0 { text += "; tag = \(tag)" }
        if isHidden { text += "; hidden = YES" }
        return text + ">"
    }
}
