import Foundation

/// Which gesture recognizers of other views a control refuses (UIKit: "controls beat parent gesture
/// recognizers for their default gesture", reference §2.5). Not public API.
///
/// The recognizer subclasses live in the gesture system; the checks go by class name and read the tap
/// counts reflectively, so controls do not depend on the gesture files.
@MainActor
enum ControlGestureArbitration {
    /// Whether `recognizer` is a single-finger single tap (`UITapGestureRecognizer` with one tap and one
    /// touch required, or a subclass of it).
    static func isSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard isKind(recognizer, named: "UITapGestureRecognizer") else { return false }
        return intValue(recognizer, "numberOfTapsRequired") ?? 1 == 1 && intValue(recognizer, "numberOfTouchesRequired") ?? 1 == 1
    }

    /// Whether `recognizer` is a pan or swipe (the gestures a slider's or switch's thumb wins).
    static func isPanOrSwipe(_ recognizer: UIGestureRecognizer) -> Bool {
        isKind(recognizer, named: "UIPanGestureRecognizer") || isKind(recognizer, named: "UISwipeGestureRecognizer")
    }

    /// Whether `object`'s class or a superclass is named `name`.
    private static func isKind(_ object: AnyObject, named name: String) -> Bool {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if String(describing: current.subjectType) == name { return true }
            mirror = current.superclassMirror
        }
        return false
    }

    /// A stored integer property of `object` (also stored as `…Storage`), found by reflection.
    private static func intValue(_ object: AnyObject, _ name: String) -> Int? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == name || child.label == name + "Storage" || child.label == "_" + name {
                if let value = child.value as? Int { return value }
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}
