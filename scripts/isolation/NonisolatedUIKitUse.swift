// Touches UIKit from nonisolated code, as Swift 5-era iOS code does. scripts/check-isolation.sh type-checks
// this file against the built UIKit module: in Swift 5 mode it must compile without a diagnostic (UIKit's
// classes are `@preconcurrency @MainActor`, as Apple's Objective-C imports are); in Swift 6 mode every marked
// line must be diagnosed, and with warnings as errors (the project's rule) the file must not compile.
import UIKit

func makeBadge() -> UIView {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))  // expect: initializer 'init(frame:)'
    badge.backgroundColor = .red  // expect: property 'backgroundColor'
    badge.layoutIfNeeded()  // expect: instance method 'layoutIfNeeded()'
    return badge
}

func makeTitle() -> UILabel {
    let label = UILabel()  // expect: initializer 'init()'
    label.text = "Title"  // expect: property 'text'
    return label
}

final class Tracker: UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

func watch(_ scrollView: UIScrollView, with tracker: Tracker) {
    scrollView.delegate = tracker  // expect: property 'delegate'
}
