import Foundation

/// Carries a value whose type is not declared `Sendable` across an isolation hop that is known to be safe
/// (the value is a copied value type handed to the main actor once).
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
