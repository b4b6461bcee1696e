import Foundation

extension UILabel {
    /// `textAlignment` with `.natural` resolved for the label's effective layout direction (right in right
    /// to left), as UIKit's labels align natural text since iOS 9; explicit alignments stay. Paragraph
    /// styles inside an attributed text keep their own alignment (`.natural` there draws left: documented
    /// deviation).
    var resolvedTextAlignment: NSTextAlignment {
        textAlignment == .natural && isRightToLeft ? .right : textAlignment
    }
}
