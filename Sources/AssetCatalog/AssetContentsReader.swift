import Foundation

/// Reads the `Contents.json` files of colour sets, image sets and folders into the catalog's model, naming
/// the file and line of the first problem. Not public API.
struct AssetContentsReader {
    let file: URL

    func fail(_ line: Int, _ message: String) -> AssetCatalogError {
        AssetCatalogError(file: file, line: line, message: message)
    }

    /// The file's bytes when already read (tests), else nil to read `file`.
    var contents: Data?

    init(file: URL, contents: Data? = nil) {
        self.file = file
        self.contents = contents
    }

    /// The parsed file (its top level must be an object).
    func document() throws(AssetCatalogError) -> JSONNode {
        let data: Data
        if let contents {
            data = contents
        } else {
            do { data = try Data(contentsOf: file) } catch { throw fail(0, "cannot be read") }
        }
        let root: JSONNode
        do { root = try JSONParser.parse(data) } catch {
            throw AssetCatalogError(file: file, line: error.line, message: "\(error.message) (column \(error.column))")
        }
        guard root.isObject else { throw fail(root.line, "the top level is not an object") }
        return root
    }

    /// The array member `key` (empty when missing).
    func array(_ key: String, in node: JSONNode) throws(AssetCatalogError) -> [JSONNode] {
        guard let member = node[key] else { return [] }
        guard let elements = member.array else { throw fail(member.line, "\"\(key)\" is not an array") }
        return elements
    }

    /// The string member `key`, nil when missing.
    func string(_ key: String, in node: JSONNode) throws(AssetCatalogError) -> String? {
        guard let member = node[key] else { return nil }
        guard let text = member.string else { throw fail(member.line, "\"\(key)\" is not a string") }
        return text
    }

    /// Whether a folder's `properties.provides-namespace` is true.
    func providesNamespace() throws(AssetCatalogError) -> Bool {
        guard let properties = try document()["properties"] else { return false }
        guard let flag = properties["provides-namespace"] else { return false }
        guard let value = flag.bool else { throw fail(flag.line, "\"provides-namespace\" is not a boolean") }
        return value
    }

    /// A colour set's variants.
    func colorSet(named name: String) throws(AssetCatalogError) -> AssetColorSet {
        let root = try document()
        var variants: [AssetColorSet.Variant] = []
        for entry in try array("colors", in: root) {
            guard entry.isObject else { throw fail(entry.line, "an entry of \"colors\" is not an object") }
            let traits = try variantTraits(of: entry)
            guard let colorNode = entry["color"] else { throw fail(entry.line, "a colour entry has no \"color\"") }
            variants.append(AssetColorSet.Variant(traits: traits, color: try color(colorNode)))
        }
        return AssetColorSet(name: name, variants: variants)
    }

    /// An image set's files.
    func imageSet(named name: String, folder: URL) throws(AssetCatalogError) -> AssetImageSet {
        let root = try document()
        var images: [AssetImageSet.Image] = []
        for entry in try array("images", in: root) {
            guard entry.isObject else { throw fail(entry.line, "an entry of \"images\" is not an object") }
            // Xcode writes a slot for every scale and appearance; only slots with a file hold an image.
            guard let filename = try string("filename", in: entry) else { continue }
            let url = try existingFile(filename, of: entry, in: folder, kind: "image")
            let scale = try self.scale(of: entry)
            images.append(AssetImageSet.Image(traits: try variantTraits(of: entry), scale: scale, file: url))
        }
        var intent: AssetImageSet.RenderingIntent?
        if let properties = root["properties"], let intentNode = properties["template-rendering-intent"] {
            guard let text = intentNode.string, let value = AssetImageSet.RenderingIntent(rawValue: text) else {
                throw fail(intentNode.line, "\"template-rendering-intent\" is neither \"template\" nor \"original\"")
            }
            intent = value
        }
        return AssetImageSet(name: name, images: images, renderingIntent: intent)
    }

    /// The idiom, appearances, gamut and direction of a colour or image entry.
    func variantTraits(of entry: JSONNode) throws(AssetCatalogError) -> AssetVariantTraits {
        var traits = AssetVariantTraits()
        if let idiom = try string("idiom", in: entry), idiom != "universal" { traits.idiom = idiom }
        for appearance in try array("appearances", in: entry) {
            guard let kind = try string("appearance", in: appearance), let value = try string("value", in: appearance) else {
                throw fail(appearance.line, "an appearance needs \"appearance\" and \"value\" strings")
            }
            switch (kind, value) {
            case ("luminosity", "light"): traits.luminosity = .light
            case ("luminosity", "dark"): traits.luminosity = .dark
            case ("contrast", "high"): traits.highContrast = true
            default: throw fail(appearance.line, "unknown appearance \"\(kind)\": \"\(value)\"")
            }
        }
        if let gamutNode = entry["display-gamut"] {
            guard let text = gamutNode.string, let gamut = AssetVariantTraits.DisplayGamut(rawValue: text) else {
                throw fail(gamutNode.line, "\"display-gamut\" is neither \"sRGB\" nor \"display-P3\"")
            }
            traits.displayGamut = gamut
        }
        if let directionNode = entry["language-direction"] {
            guard let text = directionNode.string, let direction = AssetVariantTraits.LanguageDirection(rawValue: text) else {
                throw fail(directionNode.line, "\"language-direction\" is neither \"left-to-right\" nor \"right-to-left\"")
            }
            traits.languageDirection = direction
        }
        return traits
    }

    /// A `color` object: a platform reference or components in a colour space.
    private func color(_ node: JSONNode) throws(AssetCatalogError) -> AssetColor {
        guard node.isObject else { throw fail(node.line, "\"color\" is not an object") }
        if let reference = try string("reference", in: node) { return AssetColor(platformReference: reference) }
        guard let spaceName = try string("color-space", in: node) else { throw fail(node.line, "the colour has no \"color-space\"") }
        guard let space = AssetColor.ColorSpace(rawValue: spaceName) else {
            throw fail(node["color-space"]?.line ?? node.line, "unknown colour space \"\(spaceName)\"")
        }
        guard let components = node["components"], components.isObject else {
            throw fail(node.line, "the colour has no \"components\" object")
        }
        let keys = space.isGray ? ["white"] : ["red", "green", "blue"]
        var values: [Double] = []
        for key in keys {
            guard let value = components[key] else { throw fail(components.line, "the colour has no \"\(key)\" component") }
            values.append(try component(value, key: key, isAlpha: false))
        }
        let alpha = try components["alpha"].map { node throws(AssetCatalogError) in try component(node, key: "alpha", isAlpha: true) } ?? 1
        return AssetColor(colorSpace: space, components: values, alpha: alpha)
    }

    /// A component in any notation Xcode writes: a float (`"0.502"`), an 8-bit integer (`"128"`) or 8-bit
    /// hexadecimal (`"0x80"`), as a string or a JSON number. Integers are 8-bit values except for alpha,
    /// which Xcode always writes as a float (so alpha `"1"` is opaque).
    private func component(_ node: JSONNode, key: String, isAlpha: Bool) throws(AssetCatalogError) -> Double {
        let bad = fail(node.line, "the \"\(key)\" component is not a number (a float, 0-255 or 0x00-0xFF)")
        switch node.value {
        case .number(let number):
            guard number.isFinite else { throw bad }
            if !isAlpha, number == number.rounded(), number > 1 {
                guard number <= 255 else { throw fail(node.line, "the \"\(key)\" component \(Int(number)) is above 255") }
                return number / 255
            }
            return number
        case .string(let raw):
            let text = raw.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("0x") || text.hasPrefix("0X") {
                guard let value = Int(text.dropFirst(2), radix: 16) else { throw bad }
                guard value <= 255 else { throw fail(node.line, "the \"\(key)\" component \(text) is above 0xFF") }
                return Double(value) / 255
            }
            if let integer = Int(text) {
                if isAlpha, integer == 0 || integer == 1 { return Double(integer) }
                guard (0...255).contains(integer) else { throw fail(node.line, "the \"\(key)\" component \(integer) is outside 0-255") }
                return Double(integer) / 255
            }
            guard let value = Double(text), value.isFinite else { throw bad }
            return value
        default:
            throw bad
        }
    }
}
