import Foundation

/// Options for extending a gradient beyond its start and end, as `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The raw flags (Core Graphics' values).
    public let rawValue: UInt32
    /// Creates options from raw flags.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Paint the start colour before the start point (linear) or inside the start circle (radial).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Paint the end colour beyond the end point (linear) or outside the end circle (radial).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// An immutable colour ramp: colours at locations in 0...1, drawn by `CGContext.drawLinearGradient` and
/// `drawRadialGradient`.
///
/// Colours are converted to sRGB (OpenUIKit's drawing space) when the gradient is created; interpolation
/// is linear in premultiplied sRGB, as cairo (and, in practice, Core Graphics in sRGB) does.
public final class CGGradient: Sendable {
    /// One colour stop in sRGB, unpremultiplied, clamped to 0...1.
    struct Stop: Sendable, Equatable {
        var location: Double
        var red: Double, green: Double, blue: Double, alpha: Double
    }

    /// The stops, sorted by location.
    let stops: [Stop]

    private init?(unsortedStops: [Stop]) {
        guard !unsortedStops.isEmpty else { return nil }
        // A stable sort keeps the given order of stops at equal locations (a hard edge).
        stops = unsortedStops.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// Creates a gradient from colours, as `CGGradient(colorsSpace:colors:locations:)`.
    ///
    /// Deviation: Apple's initialiser takes a `CFArray` of colours; OpenUIKit takes `[CGColor]`.
    /// `locations` holds one value per colour in 0...1 (clamped); `nil` spaces the colours evenly, as on
    /// Apple platforms. The colour space is accepted for parity; colours are drawn in sRGB.
    /// Returns `nil` for an empty colour list.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        let n = colors.count
        var stops: [Stop] = []
        stops.reserveCapacity(n)
        for (i, color) in colors.enumerated() {
            let c = color.rgba
            let location = locations.map { Double($0[i]) } ?? (n == 1 ? 0 : Double(i) / Double(n - 1))
            stops.append(Stop(location: location.clampedUnit, red: Double(c.red), green: Double(c.green),
                              blue: Double(c.blue), alpha: Double(c.alpha)))
        }
        self.init(unsortedStops: stops)
    }

    /// Creates a gradient from packed colour components, as
    /// `CGGradient(colorSpace:colorComponents:locations:count:)`.
    ///
    /// `components` holds `count` colours of `space.numberOfComponents + 1` values each (components then
    /// alpha); `locations` holds `count` values in 0...1, or `nil` for even spacing. Returns `nil` when
    /// `count < 1`.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count >= 1 else { return nil }
        let per = space.numberOfComponents + 1
        var stops: [Stop] = []
        stops.reserveCapacity(count)
        for i in 0..<count {
            let base = components + i * per
            let location = locations.map { Double($0[i]) } ?? (count == 1 ? 0 : Double(i) / Double(count - 1))
            let r, g, b: Double
            if per == 2 { r = Double(base[0]); g = r; b = r } else { r = Double(base[0]); g = Double(base[1]); b = Double(base[2]) }
            stops.append(Stop(location: location.clampedUnit, red: r.clampedUnit, green: g.clampedUnit,
                              blue: b.clampedUnit, alpha: Double(base[per - 1]).clampedUnit))
        }
        self.init(unsortedStops: stops)
    }
}

extension CGGradient {
    /// The colour at `location`, interpolated linearly (unpremultiplied) between the neighbouring stops;
    /// the end colours continue beyond the first and last stops.
    func color(at location: Double) -> Stop {
        let first = stops[0], last = stops[stops.count - 1]
        if location <= first.location { return first }
        if location >= last.location { return last }
        var i = 1
        while i < stops.count - 1 && stops[i].location < location { i += 1 }
        let a = stops[i - 1], b = stops[i]
        let span = b.location - a.location
        let f = span > 0 ? (location - a.location) / span : 1
        return Stop(location: location, red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                    blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }
}

extension Double {
    /// The value clamped to 0...1, NaN as 0.
    var clampedUnit: Double { isNaN ? 0 : Swift.min(Swift.max(self, 0), 1) }
}
