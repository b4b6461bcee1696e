import Foundation

extension UIFont {
    /// The font called `fontName` at `fontSize` points, or `nil` when no installed face has that name
    /// (as on iOS).
    ///
    /// Accepted names, case-insensitive: a family (`"Inter"`, `"DejaVu Sans"`: its regular face), a
    /// PostScript-style name `Family-Face` without spaces (`"Inter-SemiBold"`, `"DejaVuSans-Bold"`,
    /// `"DejaVuSansMono-Oblique"`), and, as a documented addition, Apple's system names and common iOS
    /// families that do not exist on Linux, which give the system font at the weight their suffix
    /// names: `.SFUI-Semibold`, `SFProText-Bold`, `SF Pro Display`, `HelveticaNeue-Medium`,
    /// `Helvetica-Bold`, `Arial-BoldMT`, `Avenir-Heavy`...
    ///
    /// - Complexity: O(installed faces) on the first call per name; faces are listed once per process.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let descriptor = UIFont.resolve(name: fontName, size: UIFont.sanitizedSize(fontSize)) else {
            return nil
        }
        self.init(descriptor: descriptor)
    }

    static var familyNamesImplementation: [String] {
        Array(Set(PangoTextBackend.shared.faces.map(\.family))).sorted()
    }

    static func fontNamesImplementation(forFamilyName familyName: String) -> [String] {
        PangoTextBackend.shared.faces
            .filter { $0.family.caseInsensitiveCompare(familyName) == .orderedSame }
            .map(\.postScriptName)
            .sorted()
    }

    /// Families that iOS code names but Linux lacks: they map to the system font.
    static let systemAliases: Set<String> = [
        ".sfui", ".sfuitext", ".sfuidisplay", "sfui", "sfprotext", "sfprodisplay", "sfpro", "sanfrancisco",
        "helvetica", "helveticaneue", "arial", "arialmt", "avenir", "avenirnext", ".applesystemuifont",
        "system",
    ]

    /// Weight words in face names, longest first so that "semibold" wins over "bold".
    static let weightWords: [(word: String, weight: Weight)] = [
        ("ultralight", .ultraLight), ("extralight", .thin), ("semibold", .semibold), ("demibold", .semibold),
        ("extrabold", .heavy), ("ultrabold", .heavy), ("regular", .regular), ("medium", .medium),
        ("light", .light), ("heavy", .heavy), ("black", .black), ("thin", .thin), ("bold", .bold),
        ("roman", .regular), ("book", .regular),
    ]

    static func resolve(name: String, size: Double) -> Descriptor? {
        let key = name.lowercased().filter { $0 != " " }
        guard !key.isEmpty else { return nil }
        for face in PangoTextBackend.shared.faces {
            let family = face.family.lowercased().filter { $0 != " " }
            let matchesFamilyOnly = key == family && face.isRegular
            if matchesFamilyOnly || key == face.postScriptName.lowercased() {
                return Descriptor(
                    kind: .named(family: face.family, postScriptName: face.postScriptName),
                    size: size, openTypeWeight: face.openTypeWeight, italic: face.italic
                )
            }
        }
        let parts = key.split(separator: "-", maxSplits: 1).map(String.init)
        guard let family = parts.first, systemAliases.contains(family) else { return nil }
        var suffix = parts.count > 1 ? parts[1] : ""
        if suffix.hasSuffix("mt") { suffix.removeLast(2) }
        let italic = suffix.contains("italic") || suffix.contains("oblique")
        var weight = Weight.regular
        for entry in weightWords where suffix.contains(entry.word) {
            weight = entry.weight
            break
        }
        return Descriptor(kind: .system, size: size, openTypeWeight: weight.nearestNamed.openType, italic: italic)
    }
}
