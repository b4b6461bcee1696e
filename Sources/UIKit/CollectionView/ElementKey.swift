import Foundation

/// A supplementary or decoration element's identity (kind and index path), or a reuse-queue key (kind and
/// reuse identifier, in `kind`/`identifier`).
struct ElementKey: Hashable {
    var kind: String
    var indexPath: IndexPath
    var identifier: String = ""
}
