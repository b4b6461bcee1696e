import Testing
import Foundation
@testable import UIKitTesting
@_spi(OpenUIKitHost) @testable import UIKit

/// The iOS Simulator's two-finger emulation for a one-pointer host: holding Option (Alt) while the button
/// goes down makes two touches, the pointer's and its mirror image about the window's centre; Shift with
/// Option moves both together. Pinch, rotation and two-finger pan recognizers see two real touches.
@MainActor
@Suite(.serialized)
struct TwoFingerEmulationTests {
    /// A full-screen view with pinch, rotation and two-finger pan recognizers recording what they report.
    final class Scene: UIViewController, UIGestureRecognizerDelegate {
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        var scales: [CGFloat] = []
        var rotations: [CGFloat] = []
        var translations: [CGPoint] = []
        var touchCounts: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.isMultipleTouchEnabled = true
            pan.minimumNumberOfTouches = 2
            for recognizer in [pinch, rotation, pan] as [UIGestureRecognizer] {
                recognizer.delegate = self
                view.addGestureRecognizer(recognizer)
            }
            pinch.addAction { [unowned self] (p: UIPinchGestureRecognizer) in
                scales.append(p.scale)
                touchCounts.append(p.numberOfTouches)
            }
            rotation.addAction { [unowned self] (r: UIRotationGestureRecognizer) in rotations.append(r.rotation) }
            pan.addAction { [unowned self] (p: UIPanGestureRecognizer) in translations.append(p.translation(in: view)) }
        }

        func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
    }

    static let size = CGSize(width: 390, height: 844)
    static let centre = CGPoint(x: 195, y: 422)
    let alt = UIKey(keyCode: .keyboardLeftAlt, characters: "", modifierFlags: .alternate)
    let shift = UIKey(keyCode: .keyboardLeftShift, characters: "", modifierFlags: .shift)

    func show() -> (HeadlessHost, Scene) {
        let host = HeadlessHost(size: Self.size, scale: 1)
        let scene = Scene()
        host.show(scene)
        return (host, scene)
    }

    /// Moves the pointer (button down) through `points`, a frame apart.
    func move(_ host: HeadlessHost, through points: [CGPoint]) {
        for p in points {
            host.advance(by: host.frameDuration)
            host.touchMove(to: p)
        }
    }

    @Test("Option-drag away from the centre spreads two mirrored fingers: the pinch scale is the distance ratio")
    func optionDragPinches() throws {
        let (host, scene) = show()
        host.key(alt, isDown: true)
        host.touchDown(at: CGPoint(x: 245, y: 422))                               // mirror at (145, 422): 100 apart
        let input = host.loop.input
        #expect(input.activeTouches.count == 2)
        #expect(input.activeTouches.last?.location(in: nil) == CGPoint(x: 145, y: 422))
        move(host, through: (1...10).map { CGPoint(x: 245 + CGFloat($0) * 5, y: 422) })   // to 295: mirror at 95
        #expect(input.activeTouches.last?.location(in: nil) == CGPoint(x: 95, y: 422))
        #expect(abs((scene.scales.last ?? 0) - 2) < 1e-9, "scales \(scene.scales)")
        #expect(scene.touchCounts.allSatisfy { $0 == 2 })
        host.touchUp()
        host.key(alt, isDown: false)
        #expect(scene.pinch.state == .possible)
        #expect(input.activeTouches.isEmpty)
    }

    @Test("Option-drag around the centre turns the fingers: the rotation follows the angle")
    func optionDragRotates() {
        let (host, scene) = show()
        host.key(alt, isDown: true)
        let r: CGFloat = 60
        func at(_ angle: CGFloat) -> CGPoint { CGPoint(x: Self.centre.x + r * cos(angle), y: Self.centre.y + r * sin(angle)) }
        host.touchDown(at: at(0))
        move(host, through: (1...30).map { at(CGFloat($0) * (.pi / 2) / 30) })    // a quarter turn, clockwise on screen
        #expect(abs((scene.rotations.last ?? 0) - .pi / 2) < 0.02, "rotation \(scene.rotations.last ?? 0)")
        #expect(abs((scene.scales.last ?? 1) - 1) < 0.02)                           // the distance stays 120
        host.touchUp()
        host.key(alt, isDown: false)
    }

    @Test("Shift+Option moves both fingers together: a two-finger pan, no pinch")
    func shiftOptionPans() throws {
        let (host, scene) = show()
        host.key(alt, isDown: true)
        host.key(shift, isDown: true)
        host.touchDown(at: CGPoint(x: 245, y: 422))
        let input = host.loop.input
        move(host, through: (1...20).map { CGPoint(x: 245, y: 422 + CGFloat($0) * 5) })
        let mirror = try #require(input.activeTouches.last)
        #expect(mirror.location(in: nil) == CGPoint(x: 145, y: 522))              // moved with the pointer
        #expect(scene.scales.isEmpty)                                             // the spread never changed
        #expect(abs((scene.translations.last?.y ?? 0) - 100) < 1e-9, "\(scene.translations.last ?? .zero)")
        // Let go of Shift: the pair now mirrors about the moved centre (195, 522).
        host.key(shift, isDown: false)
        move(host, through: [CGPoint(x: 265, y: 522)])
        #expect(mirror.location(in: nil) == CGPoint(x: 125, y: 522))
        host.touchUp()
        host.key(alt, isDown: false)
    }

    @Test("Without Option the pointer is one finger: no pinch, no second touch")
    func plainDragIsOneFinger() throws {
        let (host, scene) = show()
        host.touchDown(at: CGPoint(x: 245, y: 422))
        #expect(host.loop.input.activeTouches.count == 1)
        move(host, through: (1...10).map { CGPoint(x: 245 + CGFloat($0) * 5, y: 422) })
        host.touchUp()
        #expect(scene.scales.isEmpty && scene.rotations.isEmpty && scene.translations.isEmpty)
    }

    @Test("The mirror stays inside the window")
    func mirrorIsClamped() {
        let frame = CGRect(origin: .zero, size: Self.size)
        let mirrored = HostInput.mirrored(CGPoint(x: 400, y: -20), about: Self.centre, within: frame)
        #expect(mirrored == CGPoint(x: 0, y: 843))
    }

    /// The window path: SDL's dummy driver, Alt pressed and a mouse drag pushed through SDL's queue.
    @Test("Through SDL's queue: Alt down, mouse down, move, up pinches")
    func sdlAltDragPinches() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let host = try #require(SDLWindowHost(title: "two fingers", size: CGSize(width: 200, height: 200), scale: 1))
        let scene = Scene()
        host.show(scene)
        let lalt: Int32 = 0x4000_00E2                                             // SDLK_LALT, scancode 226
        host.pushRaw(.keyDown(keycode: lalt, scancode: 226, modifiers: 0x0100, isRepeat: false, timestamp: 0))
        host.pushRaw(.mouseDown(x: 125, y: 100, button: 1, clicks: 1, timestamp: 0))   // mirror at (75, 100): 50 apart
        host.step()
        for x in stride(from: 130, through: 150, by: 5) {                         // to 150: mirror at 50, 100 apart
            host.pushRaw(.mouseMoved(x: Double(x), y: 100, buttons: 1, timestamp: 0))
            host.step()
        }
        host.pushRaw(.mouseUp(x: 150, y: 100, button: 1, timestamp: 0))
        host.pushRaw(.keyUp(keycode: lalt, scancode: 226, modifiers: 0, timestamp: 0))
        host.step()
        #expect(abs((scene.scales.last ?? 0) - 2) < 1e-9, "scales \(scene.scales)")
        #expect(scene.pinch.state == .possible)
        host.stop()
    }
}
