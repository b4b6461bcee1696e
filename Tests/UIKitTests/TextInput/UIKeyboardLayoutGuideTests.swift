import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// `UIView.keyboardLayoutGuide` on a desktop: where iOS puts it while no keyboard is shown.
@MainActor
struct UIKeyboardLayoutGuideTests {
    @Test func guideSitsAtTheBottomWithTheSafeAreasHeight() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), scale: 1)
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(button)
        let guide = controller.view.keyboardLayoutGuide
        NSLayoutConstraint.activate([
            button.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -8),
            button.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
        host.show(controller)
        host.renderFrame()
        #expect(guide === controller.view.keyboardLayoutGuide)
        #expect(guide.identifier == "UIViewKeyboardLayoutGuide" && guide.owningView === controller.view)
        #expect(!guide.followsUndockedKeyboard && guide.usesBottomSafeArea)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 446, width: 320, height: 34))
        #expect(button.frame.maxY == 438)
        // Without the bottom safe area the guide is a zero-height line at the bottom edge.
        guide.usesBottomSafeArea = false
        host.renderFrame()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 480, width: 320, height: 0))
        #expect(button.frame.maxY == 472)
    }
}
