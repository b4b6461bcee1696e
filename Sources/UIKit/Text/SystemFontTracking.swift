import Foundation

/// Apple's tracking table for SF Pro on iOS (Human Interface Guidelines, "Typography", iOS and
/// iPadOS tracking values), applied by OpenUIKit as letter spacing to the system font (Inter).
///
/// Why: iOS applies this tracking automatically to the system font, so UIKit layouts are tuned to it.
/// Inter's natural advance widths are close to SF Pro's, and with this tracking a 17 pt
/// "This is a test string" measures 143.7 pt here against 144.09 pt on iOS (152.3 pt without it).
/// Sizes between table entries are interpolated linearly; below 6 pt the 6 pt value applies and from
/// 80 pt on the tracking is 0. Monospaced and named fonts get no tracking.
enum SystemFontTracking {
    /// (point size, tracking in 1/1000 em) from the HIG table.
    static let table: [(size: Double, milliEm: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (32, 13), (34, 12), (36, 10), (40, 10),
        (44, 8), (48, 8), (52, 6), (56, 6), (60, 4), (64, 4), (68, 2), (72, 2), (80, 0),
    ]

    /// The tracking in points for the system font at `size` points.
    /// - Complexity: O(table size), 38 entries.
    static func points(forSize size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        let milliEm: Double
        if size <= table[0].size {
            milliEm = table[0].milliEm
        } else if size >= table[table.count - 1].size {
            milliEm = table[table.count - 1].milliEm
        } else {
            var value = 0.0
            for index in 1..<table.count where size <= table[index].size {
                let lower = table[index - 1]
                let upper = table[index]
                let fraction = (size - lower.size) / (upper.size - lower.size)
                value = lower.milliEm + (upper.milliEm - lower.milliEm) * fraction
                break
            }
            milliEm = value
        }
        return size * milliEm / 1000
    }
}
