import Foundation

/// Starts the app: calls the delegate's `application(_:willFinishLaunchingWithOptions:)` and
/// `application(_:didFinishLaunchingWithOptions:)`, shows the delegate's window and runs the event loop
/// in an SDL window until it is closed. Returns 0 (1 without a display).
///
/// The one documented replacement for UIKit's `UIApplicationMain(argc, argv, nil,
/// NSStringFromClass(AppDelegate.self))` and for `@main` on an app delegate class: Swift on Linux cannot
/// create an object from a class name or from `Self` without a `required init`, so the app passes its
/// delegate instance:
///
///     @main
///     final class AppDelegate: UIResponder, UIApplicationDelegate {
///         var window: UIWindow?
///         static func main() { UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, delegate: AppDelegate()) }
///         …
///     }
///
/// An app with a main storyboard (`UIMainStoryboardFile` or the scene manifest's storyboard in its
/// Info.plist, see `ApplicationRunner.infoDictionary(callerModule:)`) gets the delegate's window with
/// the storyboard's initial view controller before `application(_:willFinishLaunchingWithOptions:)`;
/// `callerFileID` (`#fileID`, defaulted) names the app's module, whose resources hold the Info.plist.
///
/// The window is 390 × 844 points at scale 1, or what `OPENUIKIT_SIZE=WxH` and `OPENUIKIT_SCALE=N` say.
/// Without a display it prints why and returns 1 (run headless with `UIKitTesting.HeadlessHost`).
@MainActor
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, delegate: (any UIApplicationDelegate)?, callerFileID: String = #fileID) -> Int32 {
    ApplicationRunner.run(delegate: delegate, callerModule: NibClassResolver.module(ofFileID: callerFileID))
}

/// Launches and runs the app in an SDL window.
@MainActor
enum ApplicationRunner {
    @discardableResult
    static func run(delegate: (any UIApplicationDelegate)?, callerModule: String? = nil) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        var size = CGSize(width: 390, height: 844)
        if let text = environment["OPENUIKIT_SIZE"] {
            let parts = text.split(separator: "x").compactMap { Double($0) }
            if parts.count == 2, parts[0] > 0, parts[1] > 0 { size = CGSize(width: parts[0], height: parts[1]) }
        }
        let scale = CGFloat(environment["OPENUIKIT_SCALE"].flatMap(Double.init) ?? 1)
        guard let host = SDLWindowHost(title: ProcessInfo.processInfo.processName, size: size, scale: max(scale, 0.5)) else {
            FileHandle.standardError.write(Data("OpenUIKit: no display available (set DISPLAY, or run headless with UIKitTesting.HeadlessHost)\n".utf8))
            return 1
        }
        let app = UIApplication.shared
        app.ownedDelegate = delegate
        app.delegate = delegate
        let storyboardWindow = mainStoryboardName(in: infoDictionary(callerModule: callerModule)).map {
            loadMainStoryboard($0, delegate: delegate, callerModule: callerModule)
        }
        _ = delegate?.application(app, willFinishLaunchingWithOptions: nil)
        _ = delegate?.application(app, didFinishLaunchingWithOptions: nil)
        if let window = delegate?.window ?? storyboardWindow, window.isHidden { window.makeKeyAndVisible() }
        delegate?.applicationDidBecomeActive(app)
        host.run()
        delegate?.applicationWillResignActive(app)
        delegate?.applicationWillTerminate(app)
        return 0
    }
}
