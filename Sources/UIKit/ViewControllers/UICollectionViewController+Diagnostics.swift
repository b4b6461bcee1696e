import Foundation

extension UICollectionViewController {
    // MARK: Diagnostics

    /// The class name as UIKit's messages show a Swift class, `Module.Class` (nested types keep their
    /// enclosing types; the `(unknown context at $…)` parts Swift gives local and private types are dropped).
    var diagnosticClassName: String {
        String(reflecting: type(of: self)).split(separator: ".").filter { !$0.hasPrefix("(unknown context") }.joined(separator: ".")
    }

    /// The instance address as Objective-C's `%p` prints it, e.g. `0x600003a1c000`.
    var diagnosticAddress: String { "0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16) }
}
