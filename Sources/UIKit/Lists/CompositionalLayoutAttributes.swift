import Foundation

/// Layout attributes of the compositional layout: the base attributes plus the list styling a list
/// cell or header reads in `apply(_:)`.
@MainActor
final class CompositionalLayoutAttributes: UICollectionViewLayoutAttributes {
    var listInfo: ListItemInfo?

    nonisolated override func copy(with zone: NSZone? = nil) -> Any {
        let base = super.copy(with: zone)
        if let copy = base as? CompositionalLayoutAttributes {
            MainActor.assumeIsolated { copy.listInfo = listInfo }
        }
        return base
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard super.isEqual(object) else { return false }
        let other = object as? CompositionalLayoutAttributes
        return MainActor.assumeIsolated { other?.listInfo == listInfo }
    }
}
