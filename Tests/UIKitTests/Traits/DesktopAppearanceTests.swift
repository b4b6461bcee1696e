import Testing
@testable import UIKit

/// Expected values: the freedesktop settings portal's `org.freedesktop.appearance color-scheme` key
/// (0 no preference, 1 prefer dark, 2 prefer light) as `gdbus call` and `busctl call` print it.
@Suite("Desktop appearance preference")
struct DesktopAppearanceTests {
    @Test("portal answers in gdbus's and busctl's forms")
    func parsesAnswers() {
        #expect(DesktopAppearance.style(fromPortalAnswer: "(<<uint32 1>>,)\n") == .dark)
        #expect(DesktopAppearance.style(fromPortalAnswer: "(<<uint32 2>>,)") == .light)
        #expect(DesktopAppearance.style(fromPortalAnswer: "(<<uint32 0>>,)") == .light)
        #expect(DesktopAppearance.style(fromPortalAnswer: "v v u 1\n") == .dark)
        #expect(DesktopAppearance.style(fromPortalAnswer: "v u 2") == .light)
        #expect(DesktopAppearance.style(fromPortalAnswer: "Error: GDBus.Error:org.freedesktop.DBus.Error.ServiceUnknown") == nil)
        #expect(DesktopAppearance.style(fromPortalAnswer: "") == nil)
    }
}
