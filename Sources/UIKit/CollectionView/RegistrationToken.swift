import Foundation

/// The identity of a cell or supplementary registration: its private reuse identifier, and when it was
/// created relative to data-source calls (for UIKit's "registration created inside the cell provider" check).
@MainActor
final class RegistrationToken: CustomStringConvertible {
    private static var next = 0
    /// Data-source calls in progress and the serial of the latest, across collection views.
    static var providerSerial = 0
    static var providerDepth = 0

    let identifier: String
    let serial: Int
    let createdInProvider: Bool
    var used = false
    private let kind: String

    init(kind: String, typeName: String) {
        Self.next += 1
        identifier = "OpenUIKit.\(kind)Registration.\(Self.next).\(typeName)"
        self.kind = kind
        serial = Self.providerSerial
        createdInProvider = Self.providerDepth > 0
    }

    nonisolated var description: String {
        "<UICollectionView\(kind)Registration: \(identifier)>"
    }
}
