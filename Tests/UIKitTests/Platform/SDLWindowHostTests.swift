import Testing
import Foundation
@_spi(OpenUIKitHost) @testable import UIKit

/// The window path end to end: SDL's `dummy` video driver (no X server), events pushed through SDL's own
/// queue, converted by the host and delivered to views as touches, wheel scrolls and key presses.
@MainActor
@Suite(.serialized)
struct SDLWindowHostTests {
    final class InputView: UIView {
        var log: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            let p = touches.first!.location(in: self)
            log.append("began \(Int(p.x)),\(Int(p.y)) \(touches.first!.type == .indirectPointer ? "pointer" : "finger")")
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            let p = touches.first!.location(in: self)
            log.append("moved \(Int(p.x)),\(Int(p.y))")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let key = presses.first!.key!
            log.append("key \(key.characters) \(key.keyCode == .keyboardA ? "A" : "?") \(key.modifierFlags.contains(.shift) ? "shift" : "")")
        }
    }

    @Test func mouseWheelAndKeysReachTheViewsThroughSDLsQueue() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let host = try #require(SDLWindowHost(title: "test", size: CGSize(width: 200, height: 100), scale: 2))
        #expect(host.videoDriver == "dummy")
        let vc = UIViewController()
        let target = InputView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        vc.view.addSubview(target)
        host.show(vc)
        var wheel: [String] = []
        HostInput.wheelRouter = { dx, dy, point, _ in
            wheel.append("wheel \(Int(dx)),\(Int(dy)) at \(Int(point.x)),\(Int(point.y))")
            return true
        }
        defer { HostInput.wheelRouter = nil }

        // Pixels: the window is 2x, so pixel (60, 40) is point (30, 20), i.e. (10, 10) in the view.
        host.pushRaw(.mouseDown(x: 60, y: 40, button: 1, clicks: 1, timestamp: 0))
        host.pushRaw(.mouseMoved(x: 80, y: 40, buttons: 1, timestamp: 0))
        host.pushRaw(.mouseUp(x: 80, y: 40, button: 1, timestamp: 0))
        host.pushRaw(.wheel(dx: 0, dy: -3, mouseX: 0, mouseY: 0, timestamp: 0))
        host.step()
        #expect(target.log == ["began 10,10 pointer", "moved 20,10", "ended"])
        #expect(wheel.count == 1)
        #expect(wheel.first?.hasPrefix("wheel 0,-120") == true)

        #expect(target.becomeFirstResponder())
        host.pushRaw(.keyDown(keycode: 97, scancode: 4, modifiers: 0x0001, isRepeat: false, timestamp: 0))
        host.pushRaw(.keyUp(keycode: 97, scancode: 4, modifiers: 0x0001, timestamp: 0))
        host.step()
        #expect(target.log.last == "key A A shift")
        target.resignFirstResponder()
        host.stop()
    }
}
