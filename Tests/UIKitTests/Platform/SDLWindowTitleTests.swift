import Testing
import Foundation
@_spi(OpenUIKitHost) @testable import UIKit

extension SDLWindowHostTests {
    /// X11 takes window titles in the C library's locale: `WM_NAME` is converted from it and SDL sets
    /// `_NET_WM_NAME` (UTF-8) only when the conversion succeeds. A process never calls `setlocale`
    /// on its own, so it runs in the "C" locale (ASCII) and a title with "—" or arrows came out as
    /// mojibake. Opening a window selects a UTF-8 character type (the environment's, else C.UTF-8).
    /// Under X11 (Xvfb) `xprop` shows both properties in UTF-8.
    @Test func openingAWindowSelectsAUTF8CharacterTypeForTitles() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        setlocale(LC_CTYPE, "C")
        #expect(String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8")
        let host = try #require(SDLWindowHost(title: "Gallery — ←/→", size: CGSize(width: 100, height: 100), scale: 1))
        #expect(String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8")
        host.setTitle("OpenUIKit Gallery — Seed 001  (Ctrl+←/→)")
        #expect(host.title == "OpenUIKit Gallery — Seed 001  (Ctrl+←/→)")
        host.stop()
    }
}
