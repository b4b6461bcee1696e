internal import CFontconfig
import Foundation

/// The only place that calls fontconfig: the application-font set of the current fontconfig configuration,
/// which pango's font map reads.
///
/// The current configuration is the one fontconfig loads on first use; OpenUIKit's text engine points
/// fontconfig at its own `fonts.conf` before that, and only asks for these calls afterwards (see
/// ``ApplicationFontRegistry/installInFontconfig()``), so registered fonts land in that configuration.
enum FontconfigApplicationFonts {
    /// Adds the font file at `path` (every face of a collection) to the current configuration's
    /// application fonts. Returns whether fontconfig accepted it.
    static func add(path: String) -> Bool {
        FcConfigAppFontAddFile(nil, path) != 0
    }

    /// Removes every application font from the current configuration.
    static func removeAll() {
        FcConfigAppFontClear(nil)
    }
}
