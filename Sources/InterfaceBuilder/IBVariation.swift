import Foundation

/// A size-class variation of an object, as Xcode writes it when an attribute, a constraint or a subview
/// differs by size class ("Vary for Traits"):
///
///     <variation key="default">
///         <mask key="constraints"><exclude reference="a1b-2c-3d4"/></mask>
///     </variation>
///     <variation key="heightClass=compact-widthClass=regular">
///         <fontDescription key="fontDescription" type="system" pointSize="30"/>
///         <mask key="constraints"><include reference="a1b-2c-3d4"/></mask>
///     </variation>
///
/// `key="default"` is the base (any width, any height) configuration; the others name a width class, a
/// height class or both (`compact` or `regular`).
public struct IBVariation: Sendable, Equatable {
    /// A size class a variation asks for.
    public enum SizeClass: String, Sendable, Equatable {
        case compact
        case regular
    }

    /// `<mask key="constraints">` or `<mask key="subviews">`: references installed or not installed.
    public struct Mask: Sendable, Equatable {
        /// `constraints` or `subviews`.
        public var key: String
        /// Object ids the variation installs.
        public var included: [String]
        /// Object ids the variation leaves out.
        public var excluded: [String]

        /// Creates a mask.
        public init(key: String, included: [String] = [], excluded: [String] = []) {
            self.key = key
            self.included = included
            self.excluded = excluded
        }
    }

    /// The key as written (`default`, `widthClass=compact`, …).
    public var key: String
    /// The width class the variation applies to (nil: any).
    public var widthClass: SizeClass?
    /// The height class the variation applies to (nil: any).
    public var heightClass: SizeClass?
    /// The masks.
    public var masks: [Mask]
    /// Keyed properties whose values differ in this variation (`fontDescription`, colours, `frame`, …).
    public var properties: [(key: String, value: IBValue)]
    /// The line of the `<variation>` element.
    public var line: Int

    /// Creates a variation.
    public init(key: String, widthClass: SizeClass? = nil, heightClass: SizeClass? = nil, masks: [Mask] = [],
                properties: [(key: String, value: IBValue)] = [], line: Int = 0) {
        self.key = key
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.masks = masks
        self.properties = properties
        self.line = line
    }

    /// Whether this is the base (`default`) configuration.
    public var isDefault: Bool { widthClass == nil && heightClass == nil }

    /// How specific the variation is: 0 for `default`, 1 for one size class, 2 for both. A more
    /// specific matching variation overrides a less specific one.
    public var specificity: Int { (widthClass == nil ? 0 : 1) + (heightClass == nil ? 0 : 1) }

    /// Whether the variation applies to a horizontal and vertical size class (nil: unspecified, which
    /// only `default` matches).
    public func applies(width: SizeClass?, height: SizeClass?) -> Bool {
        (widthClass == nil || widthClass == width) && (heightClass == nil || heightClass == height)
    }

    /// Parses a variation key: `default`, or `widthClass=…` and `heightClass=…` joined by `-`; nil when
    /// the key is not one of those.
    public static func sizeClasses(of key: String) -> (width: SizeClass?, height: SizeClass?)? {
        if key == "default" { return (nil, nil) }
        var width: SizeClass?
        var height: SizeClass?
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, let value = SizeClass(rawValue: String(pair[1])) else { return nil }
            switch pair[0] {
            case "widthClass" where width == nil: width = value
            case "heightClass" where height == nil: height = value
            default: return nil
            }
        }
        return width == nil && height == nil ? nil : (width, height)
    }

    public static func == (lhs: IBVariation, rhs: IBVariation) -> Bool {
        lhs.key == rhs.key && lhs.widthClass == rhs.widthClass && lhs.heightClass == rhs.heightClass && lhs.masks == rhs.masks
            && lhs.properties.elementsEqual(rhs.properties) { $0.key == $1.key && $0.value == $1.value } && lhs.line == rhs.line
    }
}

extension IBObject {
    /// Whether the object with id `reference` in mask `key` (`constraints`, `subviews`) is installed for
    /// the size classes: installed unless `default` excludes it, then the matching variations from the
    /// least to the most specific include or exclude it.
    /// - Complexity: O(variations × mask entries).
    public func isInstalled(_ reference: String, in key: String, width: IBVariation.SizeClass?, height: IBVariation.SizeClass?) -> Bool {
        var installed = true
        for variation in variations.filter({ $0.applies(width: width, height: height) }).sorted(by: { $0.specificity < $1.specificity }) {
            for mask in variation.masks where mask.key == key {
                if mask.excluded.contains(reference) { installed = false }
                if mask.included.contains(reference) { installed = true }
            }
        }
        return installed
    }

    /// The value of property `key` for the size classes: the most specific matching variation's, else the
    /// object's own.
    /// - Complexity: O(variations × properties).
    public func property(_ key: String, width: IBVariation.SizeClass?, height: IBVariation.SizeClass?) -> IBValue? {
        let matching = variations.filter { $0.applies(width: width, height: height) }.sorted { $0.specificity > $1.specificity }
        for variation in matching {
            if let value = variation.properties.first(where: { $0.key == key })?.value { return value }
        }
        return property(key)
    }

    /// The ids every variation's masks of `key` mention (what depends on size classes).
    public func variedReferences(in key: String) -> Set<String> {
        var ids: Set<String> = []
        for variation in variations { for mask in variation.masks where mask.key == key { ids.formUnion(mask.included); ids.formUnion(mask.excluded) } }
        return ids
    }
}
