// The toolchain's Testing module declares cross-import overlays for CoreGraphics and UIKit
// (`Testing.swiftcrossimport`): a file that imports both Testing and UIKit makes the compiler load
// `_Testing_CoreGraphics` and `_Testing_UIKit`, which Apple's SDKs ship and Linux toolchains do not.
// These empty modules let a test file write `import Testing` and `import UIKit` as on iOS.
