import Foundation

/// Where Auto Layout's console messages go: standard error by default, as UIKit logs through os_log.
/// Tests install their own sink to read the text. Not public API.
@MainActor
enum AutoLayoutLog {
    /// Receives each message (one call per message, as UIKit logs each in one call).
    static var sink: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Writes `message` to the sink.
    static func write(_ message: String) { sink(message) }

    /// UIKit's unsatisfiable-constraints message for `constraints` (a conflicting set) and the one the
    /// engine breaks, line for line (the trailing spaces too); the autoresizing note only when such a
    /// constraint is in the set.
    static func unsatisfiable(_ constraints: [NSLayoutConstraint], breaking broken: NSLayoutConstraint) {
        var text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
        text += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
        text += "\tTry this: \n"
        text += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
        text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
        if constraints.contains(where: { $0 is NSAutoresizingMaskLayoutConstraint }) {
            text += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        text += "(\n"
        text += constraints.map { "    \"" + $0.description + "\"" }.joined(separator: ",\n")
        text += "\n)\n\n"
        text += "Will attempt to recover by breaking constraint \n"
        text += broken.description + "\n\n"
        text += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        text += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        write(text)
    }
}
