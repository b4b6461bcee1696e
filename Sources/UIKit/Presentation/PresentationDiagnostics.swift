import Foundation

/// How presentation messages name view controllers, and where their warnings go.
@MainActor
enum PresentationDiagnostics {
    /// A controller as Objective-C's `description` prints it: `<Module.Class: 0x…>`.
    static func describe(_ controller: UIViewController) -> String { describe(object: controller) }

    /// Any object as Objective-C's `description` prints it: `<Module.Class: 0x…>`.
    static func describe(object: AnyObject) -> String {
        let controller = object
        let name = String(reflecting: type(of: controller)).split(separator: ".")
            .filter { !$0.hasPrefix("(unknown context") }.joined(separator: ".")
        return "<\(name): 0x\(String(UInt(bitPattern: ObjectIdentifier(controller)), radix: 16))>"
    }

    /// The warnings UIKit logs instead of presenting (tests read them).
    static var warnings: [String] = []

    /// Logs `message` to standard error, as UIKit logs its presentation warnings, and records it.
    static func warn(_ message: String) {
        warnings.append(message)
        if warnings.count > 100 { warnings.removeFirst(warnings.count - 100) }
        FileHandle.standardError.write(Data(("Warning: " + message + "\n").utf8))
    }
}
