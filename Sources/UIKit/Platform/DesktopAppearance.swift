import Foundation

/// The desktop's light/dark preference, read from the freedesktop settings portal
/// (`org.freedesktop.portal.Settings.Read("org.freedesktop.appearance", "color-scheme")`: 0 no
/// preference, 1 prefer dark, 2 prefer light) with the command-line D-Bus tools when present — `gdbus`
/// (GLib) first, then `busctl` (systemd) — so OpenUIKit needs no D-Bus library. Missing tools, no portal
/// or no session bus fall back silently to light. `OPENUIKIT_APPEARANCE=light|dark` overrides it.
/// The SDL host asks at start and then every two seconds, off the main thread. Not public API.
enum DesktopAppearance {
    /// The style a portal answer asks for: dark for 1, light for 2 or 0, nil when it is not an answer.
    /// Accepts `gdbus`'s `(<<uint32 1>>,)` and `busctl`'s `v v u 1` / `v u 1` forms.
    /// - Complexity: O(answer length).
    static func style(fromPortalAnswer answer: String) -> UIUserInterfaceStyle? {
        let trimmed = answer.trimmingCharacters(in: .whitespacesAndNewlines)
        let value: Substring?
        if let range = trimmed.range(of: "uint32 ") {
            value = trimmed[range.upperBound...].prefix { $0.isNumber }
        } else if trimmed.hasPrefix("v"), let last = trimmed.split(separator: " ").last, trimmed.contains(" u ") {
            value = last
        } else {
            value = nil
        }
        guard let value, let number = Int(value) else { return nil }
        return number == 1 ? .dark : .light
    }

    /// The commands tried, in order.
    static let commands: [[String]] = [
        ["gdbus", "call", "--session", "--dest", "org.freedesktop.portal.Desktop", "--object-path",
         "/org/freedesktop/portal/desktop", "--method", "org.freedesktop.portal.Settings.Read",
         "org.freedesktop.appearance", "color-scheme"],
        ["busctl", "--user", "call", "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
         "org.freedesktop.portal.Settings", "Read", "ss", "org.freedesktop.appearance", "color-scheme"],
    ]

    /// Asks the portal (blocking, at most about a second per tool); nil when no tool answered.
    static func readPreference() -> UIUserInterfaceStyle? {
        for command in commands {
            guard let tool = executable(named: command[0]) else { continue }
            let process = Process()
            process.executableURL = tool
            process.arguments = Array(command.dropFirst())
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { continue }
            let deadline = Date().addingTimeInterval(1)
            while process.isRunning, Date() < deadline { usleep(10_000) }
            if process.isRunning { process.terminate(); continue }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            if process.terminationStatus == 0, let text = String(data: data, encoding: .utf8),
               let style = style(fromPortalAnswer: text) {
                return style
            }
        }
        return nil
    }

    /// Reads the preference on `queue` now and every two seconds, applying a change on the main thread.
    static func poll(on queue: DispatchQueue) {
        queue.async {
            if let style = readPreference() {
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { if HostAppearance.style != style { HostAppearance.style = style } }
                }
            }
            queue.asyncAfter(deadline: .now() + 2) { poll(on: queue) }
        }
    }

    /// The tool's path on `PATH`, if it is there.
    private static func executable(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
