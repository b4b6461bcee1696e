import Foundation

/// A `<color>` element in any of the forms Xcode writes.
///
/// - `white`/`alpha` with `colorSpace="calibratedWhite"` or `custom` + `genericGamma22GrayColorSpace`;
/// - `red`/`green`/`blue`/`alpha` with `calibratedRGB`, `deviceRGB` or `custom` + `sRGB`/`displayP3`/
///   `extendedSRGB`/`extendedLinearSRGB` (the colour space is kept; UIKit treats them as sRGB components);
/// - `systemColor="systemBackgroundColor"` (Xcode 11+; the definition repeats in `<resources>`), legacy
///   `cocoaTouchSystemColor="darkTextColor"`: the name wins over any components, as the brief of the format says;
/// - `name="AccentColor"`: a named colour from the asset catalogue (its design-time value in `<resources>`).
public enum IBColor: Sendable, Equatable {
    /// A grey level and alpha.
    case white(Double, alpha: Double)
    /// Components in `colorSpace` (for example `sRGB`, `calibratedRGB`, `displayP3`).
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, colorSpace: String)
    /// A UIKit system colour by its selector name (`systemBackgroundColor`, `labelColor`, `darkTextColor`).
    case system(String)
    /// An asset-catalogue colour by name.
    case named(String)
}
