import Testing
import UIKitTesting
@testable import UIKit

/// Keyboard scrolling as on iPadOS with a hardware keyboard: keys scroll the focused scroll view, or,
/// while nothing has focus, the innermost scrollable view under the pointer; a click into a list
/// focuses it; keys a view cannot use travel to the scroll views around it.
@MainActor
@Suite("Keyboard scrolling: focus and the pointer")
struct ScrollKeyboardFocusTests {
    /// Two scroll views side by side (each 195×844, content 5000 tall), the right one holding a
    /// horizontal strip (content 2000 wide) near its top.
    @MainActor
    final class Scene {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = UIViewController()
        let left = UIScrollView(frame: CGRect(x: 0, y: 0, width: 195, height: 844))
        let right = UIScrollView(frame: CGRect(x: 195, y: 0, width: 195, height: 844))
        let strip = UIScrollView(frame: CGRect(x: 0, y: 100, width: 195, height: 120))

        init() {
            host.show(controller)
            left.contentSize = CGSize(width: 195, height: 5000)
            right.contentSize = CGSize(width: 195, height: 5000)
            strip.contentSize = CGSize(width: 2000, height: 120)
            right.addSubview(strip)
            controller.view.addSubview(left)
            controller.view.addSubview(right)
            UIResponder.firstResponderStorage?.resignFirstResponder()
            host.renderFrame()
        }

        func press(_ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) {
            host.press(UIKey(keyCode: code, characters: code == .keyboardSpacebar ? " " : "", modifierFlags: flags))
            host.runUntilIdle()
        }
    }

    @Test("Without focus, keys scroll the scroll view under the pointer")
    func pointerTarget() {
        let scene = Scene()
        #expect(UIResponder.firstResponderStorage == nil)
        scene.host.movePointer(to: CGPoint(x: 100, y: 500))
        scene.press(.keyboardPageDown)
        #expect(scene.left.contentOffset.y == CGFloat(844 - 40))
        #expect(scene.right.contentOffset.y == 0)
        scene.host.movePointer(to: CGPoint(x: 300, y: 500))
        scene.press(.keyboardDownArrow)
        #expect(scene.right.contentOffset.y == 40)
        #expect(scene.left.contentOffset.y == CGFloat(844 - 40))
        // Nothing took focus: hovering never focuses.
        #expect(UIResponder.firstResponderStorage == nil)
    }

    @Test("Keys the innermost view cannot use go to the scroll view around it")
    func nestedAxes() {
        let scene = Scene()
        scene.host.movePointer(to: CGPoint(x: 300, y: 150))   // over the horizontal strip
        scene.press(.keyboardRightArrow)
        #expect(scene.strip.contentOffset.x == 40)
        #expect(scene.right.contentOffset.y == 0)
        scene.press(.keyboardDownArrow)                         // the strip cannot scroll vertically
        #expect(scene.right.contentOffset.y == 40)
        #expect(scene.strip.contentOffset.y == 0)
        scene.press(.keyboardRightArrow, .command)              // command + arrow: to the end
        #expect(scene.strip.contentOffset.x == CGFloat(2000 - 195))
        scene.press(.keyboardDownArrow, .alternate)             // option + arrow: a page
        #expect(scene.right.contentOffset.y == CGFloat(40 + 844 - 40))
        scene.press(.keyboardUpArrow, .command)
        #expect(scene.right.contentOffset.y == 0)
        scene.press(.keyboardDownArrow, .control)               // not a scrolling key
        #expect(scene.right.contentOffset.y == 0)
    }

    @Test("A click into a list focuses it; keys then scroll it wherever the pointer is")
    func clickFocusesTheList() throws {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        UIResponder.firstResponderStorage?.resignFirstResponder()
        let controller = ListHostViewController(layout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), counts: [200])
        host.show(controller)
        let other = UIScrollView(frame: CGRect(x: 0, y: 644, width: 390, height: 200))
        other.contentSize = CGSize(width: 390, height: 3000)
        controller.view.addSubview(other)
        host.renderFrame()
        let list = try #require(controller.collectionView)
        host.click(at: CGPoint(x: 200, y: 100))
        #expect(list.isFirstResponder)
        #expect(list.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        host.movePointer(to: CGPoint(x: 200, y: 700))            // over the other scroll view
        host.press(UIKey(keyCode: .keyboardEnd, characters: ""))
        host.runUntilIdle()
        #expect(list.contentOffset.y == list.contentSize.height - 844)
        #expect(other.contentOffset.y == 0)
        // A click into the other one moves the focus there.
        host.click(at: CGPoint(x: 200, y: 700))
        #expect(other.isFirstResponder)
        host.press(UIKey(keyCode: .keyboardSpacebar, characters: " "))
        host.runUntilIdle()
        #expect(other.contentOffset.y == CGFloat(200 - 40))
        // A finger tap (not a pointer click) does not move the focus, as on iPadOS.
        host.tap(at: CGPoint(x: 200, y: 100))
        #expect(other.isFirstResponder)
        other.resignFirstResponder()
    }

    @Test("A focused scroll view that left the window no longer takes the keys")
    func focusLeavesWithTheView() {
        let scene = Scene()
        #expect(scene.right.becomeFirstResponder())
        scene.right.removeFromSuperview()
        scene.host.movePointer(to: CGPoint(x: 100, y: 500))
        scene.press(.keyboardPageDown)
        #expect(scene.left.contentOffset.y == CGFloat(844 - 40))
        #expect(scene.right.contentOffset.y == 0)
        scene.right.resignFirstResponder()
    }
}
