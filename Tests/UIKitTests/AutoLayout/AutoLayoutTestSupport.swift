import Testing
import UIKitTesting
@testable import UIKit

/// A 320×480 root view (translating its mask, so its autoresizing constraints fix its size) with `count`
/// subviews that do not translate their masks.
@MainActor
func makeConstraintScene(_ count: Int = 1) -> (root: UIView, views: [UIView]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var views: [UIView] = []
    for _ in 0..<count {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        views.append(v)
    }
    return (root, views)
}

/// Captures Auto Layout's console messages while `body` runs.
@MainActor
func capturingAutoLayoutLog(_ body: () -> Void) -> [String] {
    var messages: [String] = []
    let previous = AutoLayoutLog.sink
    AutoLayoutLog.sink = { messages.append($0) }
    defer { AutoLayoutLog.sink = previous }
    body()
    return messages
}
