import Foundation

/// The invisible guide between two neighbouring arranged views of an `equalSpacing` or `equalCentering`
/// stack (identifier `'UISV-distributing'`): the gaps are kept equal. UIKit's private class of the same
/// name, named so constraint descriptions read as UIKit's. Not public API.
@MainActor
final class _UIOLAGapGuide: UILayoutGuide {}
