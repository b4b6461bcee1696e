import Foundation

/// The process's cache of laid-out texts, for hosts and benchmarks that measure text work cold. Not public
/// API.
@_spi(OpenUIKitHost)
public enum TextLayoutCacheAccess {
    /// Drops every cached layout, so the next measurement or drawing of any text lays it out again.
    /// - Complexity: O(cached layouts).
    public static func removeAll() {
        PangoTextBackend.shared.locked { PangoTextBackend.shared.layoutCache.removeAll() }
    }

    /// The number of cached layouts.
    public static var count: Int {
        PangoTextBackend.shared.locked { PangoTextBackend.shared.layoutCache.count }
    }

    /// The number of cached layouts of `text` (in any colour, width or line limit), so a test of one view's
    /// text is not disturbed by other windows of the process laying out theirs.
    /// - Complexity: O(cached layouts).
    public static func count(of text: String) -> Int {
        let utf16 = Array(text.utf16)
        return PangoTextBackend.shared.locked { PangoTextBackend.shared.layoutCache.count(ofText: utf16) }
    }
}
