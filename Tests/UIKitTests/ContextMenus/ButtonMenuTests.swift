import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct ButtonMenuTests {
    private func makeButton(_ configure: (UIButton) -> Void) -> (HeadlessHost, UIWindow, UIButton) {
        let host = HeadlessHost()
        let controller = UIViewController()
        let button = UIButton(type: .system)
        button.setTitle("Options", for: .normal)
        button.frame = CGRect(x: 40, y: 100, width: 120, height: 44)
        configure(button)
        controller.view.addSubview(button)
        let window = host.show(controller)
        host.renderFrame()
        return (host, window, button)
    }

    @Test func menuAsPrimaryActionOpensOnTouchDownAndChoosingReportsTheButton() throws {
        var ran: [String] = []
        var sender: Any?
        let (host, window, button) = makeButton { button in
            button.menu = UIMenu(children: [UIAction(title: "Small") { action in ran.append("Small"); sender = action.sender },
                                            UIAction(title: "Large") { _ in ran.append("Large") }])
            button.showsMenuAsPrimaryAction = true
            button.addAction(UIAction { _ in ran.append("menuActionTriggered") }, for: .menuActionTriggered)
            button.addAction(UIAction { _ in ran.append("touchUpInside") }, for: .touchUpInside)
        }
        #expect(button.isContextMenuInteractionEnabled)
        host.touchDown(at: CGPoint(x: 100, y: 122))
        #expect(ran == ["menuActionTriggered"])
        let container = try #require(menuContainer(in: window))
        #expect(container.backdrop == nil, "a button's menu does not dim")
        #expect(button.contextMenuInteraction?.menuAppearance == .compact)
        #expect(container.platter?.frame.minY == CGFloat(144 + 8), "hangs 8 points below the button")
        host.touchUp(at: CGPoint(x: 100, y: 122))
        host.advance(by: 0.3)
        host.tap(at: try #require(rowCenter("Small", in: window)))
        host.advance(by: 0.3)
        #expect(ran == ["menuActionTriggered", "Small"])
        #expect(sender as? UIButton === button)
    }

    @Test func withoutPrimaryActionATapTracksAndALongPressOpens() throws {
        var ran: [String] = []
        let (host, window, _) = makeButton { button in
            button.menu = UIMenu(children: [UIAction(title: "Small") { _ in ran.append("Small") }])
            button.addAction(UIAction { _ in ran.append("touchUpInside") }, for: .touchUpInside)
        }
        host.tap(at: CGPoint(x: 100, y: 122))
        #expect(ran == ["touchUpInside"])
        #expect(menuContainer(in: window) == nil)
        longPress(host, at: CGPoint(x: 100, y: 122))
        #expect(menuContainer(in: window) != nil)
        #expect(ran == ["touchUpInside"], "the long press cancels the tap")
    }

    @Test func popUpButtonShowsAndMovesTheSelection() throws {
        let small = UIAction(title: "Small") { _ in }
        let large = UIAction(title: "Large") { _ in }
        let (host, window, button) = makeButton { button in
            button.showsMenuAsPrimaryAction = true
            button.changesSelectionAsPrimaryAction = true
            button.menu = UIMenu(children: [small, large])
        }
        #expect(small.state == .on, "a pop-up button selects its first element")
        #expect(button.currentTitle == "Small")
        host.tap(at: CGPoint(x: 100, y: 122))
        host.advance(by: 0.3)
        #expect(menuContainer(in: window)?.platter?.rows.first?.checkmarkView.isHidden == false)
        host.tap(at: try #require(rowCenter("Large", in: window)))
        host.advance(by: 0.3)
        #expect(large.state == .on && small.state == .off)
        #expect(button.currentTitle == "Large")
        #expect(!button.isSelected, "a pop-up button does not toggle its own selection")
    }
}
