import Foundation

/// The system and semantic colours with iOS 13–18 light-mode values (see
/// `uikit-visual-metrics.md` §1 in the project's shared references; the HIG tables and measured values).
extension UIColor {
    /// 0, 122, 255: the default tint.
    public static var systemBlue: UIColor { rgb8(0, 122, 255) }
    /// 52, 199, 89.
    public static var systemGreen: UIColor { rgb8(52, 199, 89) }
    /// 88, 86, 214.
    public static var systemIndigo: UIColor { rgb8(88, 86, 214) }
    /// 255, 149, 0.
    public static var systemOrange: UIColor { rgb8(255, 149, 0) }
    /// 255, 45, 85.
    public static var systemPink: UIColor { rgb8(255, 45, 85) }
    /// 175, 82, 222.
    public static var systemPurple: UIColor { rgb8(175, 82, 222) }
    /// 255, 59, 48.
    public static var systemRed: UIColor { rgb8(255, 59, 48) }
    /// 48, 176, 199 (iOS 15 value).
    public static var systemTeal: UIColor { rgb8(48, 176, 199) }
    /// 255, 204, 0.
    public static var systemYellow: UIColor { rgb8(255, 204, 0) }
    /// 0, 199, 190.
    public static var systemMint: UIColor { rgb8(0, 199, 190) }
    /// 50, 173, 230.
    public static var systemCyan: UIColor { rgb8(50, 173, 230) }
    /// 162, 132, 94.
    public static var systemBrown: UIColor { rgb8(162, 132, 94) }
    /// 142, 142, 147.
    public static var systemGray: UIColor { rgb8(142, 142, 147) }
    /// 174, 174, 178.
    public static var systemGray2: UIColor { rgb8(174, 174, 178) }
    /// 199, 199, 204.
    public static var systemGray3: UIColor { rgb8(199, 199, 204) }
    /// 209, 209, 214.
    public static var systemGray4: UIColor { rgb8(209, 209, 214) }
    /// 229, 229, 234.
    public static var systemGray5: UIColor { rgb8(229, 229, 234) }
    /// 242, 242, 247.
    public static var systemGray6: UIColor { rgb8(242, 242, 247) }
    /// The default tint colour, system blue.
    public static var tintColor: UIColor { systemBlue }

    /// Black: primary text.
    public static var label: UIColor { rgb8(0, 0, 0) }
    /// 60, 60, 67 at 0.6.
    public static var secondaryLabel: UIColor { rgb8(60, 60, 67, 0.6) }
    /// 60, 60, 67 at 0.3.
    public static var tertiaryLabel: UIColor { rgb8(60, 60, 67, 0.3) }
    /// 60, 60, 67 at 0.18.
    public static var quaternaryLabel: UIColor { rgb8(60, 60, 67, 0.18) }
    /// 60, 60, 67 at 0.3.
    public static var placeholderText: UIColor { rgb8(60, 60, 67, 0.3) }
    /// 0, 122, 255.
    public static var link: UIColor { rgb8(0, 122, 255) }
    /// 60, 60, 67 at 0.29: hairlines between rows.
    public static var separator: UIColor { rgb8(60, 60, 67, 0.29) }
    /// 198, 198, 200.
    public static var opaqueSeparator: UIColor { rgb8(198, 198, 200) }
    /// 120, 120, 128 at 0.2.
    public static var systemFill: UIColor { rgb8(120, 120, 128, 0.2) }
    /// 120, 120, 128 at 0.16.
    public static var secondarySystemFill: UIColor { rgb8(120, 120, 128, 0.16) }
    /// 118, 118, 128 at 0.12.
    public static var tertiarySystemFill: UIColor { rgb8(118, 118, 128, 0.12) }
    /// 116, 116, 128 at 0.08.
    public static var quaternarySystemFill: UIColor { rgb8(116, 116, 128, 0.08) }
    /// White.
    public static var systemBackground: UIColor { rgb8(255, 255, 255) }
    /// 242, 242, 247.
    public static var secondarySystemBackground: UIColor { rgb8(242, 242, 247) }
    /// White.
    public static var tertiarySystemBackground: UIColor { rgb8(255, 255, 255) }
    /// 242, 242, 247: behind grouped lists.
    public static var systemGroupedBackground: UIColor { rgb8(242, 242, 247) }
    /// White: grouped list rows.
    public static var secondarySystemGroupedBackground: UIColor { rgb8(255, 255, 255) }
    /// 242, 242, 247.
    public static var tertiarySystemGroupedBackground: UIColor { rgb8(242, 242, 247) }
}
