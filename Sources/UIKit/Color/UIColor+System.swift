import Foundation

/// The system and semantic colours with iOS 13–18 light-mode values (see
/// `uikit-visual-metrics.md` §1 in the project's shared references; the HIG tables and measured values).
extension UIColor {
}
