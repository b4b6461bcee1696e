import Foundation

/// The invisible guide a stack view spans across its axis for the non-fill alignments (identifier
/// `'UISV-alignment-spanner'`): it encloses every arranged view and the stack hugs it. UIKit's private
/// class of the same name, named so constraint descriptions read as UIKit's. Not public API.
@MainActor
final class _UILayoutSpacer: UILayoutGuide {}
