import Foundation

/// The animated property values of one layer while its animations are applied in order: each starts
/// from the model value and every animation reads and replaces (or adds to) the value so far. Keys are
/// base properties (`position`, `transform`); sub-key paths (`position.x`, `transform.rotation.z`,
/// `bounds.size`) read and replace a component of their base value. Not public API.
@MainActor
struct PresentationValues {
    /// The layer whose model values start each property.
    unowned let layer: CALayer
    /// The values so far, by base key, in first-touched order.
    private(set) var entries: [(key: AnimatableKey, value: AnimatableValue)] = []

    init(layer: CALayer) { self.layer = layer }

    /// Splits `keyPath` into its base property and the sub-key path after the first dot.
    nonisolated static func split(_ keyPath: String) -> (base: Substring, sub: Substring?) {
        guard let dot = keyPath.firstIndex(of: ".") else { return (keyPath[...], nil) }
        return (keyPath[..<dot], keyPath[keyPath.index(after: dot)...])
    }

    /// The current value at `keyPath`, or `nil` for a key the layer does not animate.
    mutating func value(at keyPath: String) -> AnimatableValue? {
        ResolvedKeyPath(keyPath).flatMap { value(at: $0) }
    }

    /// The current value at a resolved key path, or `nil` for a key the layer does not animate.
    mutating func value(at path: ResolvedKeyPath) -> AnimatableValue? {
        guard let index = entryIndex(path.base) else { return nil }
        let whole = entries[index].value
        guard let sub = path.sub else { return whole }
        return Self.component(sub[...], of: whole)
    }

    /// Replaces the value at a resolved key path.
    mutating func set(_ value: AnimatableValue, at path: ResolvedKeyPath) {
        guard let index = entryIndex(path.base) else { return }
        if let sub = path.sub {
            entries[index].value = Self.setting(sub[...], of: entries[index].value, to: value)
        } else {
            entries[index].value = value
        }
    }

    /// The index of `base`'s entry, created from the model value when first touched.
    private mutating func entryIndex(_ base: AnimatableKey) -> Int? {
        for i in entries.indices where entries[i].key == base { return i }
        guard let model = layer.animatableValue(for: base) else { return nil }
        entries.append((base, model))
        return entries.count - 1
    }

    // MARK: Components

    /// The sub-key component of a base value (`x`, `size.width`, `rotation.z`, ...), or `nil`.
    static func component(_ sub: Substring, of value: AnimatableValue) -> AnimatableValue? {
        switch value {
        case .transform(let t): return TransformDecomposition.component(sub, of: t)
        case .point(let p):
            switch sub { case "x": return .number(Double(p.x)); case "y": return .number(Double(p.y)); default: return nil }
        case .size(let s):
            switch sub {
            case "width": return .number(Double(s.width)); case "height": return .number(Double(s.height)); default: return nil
            }
        case .rect(let r):
            switch sub {
            case "origin": return .point(r.origin)
            case "size": return .size(r.size)
            case "origin.x": return .number(Double(r.minX))
            case "origin.y": return .number(Double(r.minY))
            case "size.width": return .number(Double(r.width))
            case "size.height": return .number(Double(r.height))
            default: return nil
            }
        default: return nil
        }
    }

    /// `value` with its sub-key component replaced by `component`.
    static func setting(_ sub: Substring, of value: AnimatableValue, to component: AnimatableValue) -> AnimatableValue {
        switch value {
        case .transform(let t): return .transform(TransformDecomposition.setting(sub, to: component, in: t))
        case .point(var p):
            if sub == "x" { p.x = component.cgFloat } else if sub == "y" { p.y = component.cgFloat }
            return .point(p)
        case .size(var s):
            if sub == "width" { s.width = component.cgFloat } else if sub == "height" { s.height = component.cgFloat }
            return .size(s)
        case .rect(var r):
            switch sub {
            case "origin": r.origin = component.cgPoint
            case "size": r.size = component.cgSize
            case "origin.x": r.origin.x = component.cgFloat
            case "origin.y": r.origin.y = component.cgFloat
            case "size.width": r.size.width = component.cgFloat
            case "size.height": r.size.height = component.cgFloat
            default: break
            }
            return .rect(r)
        default: return value
        }
    }
}
