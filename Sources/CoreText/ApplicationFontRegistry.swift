import CoreGraphics
import Foundation

/// The fonts an app registered for its process (with `CTFontManagerRegisterFontsForURL(_:_:_:)`,
/// `CTFontManagerRegisterGraphicsFont(_:_:)` or, in UIKit, its `UIAppFonts`), and their installation
/// into fontconfig's application fonts.
///
/// Registration validates and records a font and posts ``kCTFontManagerRegisteredFontsChangedNotification``;
/// the text engine then calls ``installInFontconfig()`` (it owns the moment fontconfig loads its
/// configuration, which must come after OpenUIKit's `fonts.conf` is chosen). Thread-safe: one lock guards
/// the state, and nothing is called back while it is held.
package final class ApplicationFontRegistry: @unchecked Sendable {
    /// The process's registry.
    package static let shared = ApplicationFontRegistry()

    /// One registered face, as the text engine lists it.
    package struct Face: Hashable, Sendable {
        package var familyName: String
        package var styleName: String
        package var postScriptName: String
    }

    /// One registered file (a graphics font is written to a private file first).
    private struct Registration {
        var path: String
        var faces: [OpenTypeFace]
        /// The graphics font this file was written for (the file is deleted on unregistration).
        var graphicsFont: ObjectIdentifier?
    }

    private let lock = NSLock()
    private var registrations: [Registration] = []
    /// Paths added to fontconfig's current configuration.
    private var installed: Set<String> = []
    /// A file was unregistered since the last installation: fontconfig cannot drop one application
    /// font, so the next installation clears them and adds the remaining ones again.
    private var needsReinstall = false
    /// Where graphics fonts are written, created on first use.
    private var graphicsFontDirectory: URL?

    private init() {}

    private func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Every face registered now, in registration order.
    /// - Complexity: O(registered faces).
    package var faces: [Face] {
        withLock {
            registrations.flatMap { registration in
                registration.faces.map {
                    Face(familyName: $0.familyName, styleName: $0.styleName, postScriptName: $0.postScriptName ?? $0.familyName)
                }
            }
        }
    }

    /// Brings fontconfig's application fonts up to date with the registrations. Returns whether the
    /// configuration changed (the caller then tells its font map).
    /// - Complexity: O(registered files) fontconfig scans when a file was removed, else O(new files).
    package func installInFontconfig() -> Bool {
        withLock {
            var changed = false
            if needsReinstall {
                FontconfigApplicationFonts.removeAll()
                installed.removeAll()
                needsReinstall = false
                changed = true
            }
            for registration in registrations where !installed.contains(registration.path) {
                if FontconfigApplicationFonts.add(path: registration.path) {
                    installed.insert(registration.path)
                    changed = true
                }
            }
            return changed
        }
    }

    // MARK: - Registering files

    /// Registers the font file at `url`: the outcome is an error code and its reason, or nil on success.
    func register(fileAt url: URL) -> (CTFontManagerError, String)? {
        guard url.isFileURL else { return (.invalidFilePath, "“\(url.absoluteString)” is not a file URL.") }
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return (.fileNotFound, "The file “\(path)” does not exist.")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return (.insufficientPermissions, "The file “\(path)” cannot be read.")
        }
        let faces: [OpenTypeFace]
        do {
            faces = try OpenTypeFace.faces(in: data)
        } catch {
            return (.invalidFontData, "The file “\(path)” does not contain valid font data: \(error).")
        }
        return withLock {
            if registrations.contains(where: { $0.path == path }) {
                return (.alreadyRegistered, "The file “\(path)” has already been registered in the process scope.")
            }
            if let clash = firstClash(faces) {
                return (.duplicatedName, "A font named “\(clash.name)” in “\(path)” is already registered from “\(clash.path)”.")
            }
            registrations.append(Registration(path: path, faces: faces))
            return nil
        }
    }

    /// Unregisters the font file at `url`, or says why not.
    func unregister(fileAt url: URL) -> (CTFontManagerError, String)? {
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        return withLock {
            guard let index = registrations.firstIndex(where: { $0.path == path && $0.graphicsFont == nil }) else {
                return (.notRegistered, "The file “\(path)” is not registered.")
            }
            registrations.remove(at: index)
            needsReinstall = installed.contains(path) || needsReinstall
            return nil
        }
    }

    // MARK: - Registering graphics fonts

    /// Registers a graphics font by writing its data to a private file: the outcome is an error code and
    /// its reason, or nil on success.
    func register(graphicsFont font: CGFont) -> (CTFontManagerError, String)? {
        withLock {
            if registrations.contains(where: { $0.graphicsFont == ObjectIdentifier(font) }) {
                return (.alreadyRegistered, "The font \(font) is already registered.")
            }
            if let clash = firstClash([font.face]) {
                return (.alreadyRegistered, "A font named “\(clash.name)” is already registered from “\(clash.path)”.")
            }
            do {
                let directory = try privateDirectory()
                let name = (font.postScriptName ?? "font").filter { $0.isLetter || $0.isNumber || $0 == "-" }
                let file = directory.appendingPathComponent("\(name)-\(UUID().uuidString).font")
                try font.data.write(to: file)
                registrations.append(Registration(path: file.path, faces: [font.face], graphicsFont: ObjectIdentifier(font)))
                return nil
            } catch {
                return (.registrationFailed, "The font data of \(font) could not be written to a file: \(error).")
            }
        }
    }

    /// Unregisters a graphics font and deletes its private file, or says why not.
    func unregister(graphicsFont font: CGFont) -> (CTFontManagerError, String)? {
        withLock {
            guard let index = registrations.firstIndex(where: { $0.graphicsFont == ObjectIdentifier(font) }) else {
                return (.notRegistered, "The font \(font) is not registered.")
            }
            let path = registrations.remove(at: index).path
            needsReinstall = installed.contains(path) || needsReinstall
            try? FileManager.default.removeItem(atPath: path)
            return nil
        }
    }

    // MARK: - Helpers

    /// The first registered face that shares a PostScript name with one of `faces` (caller holds the lock).
    private func firstClash(_ faces: [OpenTypeFace]) -> (name: String, path: String)? {
        let names = Set(faces.compactMap(\.postScriptName))
        for registration in registrations {
            for face in registration.faces {
                if let name = face.postScriptName, names.contains(name) { return (name, registration.path) }
            }
        }
        return nil
    }

    /// The per-process directory that holds graphics fonts' files (caller holds the lock).
    private func privateDirectory() throws -> URL {
        if let graphicsFontDirectory { return graphicsFontDirectory }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("OpenUIKit-fonts-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        graphicsFontDirectory = directory
        return directory
    }
}
