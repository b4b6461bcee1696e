import CPango
import CoreText
import Foundation

/// Fonts the app registers (Core Text's font manager, `UIAppFonts`): fontconfig's application fonts in
/// the configuration pango reads, and the caches that depend on which fonts exist.
extension PangoTextBackend {
    /// Called after Core Text registered or unregistered fonts: installs them in fontconfig, tells pango's
    /// font map that its configuration changed, and forgets the face list, font metrics and laid-out
    /// texts (a family that fell back before may now resolve to the new font).
    /// - Complexity: O(cached layouts); fontconfig reads the new files on the next layout.
    func applicationFontsChanged() {
        locked {
            if ApplicationFontRegistry.shared.installInFontconfig() {
                pango_fc_font_map_config_changed(OpaquePointer(fontMap))
            }
            cachedFaces = nil
            metricsCache.removeAll()
            layoutCache.removeAll()
        }
    }

    /// Gives faces that come from registered files their real PostScript names (name ID 6, the name
    /// `UIFont(name:size:)` is called with: `"Inconsolata"` for the face whose family and style would
    /// otherwise make it `"Inconsolata-Medium"`), matched by family and style.
    /// - Complexity: O(faces + registered faces).
    func applyRegisteredPostScriptNames(to faces: inout [FontFaceInfo]) {
        func key(_ family: String, _ style: String) -> String {
            (family + "\u{0}" + style).lowercased().filter { $0 != " " }
        }
        var names: [String: String] = [:]
        for face in ApplicationFontRegistry.shared.faces { names[key(face.familyName, face.styleName)] = face.postScriptName }
        guard !names.isEmpty else { return }
        for index in faces.indices {
            if let name = names[key(faces[index].family, faces[index].faceName)] { faces[index].postScriptName = name }
        }
    }
}
