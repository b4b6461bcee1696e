import Testing
import Foundation
@_spi(OpenUIKitHost) @testable import UIKit

extension SDLWindowHostTests {
    /// A phone-sized screen at 2x (780×1688 pixels) does not fit SDL's dummy display (1024×768, as a
    /// 1080p screen cannot hold it either): the window keeps its scale, gets the points that fit, and
    /// sits inside the usable bounds, not off screen.
    @Test func aHiDPIWindowFitsAndIsPlacedWithinTheDisplaysUsableBounds() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let host = try #require(SDLWindowHost(title: "fit", size: CGSize(width: 390, height: 844), scale: 2))
        #expect(SDLWindow.startVideo())
        let usable = try #require(SDLWindow.usableDisplayBounds())
        #expect(host.screen.scale == 2)
        #expect(host.screen.bounds.width == 390)
        #expect(host.screen.bounds.height == ((usable.height - SDLWindowHost.titleBarAllowance) / 2).rounded(.down))
        let frame = host.windowFrameInPixels
        #expect(frame.size == CGSize(width: 780, height: host.screen.bounds.height * 2))
        #expect(usable.contains(frame))
        #expect(frame.minY >= usable.minY + SDLWindowHost.titleBarAllowance)
        // The app's window fills the fitted screen.
        let window = host.show(UIViewController())
        #expect(window.bounds.size == host.screen.bounds.size)
        host.stop()
    }

    @Test func fittingAndPlacementArithmetic() {
        // 1080p, no panels: 390×844 at 2x gets 390×520 points, centred horizontally.
        let screen = CGRect(x: 0, y: 0, width: 1920, height: 1080)
        #expect(SDLWindowHost.fittedSize(CGSize(width: 390, height: 844), scale: 2, within: screen) == CGSize(width: 390, height: 520))
        #expect(SDLWindowHost.origin(ofPixelSize: CGSize(width: 780, height: 1040), within: screen) == CGPoint(x: 570, y: 40))
        // At 1x it fits whole and is centred below the title bar allowance.
        #expect(SDLWindowHost.fittedSize(CGSize(width: 390, height: 844), scale: 1, within: screen) == CGSize(width: 390, height: 844))
        #expect(SDLWindowHost.origin(ofPixelSize: CGSize(width: 390, height: 844), within: screen) == CGPoint(x: 765, y: 138))
        // A usable area with a panel on top and a second display to the right.
        let panelled = CGRect(x: 1920, y: 32, width: 2560, height: 1408)
        #expect(SDLWindowHost.fittedSize(CGSize(width: 390, height: 844), scale: 2, within: panelled) == CGSize(width: 390, height: 684))
        let origin = SDLWindowHost.origin(ofPixelSize: CGSize(width: 780, height: 1368), within: panelled)
        #expect(panelled.contains(CGRect(origin: origin, size: CGSize(width: 780, height: 1368))))
        // Unknown bounds: as asked. The display's scale: multiples of 96 dpi.
        #expect(SDLWindowHost.fittedSize(CGSize(width: 390, height: 844), scale: 2, within: nil) == CGSize(width: 390, height: 844))
        #expect(SDLWindowHost.scale(forDPI: 96) == 1)
        #expect(SDLWindowHost.scale(forDPI: 110) == 1)
        #expect(SDLWindowHost.scale(forDPI: 192) == 2)
        #expect(SDLWindowHost.scale(forDPI: nil) == 1)
    }
}
