@_spi(OpenUIKitHost) import UIKit
import UIKitTesting
import Foundation

// The Gallery: every scene in a window when a display is available (Ctrl+→ / Ctrl+← switch scenes; plain
// keys go to the scene, so arrows, Page Up/Down, space and Home/End scroll what is under the pointer or was
// clicked), otherwise each scene written to a PNG file in a folder printed at the end.
//
//     swift run Gallery                      # window if $DISPLAY works, else PNGs
//     swift run Gallery --png [DIR]          # PNGs only
//     swift run Gallery --scale 2 --scene foundation

var arguments = Array(CommandLine.arguments.dropFirst())
var pngOnly = false
var outputDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("gallery-output")
var scale: CGFloat = 2
var windowScale: CGFloat?          // nil: the scale the display reports
var onlyScene: String?
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--png":
        pngOnly = true
        if let next = arguments.first, !next.hasPrefix("--") { outputDirectory = URL(fileURLWithPath: arguments.removeFirst()) }
    case "--scale":
        if let value = arguments.first.flatMap(Double.init) { scale = CGFloat(value); windowScale = CGFloat(value); arguments.removeFirst() }
    case "--scene":
        onlyScene = arguments.first
        if !arguments.isEmpty { arguments.removeFirst() }
    default:
        FileHandle.standardError.write(Data("usage: Gallery [--png [DIR]] [--scale N] [--scene NAME]\n".utf8))
        exit(2)
    }
}

let scenes = GalleryScene.all.filter { onlyScene == nil || $0.name == onlyScene }
let screenSize = CGSize(width: 390, height: 844)

@MainActor
func writePNGs() {
    for scene in scenes {
        let host = HeadlessHost(size: screenSize, scale: scale, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        host.show(scene.make())
        if let demonstrate = scene.demonstrate {
            // A scene that animates forever never becomes idle: its demonstration lets the animations run.
            if !scene.animatesContinuously { host.runUntilIdle() }
            demonstrate(host)
            if !scene.animatesContinuously { host.runUntilIdle() }
        }
        // Both appearances: the scene as shown, then (issue 14) the same screen after the system switches to
        // dark mode, as `NAME-dark.png`.
        for dark in [false, true] {
            if dark {
                host.userInterfaceStyle = .dark
                if scene.animatesContinuously { host.renderFrame() } else { host.runUntilIdle() }
            }
            let url = outputDirectory.appendingPathComponent("\(scene.name)\(dark ? "-dark" : "").png")
            do {
                try host.writePNG(to: url)
                print("wrote \(url.path)  (\(scene.title)\(dark ? ", dark" : ""))")
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                exit(1)
            }
        }
    }
    print("Gallery scenes are in \(outputDirectory.path)")
}

@MainActor
func runWindow() -> Bool {
    guard ProcessInfo.processInfo.environment["DISPLAY"] != nil || ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] != nil,
          let host = SDLWindowHost(title: "OpenUIKit Gallery", size: screenSize, scale: windowScale) else { return false }
    var index = 0
    var window: UIWindow?
    func present(_ i: Int) {
        if let window { host.close(window) }
        window = host.show(scenes[i].make())
        host.setTitle("OpenUIKit Gallery — \(scenes[i].title)  (\(i + 1)/\(scenes.count), Ctrl+←/→ switch scenes)")
    }
    present(index)
    host.onKeyDown = { key in
        guard key.modifierFlags.contains(.control) else { return false }
        switch key.keyCode {
        case .keyboardRightArrow: index = (index + 1) % scenes.count
        case .keyboardLeftArrow: index = (index + scenes.count - 1) % scenes.count
        default: return false
        }
        present(index)
        return true
    }
    print("Gallery: showing \(scenes.count) scene(s) in a window (\(host.videoDriver)); close it to quit")
    host.run()
    return true
}

if scenes.isEmpty {
    FileHandle.standardError.write(Data("Gallery: no scene named \(onlyScene ?? "")\n".utf8))
    exit(2)
}
if pngOnly || !runWindow() { writePNGs() }
