import Testing
import Foundation
@_spi(OpenUIKitHost) @testable import UIKit

extension SDLWindowHostTests {
    /// Steps the window (real time: the host's clock is the media clock) until `done` or 3 s pass.
    private func step(_ host: SDLWindowHost, until done: () -> Bool) {
        let deadline = Date().addingTimeInterval(3)
        while !done(), Date() < deadline {
            host.step()
            usleep(4000)
        }
    }

    /// SDL's keycode for a non-character key: its scancode with bit 30 set (SDL_SCANCODE_TO_KEYCODE).
    private func keycode(_ scancode: Int32) -> Int32 { scancode | 0x4000_0000 }

    @Test func keyboardScrollingThroughSDLsQueueFollowsThePointerAndClicks() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let host = try #require(SDLWindowHost(title: "keys", size: CGSize(width: 200, height: 100), scale: 2))
        UIResponder.firstResponderStorage?.resignFirstResponder()
        let vc = UIViewController()
        let left = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIScrollView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        for view in [left, right] {
            view.contentSize = CGSize(width: 100, height: 1000)
            vc.view.addSubview(view)
        }
        host.show(vc)
        host.step()

        // The pointer hovers (no button) over the left view: Page Down (scancode 78) scrolls it.
        host.pushRaw(.mouseMoved(x: 100, y: 100, buttons: 0, timestamp: 0))
        host.pushRaw(.keyDown(keycode: keycode(78), scancode: 78, modifiers: 0, isRepeat: false, timestamp: 0))
        host.pushRaw(.keyUp(keycode: keycode(78), scancode: 78, modifiers: 0, timestamp: 0))
        step(host) { left.contentOffset.y == 60 }
        #expect(left.contentOffset.y == 60)                     // a page (100) less 40
        #expect(right.contentOffset.y == 0)

        // A click into the right view focuses it; with the pointer back over the left one, End (77)
        // scrolls the focused right view to its bottom.
        host.pushRaw(.mouseDown(x: 300, y: 100, button: 1, clicks: 1, timestamp: 0))
        host.pushRaw(.mouseUp(x: 300, y: 100, button: 1, timestamp: 0))
        host.pushRaw(.mouseMoved(x: 100, y: 100, buttons: 0, timestamp: 0))
        host.step()
        #expect(right.isFirstResponder)
        host.pushRaw(.keyDown(keycode: keycode(77), scancode: 77, modifiers: 0, isRepeat: false, timestamp: 0))
        host.pushRaw(.keyUp(keycode: keycode(77), scancode: 77, modifiers: 0, timestamp: 0))
        step(host) { right.contentOffset.y == 900 }
        #expect(right.contentOffset.y == 900)
        #expect(left.contentOffset.y == 60)
        right.resignFirstResponder()
        host.stop()
    }
}
