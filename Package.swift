// swift-tools-version:6.0
// OpenUIKit: UIKit for Linux, in Swift. See README.md and docs/ARCHITECTURE.md.
import PackageDescription

/// Settings shared by every Swift target: Swift 6 language mode is the package default.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "OpenUIKit",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .executable(name: "Gallery", targets: ["Gallery"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        // C system modules: imported only by the files that wrap them.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),

        // Deterministic randomness for tests and benchmarks (no dependencies).
        .target(name: "SeededRandom", swiftSettings: strict),

        // Pure cores: Foundation only.
        .target(name: "DiffableData", swiftSettings: strict),
        // The XIB and storyboard reader: Foundation's XMLParser into a typed document model.
        .target(name: "InterfaceBuilder", swiftSettings: strict),
        // The asset catalog reader: Xcode's `.xcassets` folders (colour and image sets) into a typed model.
        .target(name: "AssetCatalog", swiftSettings: strict),
        .target(
            name: "ConstraintSolver",
            // Tableau invariant checks run in debug builds (and so in tests), never in release benchmarks.
            swiftSettings: strict + [.define("SOLVER_INVARIANTS", .when(configuration: .debug))]
        ),

        // Graphics and layers.
        .target(name: "CoreGraphics", dependencies: ["CCairo", "CTurboJPEG"], swiftSettings: strict),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"], swiftSettings: strict),
        // Font registration with Core Text's names, over fontconfig's application fonts.
        .target(name: "CoreText", dependencies: ["CoreGraphics", "CFontconfig"], swiftSettings: strict),

        // Empty stand-ins for the cross-import overlays that Testing declares for CoreGraphics and UIKit, so a
        // test file can `import Testing` and `import UIKit` together (Apple's SDKs ship these; Linux's lacks them).
        .target(name: "_Testing_CoreGraphics", swiftSettings: strict),
        .target(name: "_Testing_UIKit", swiftSettings: strict),

        // The public face.
        .target(
            name: "UIKit",
            dependencies: [
                "CoreGraphics", "QuartzCore", "CoreText", "DiffableData", "ConstraintSolver", "InterfaceBuilder", "AssetCatalog", "CCairo", "CPango", "CSDL2",
                "_Testing_CoreGraphics", "_Testing_UIKit",
            ],
            resources: [.copy("Resources")],
            swiftSettings: strict
        ),
        .target(name: "UIKitTesting", dependencies: ["UIKit"], swiftSettings: strict),

        .executableTarget(
            name: "Gallery", dependencies: ["UIKit", "UIKitTesting"],
            resources: [.copy("Resources")],   // the photo viewer's JPEG files
            swiftSettings: strict
        ),
        // libFuzzer target for the XIB reader (scripts/fuzz-interface-builder.sh); a replay tool otherwise.
        .executableTarget(name: "InterfaceBuilderFuzzer", dependencies: ["InterfaceBuilder"], swiftSettings: strict),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["UIKit", "UIKitTesting", "DiffableData", "ConstraintSolver", "SeededRandom"],
            swiftSettings: strict
        ),

        .testTarget(
            name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "SeededRandom"], resources: [.copy("Documents")],
            swiftSettings: strict
        ),
        .testTarget(name: "AssetCatalogTests", dependencies: ["AssetCatalog", "SeededRandom"], resources: [.copy("Catalogs")], swiftSettings: strict),
        .testTarget(name: "DiffableDataTests", dependencies: ["DiffableData", "SeededRandom"], swiftSettings: strict),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "SeededRandom"], swiftSettings: strict),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "SeededRandom"], resources: [.copy("Fixtures")], swiftSettings: strict),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "SeededRandom"], swiftSettings: strict),
        .testTarget(
            name: "UIKitTests",
            dependencies: ["UIKit", "UIKitTesting", "SeededRandom"],
            resources: [.copy("ReferenceImages"), .copy("Resources")],
            swiftSettings: strict
        ),
        // A strict Swift 6 client that overrides what Apple's SDK lets it override, with a plain `import UIKit`
        // as an app has.
        .testTarget(name: "Swift6ClientTests", dependencies: ["UIKit", "UIKitTesting"], swiftSettings: strict),
        // Swift 5-era iOS code in Swift 5 language mode: nonisolated helpers that create views, delegates
        // without annotations, closures handed to UIKit; it compiles without concurrency diagnostics because
        // UIKit's classes and protocols are `@preconcurrency @MainActor`, as Apple's Objective-C imports are.
        .testTarget(
            name: "Swift5ClientTests", dependencies: ["UIKit", "UIKitTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
