import Foundation

/// UIKit's colours by the selector names documents write (`systemBackgroundColor`, legacy
/// `darkTextColor`). Not public API.
@MainActor
enum NibSystemColors {
    /// The colour for `name`, or nil for names UIKit has no colour for.
    /// - Complexity: O(1).
    static func color(named name: String) -> UIColor? { table[name]?() }

    static let table: [String: @MainActor () -> UIColor] = [
        "blackColor": { .black },
        "blueColor": { .blue },
        "brownColor": { .brown },
        "clearColor": { .clear },
        "cyanColor": { .cyan },
        "darkGrayColor": { .darkGray },
        "darkTextColor": { .darkText },
        "grayColor": { .gray },
        "greenColor": { .green },
        "labelColor": { .label },
        "lightGrayColor": { .lightGray },
        "lightTextColor": { .lightText },
        "linkColor": { .link },
        "magentaColor": { .magenta },
        "opaqueSeparatorColor": { .opaqueSeparator },
        "orangeColor": { .orange },
        "placeholderTextColor": { .placeholderText },
        "purpleColor": { .purple },
        "quaternaryLabelColor": { .quaternaryLabel },
        "quaternarySystemFillColor": { .quaternarySystemFill },
        "redColor": { .red },
        "secondaryLabelColor": { .secondaryLabel },
        "secondarySystemBackgroundColor": { .secondarySystemBackground },
        "secondarySystemFillColor": { .secondarySystemFill },
        "secondarySystemGroupedBackgroundColor": { .secondarySystemGroupedBackground },
        "separatorColor": { .separator },
        "systemBackgroundColor": { .systemBackground },
        "systemBlueColor": { .systemBlue },
        "systemBrownColor": { .systemBrown },
        "systemCyanColor": { .systemCyan },
        "systemFillColor": { .systemFill },
        "systemGrayColor": { .systemGray },
        "systemGray2Color": { .systemGray2 },
        "systemGray3Color": { .systemGray3 },
        "systemGray4Color": { .systemGray4 },
        "systemGray5Color": { .systemGray5 },
        "systemGray6Color": { .systemGray6 },
        "systemGreenColor": { .systemGreen },
        "systemGroupedBackgroundColor": { .systemGroupedBackground },
        "systemIndigoColor": { .systemIndigo },
        "systemMintColor": { .systemMint },
        "systemOrangeColor": { .systemOrange },
        "systemPinkColor": { .systemPink },
        "systemPurpleColor": { .systemPurple },
        "systemRedColor": { .systemRed },
        "systemTealColor": { .systemTeal },
        "systemYellowColor": { .systemYellow },
        "tertiaryLabelColor": { .tertiaryLabel },
        "tertiarySystemBackgroundColor": { .tertiarySystemBackground },
        "tertiarySystemFillColor": { .tertiarySystemFill },
        "tertiarySystemGroupedBackgroundColor": { .tertiarySystemGroupedBackground },
        "tintColor": { .tintColor },
        "whiteColor": { .white },
        "yellowColor": { .yellow },
        "groupTableViewBackgroundColor": { .systemGroupedBackground },
        "tableCellGroupedBackgroundColor": { .secondarySystemGroupedBackground },
    ]
}
