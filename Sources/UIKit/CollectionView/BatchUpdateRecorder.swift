import Foundation

/// The changes recorded by (possibly nested) `performBatchUpdates` blocks until the outermost one ends.
struct BatchUpdateRecorder {
    var depth = 0
    var update = DiffableBatchUpdate()
    var completions: [(Bool) -> Void] = []
    /// Cleared by callers that want the update applied without animation (diffable `apply` without
    /// animating differences).
    var animated = true
    /// Set by the diffable data source: the update comes from the diff engine and is valid by construction,
    /// so the O(n) replay behind UIKit's consistency check is skipped.
    var trusted = false

    var isEmpty: Bool { update.isEmpty }

    mutating func reset() {
        update = DiffableBatchUpdate()
        completions = []
        animated = true
        trusted = false
    }
}
