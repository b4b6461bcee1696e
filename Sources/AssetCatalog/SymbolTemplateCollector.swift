import Foundation

/// Walks a template's elements collecting guides and variant paths. Not public API.
struct SymbolTemplateCollector {
    struct VariantKey: Hashable {
        let weight: AssetSymbolTemplate.Weight
        let scale: AssetSymbolTemplate.Scale
    }

    let file: URL
    /// Horizontal guides' y (and line) by id.
    var lines: [String: (value: Double, line: Int)] = [:]
    /// Vertical margin guides' x by id.
    var margins: [String: Double] = [:]
    /// Variant groups' paths and line, by weight and scale.
    var variants: [VariantKey: (paths: [SVGPath], line: Int)] = [:]

    /// The variant a group id names (`Regular-M`), if any.
    static func variantKey(_ id: String) -> VariantKey? {
        let parts = id.split(separator: "-")
        guard parts.count == 2,
              let weight = AssetSymbolTemplate.Weight.allCases.first(where: { $0.templateName == parts[0] }),
              let scale = AssetSymbolTemplate.Scale.allCases.first(where: { $0.templateLetter == parts[1] }) else { return nil }
        return VariantKey(weight: weight, scale: scale)
    }

    mutating func visit(_ element: SVGElement, transform outer: SVGTransform, evenOdd inherited: Bool,
                        variant: VariantKey?) throws(AssetCatalogError) {
        var transform = outer
        if let text = element.attributes["transform"] {
            do { transform = try SVGTransform.parse(text).then(outer) } catch {
                throw AssetCatalogError(file: file, line: element.line,
                                        message: "the transform of <\(element.name)> is malformed at character \(error.position): \(error.message)")
            }
        }
        let style = Self.style(of: element)
        let evenOdd = style["fill-rule"].map { $0 == "evenodd" } ?? inherited
        let id = element.attributes["id"] ?? ""
        var variant = variant
        if element.localName == "g", let key = Self.variantKey(id) {
            guard variants[key] == nil else {
                throw AssetCatalogError(file: file, line: element.line, message: "the variant group \(id) appears twice")
            }
            variants[key] = ([], element.line)
            variant = key
        }
        if ["Baseline-S", "Baseline-M", "Baseline-L", "Capline-S", "Capline-M", "Capline-L"].contains(id) {
            lines[id] = (try guidePoint(element, transform: transform).y, element.line)
        } else if id.hasPrefix("left-margin") || id.hasPrefix("right-margin") {
            margins[id] = try guidePoint(element, transform: transform).x
        } else if element.localName == "path", let key = variant, style["fill"] != "none" {
            var path = try parsePath(element)
            path.evenOdd = evenOdd
            path.hierarchyLevel = Self.hierarchyLevel(element.attributes["class"])
            variants[key]?.paths.append(path.applying(transform))
        }
        for child in element.children {
            try visit(child, transform: transform, evenOdd: evenOdd, variant: variant)
        }
    }

    /// A guide's position: a `<line>`'s first point, or a `<path>`'s first point.
    private func guidePoint(_ element: SVGElement, transform: SVGTransform) throws(AssetCatalogError) -> SVGPoint {
        let id = element.attributes["id"] ?? ""
        if element.localName == "line" {
            guard let x = Double(element.attributes["x1"] ?? "0"), let y = Double(element.attributes["y1"] ?? "0"), x.isFinite, y.isFinite else {
                throw AssetCatalogError(file: file, line: element.line, message: "the guide \(id) has a coordinate that is not a number")
            }
            return transform.apply(SVGPoint(x: x, y: y))
        }
        guard element.localName == "path", case .move(let start)? = try parsePath(element).segments.first else {
            throw AssetCatalogError(file: file, line: element.line, message: "the guide \(id) is not a <line> or a <path>")
        }
        return transform.apply(start)
    }

    private func parsePath(_ element: SVGElement) throws(AssetCatalogError) -> SVGPath {
        do { return try SVGPath(data: element.attributes["d"] ?? "") } catch {
            throw AssetCatalogError(file: file, line: element.line,
                                    message: "the path data of <\(element.name)> is malformed at character \(error.position): \(error.message)")
        }
    }

    /// Presentation attributes and `style` declarations (the latter win), for `fill` and `fill-rule`.
    static func style(of element: SVGElement) -> [String: String] {
        var style: [String: String] = [:]
        for key in ["fill", "fill-rule"] { if let value = element.attributes[key] { style[key] = value.trimmingCharacters(in: .whitespaces) } }
        for declaration in (element.attributes["style"] ?? "").split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            style[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        return style
    }

    /// The hierarchy level of SF Symbols' `hierarchical-N:primary|secondary|tertiary` class.
    static func hierarchyLevel(_ classes: String?) -> Int {
        for token in (classes ?? "").split(separator: " ") where token.hasPrefix("hierarchical-") {
            if token.hasSuffix(":secondary") { return 1 }
            if token.hasSuffix(":tertiary") { return 2 }
            return 0
        }
        return 0
    }
}
