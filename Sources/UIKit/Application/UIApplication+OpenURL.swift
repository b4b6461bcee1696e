import Foundation

extension UIApplication {
    /// What opens URLs for the running host: the SDL window host installs the desktop's handler
    /// (`SDL_OpenURL`), the headless test host a recorder; returns whether the URL was handed over.
    /// `nil` (no host): nothing opens. Host SPI.
    @_spi(OpenUIKitHost) @preconcurrency nonisolated(unsafe) public static var urlOpener: (@MainActor (URL) -> Bool)?

    func canOpenURLImplementation(_ url: URL) -> Bool {
        UIApplication.urlOpener != nil && !(url.scheme ?? "").isEmpty
    }

    /// Hands `url` to the host's opener now and reports the result on the main queue afterwards, as iOS
    /// calls the completion once the other app took the URL.
    func performOpen(_ url: URL, options: [OpenExternalURLOptionsKey: Any], completion: (@MainActor @Sendable (Bool) -> Void)?) {
        let universalOnly = options[.universalLinksOnly] as? Bool ?? false
        let opened = !universalOnly && canOpenURLImplementation(url) && (UIApplication.urlOpener?(url) ?? false)
        guard let completion else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { completion(opened) } }
    }
}
