import Foundation

/// The values of a set of traits: the built-in ones inline, custom ones by type, and which traits were
/// set explicitly (for overrides and `init(traitsFrom:)`). The storage behind `UITraitCollection`,
/// `UIMutableTraits` and `UITraitOverrides`. Not public API.
/// - Complexity: reads and writes O(1) (a hash look-up for custom traits); comparison O(custom traits).
struct TraitValueSet {
    /// The built-in traits.
    var system = SystemTraitValues()
    /// Custom traits by `ObjectIdentifier` of their type.
    var custom: [ObjectIdentifier: CustomTraitValue] = [:]
    /// The traits set explicitly (built-in ones included), by `ObjectIdentifier` of their type.
    var explicit: Set<ObjectIdentifier> = []

    /// The value of `trait`: stored, or its default.
    func value<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        if let system = trait as? any SystemTrait.Type { return Self.read(system, from: self.system) as! T.Value }
        if let entry = custom[ObjectIdentifier(trait)], let value = entry.value as? T.Value { return value }
        return T.defaultValue
    }

    private static func read<S: SystemTrait>(_ trait: S.Type, from values: SystemTraitValues) -> Any { values[keyPath: S.keyPath] }
    private static func write<S: SystemTrait>(_ trait: S.Type, _ value: Any, to values: inout SystemTraitValues) {
        if let value = value as? S.Value { values[keyPath: S.keyPath] = value }
    }

    /// Sets `trait` to `value` and records it as explicit.
    mutating func set<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) {
        explicit.insert(ObjectIdentifier(trait))
        if let system = trait as? any SystemTrait.Type {
            Self.write(system, value, to: &self.system)
        } else {
            custom[ObjectIdentifier(trait)] = CustomTraitValue(trait, value)
        }
    }

    /// Forgets `trait` (back to its default, not explicit).
    mutating func remove(_ trait: UITrait) {
        let key = ObjectIdentifier(trait)
        explicit.remove(key)
        if let system = trait as? any SystemTrait.Type {
            Self.resetSystem(system, in: &self.system)
        } else {
            custom[key] = nil
        }
    }

    private static func resetSystem<S: SystemTrait>(_ trait: S.Type, in values: inout SystemTraitValues) {
        values[keyPath: S.keyPath] = S.defaultValue
    }

    /// Applies every explicit trait of `overrides` on top of this set.
    mutating func apply(_ overrides: TraitValueSet) {
        for key in overrides.explicit {
            if let entry = overrides.custom[key] {
                custom[key] = entry
            } else if let system = SystemTraitValues.all.first(where: { ObjectIdentifier($0) == key }) {
                Self.copySystem(system, from: overrides.system, to: &self.system)
            }
        }
    }

    private static func copySystem<S: SystemTrait>(_ trait: S.Type, from source: SystemTraitValues, to target: inout SystemTraitValues) {
        S.copy(from: source, to: &target)
    }

    /// Takes each trait `other` specifies (built-in: not its default; custom: not equal to its default).
    mutating func merge(specifiedIn other: TraitValueSet) {
        for trait in SystemTraitValues.all { Self.mergeSystem(trait, from: other.system, into: &system) }
        for (key, entry) in other.custom where !entry.isDefault { custom[key] = entry }
    }

    private static func mergeSystem<S: SystemTrait>(_ trait: S.Type, from source: SystemTraitValues, into target: inout SystemTraitValues) {
        if S.isSpecified(in: source) { S.copy(from: source, to: &target) }
    }

    /// Whether the two sets hold the same values (explicitness aside).
    func sameValues(as other: TraitValueSet) -> Bool {
        guard system == other.system else { return false }
        return customKeys(union: other).allSatisfy { key in
            CustomTraitValue.same(custom[key], other.custom[key])
        }
    }

    private func customKeys(union other: TraitValueSet) -> Set<ObjectIdentifier> {
        Set(custom.keys).union(other.custom.keys)
    }

    /// The traits whose values differ from `other`'s, by type identifier, with whether any affects colours.
    func changes(from other: TraitValueSet) -> (keys: Set<ObjectIdentifier>, affectsColor: Bool) {
        var keys = Set<ObjectIdentifier>()
        var color = false
        if system != other.system {
            for trait in SystemTraitValues.all where Self.systemDiffers(trait, system, other.system) {
                keys.insert(ObjectIdentifier(trait))
                if trait.affectsColorAppearance { color = true }
            }
        }
        for key in customKeys(union: other) where !CustomTraitValue.same(custom[key], other.custom[key]) {
            keys.insert(key)
            if (custom[key] ?? other.custom[key])?.affectsColor == true { color = true }
        }
        return (keys, color)
    }

    private static func systemDiffers<S: SystemTrait>(_ trait: S.Type, _ a: SystemTraitValues, _ b: SystemTraitValues) -> Bool {
        S.differs(a, b)
    }
}

/// One custom trait's value with what the trait set needs to compare and describe it. Not public API.
struct CustomTraitValue {
    let value: Any
    let name: String
    let affectsColor: Bool
    /// Whether the value equals the trait's default.
    let isDefault: Bool
    private let equals: (Any) -> Bool
    private let hashValue: Int?

    init<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) {
        self.value = value
        name = T.name
        affectsColor = T.affectsColorAppearance
        equals = { other in CustomTraitValue.equal(value, other) }
        isDefault = CustomTraitValue.equal(value, T.defaultValue)
        hashValue = (value as? any Hashable).map { $0.hashValue }
    }

    /// Compares two stored values: `==` for `Equatable` values, `isEqual(_:)` for objects, else unequal.
    static func equal(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? any Equatable { return a.isEqual(toAny: b) }
        if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
        let ao = a as AnyObject, bo = b as AnyObject
        if type(of: a) is AnyClass { return ao === bo }
        return false
    }

    /// Whether two optional entries hold the same value (a missing entry is the trait's default).
    static func same(_ a: CustomTraitValue?, _ b: CustomTraitValue?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, nil): return a.isDefault
        case let (nil, b?): return b.isDefault
        case let (a?, b?): return a.equals(b.value)
        }
    }

    /// A hash contribution consistent with `same` for hashable values (0 otherwise).
    var hashContribution: Int { isDefault ? 0 : (hashValue ?? 0) }
}

extension Equatable {
    /// Whether `other` is a `Self` equal to this value.
    func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
