import Testing
import Foundation
@testable import UIKit

/// The Gallery's PNG mode, run as a new user runs it (`Gallery --png DIR --scene NAME`, the executable
/// `swift build --build-tests` builds next to the tests): a scene whose animations run forever is pictured
/// after they have run a while (its demonstration), not at t = 0.
@MainActor
struct GalleryPNGTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theAnimationScenesPictureShowsItsAnimationsPartWay() throws {
        let binary = Self.packageRoot.appendingPathComponent(".build/debug/Gallery")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the Gallery: swift build --build-tests")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-png-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--png", directory.path, "--scene", "animation"]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let image = try #require(UIImage(contentsOfFile: directory.appendingPathComponent("animation.png").path)?.cgImage)
        // The linear lane's blue dot (systemBlue) runs from x 126 to 326 (points) over 1.6 s on the lane at
        // y 160: after 0.8 s it is half way, and its start is bare track.
        let blue = Pixel(r: 0, g: 122, b: 255)
        #expect(image.pixel(atPoint: CGPoint(x: 226, y: 160), scale: 2).isClose(to: blue, tolerance: 10))
        #expect(!image.pixel(atPoint: CGPoint(x: 126, y: 160), scale: 2).isClose(to: blue, tolerance: 60))
    }
}
