import Foundation

/// Shares data between apps and within one, as UIKit's `UIPasteboard`.
///
/// `general` is the desktop clipboard when the app runs in an SDL window (strings and URLs go through
/// `SDL_SetClipboardText`/`SDL_GetClipboardText`, so text copied here pastes into other desktop apps and
/// back) and an in-process pasteboard headless. Images and named pasteboards are in-process only: SDL's
/// clipboard carries text alone. `changeCount` counts this process's changes (and changes of the desktop
/// clipboard noticed when reading it).
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name string.
        public let rawValue: String
        /// Creates a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    private enum Item {
        case string(String)
        case url(URL)
        case image(UIImage)
    }

    private var storedItems: [Item] = []
    private var storedChangeCount = 0
    /// The text last written to or read from the desktop clipboard, to notice other apps' changes.
    private var lastSystemText: String?
    private static var named: [Name: UIPasteboard] = [:]

    /// The desktop clipboard, when the platform host has one (the SDL window host installs it).
    @preconcurrency nonisolated(unsafe) static var systemClipboard: (get: @MainActor () -> String?, set: @MainActor (String) -> Void)?

    /// The pasteboard's name.
    open private(set) var name: Name
    /// Whether the pasteboard outlives the app (only named ones created with `withUniqueName` are not).
    open var isPersistent = true

    private init(name: Name) {
        self.name = name
        super.init()
    }

    /// The system-wide pasteboard for copy, cut and paste.
    open class var general: UIPasteboard {
        if let board = named[.general] { return board }
        let board = UIPasteboard(name: .general)
        named[.general] = board
        return board
    }

    /// The pasteboard named `pasteboardName`, made when `create` is true and it does not exist.
    open class func withName(_ pasteboardName: Name, create: Bool) -> UIPasteboard? {
        if let board = named[pasteboardName] { return board }
        guard create else { return nil }
        let board = UIPasteboard(name: pasteboardName)
        named[pasteboardName] = board
        return board
    }

    /// A new pasteboard with a unique name.
    open class func withUniqueName() -> UIPasteboard {
        let board = UIPasteboard(name: Name(rawValue: UUID().uuidString))
        board.isPersistent = false
        named[board.name] = board
        return board
    }

    /// Removes the named pasteboard.
    open class func remove(withName pasteboardName: Name) { named[pasteboardName] = nil }

    private var usesSystemClipboard: Bool { name == .general && UIPasteboard.systemClipboard != nil }

    /// Reads the desktop clipboard into the items when another app changed it.
    private func syncFromSystem() {
        guard usesSystemClipboard, let clipboard = UIPasteboard.systemClipboard else { return }
        let text = clipboard.get()
        guard text != lastSystemText else { return }
        lastSystemText = text
        if let text, !text.isEmpty {
            storedItems = [.string(text)]
        } else if storedItems.contains(where: { if case .image = $0 { false } else { true } }) {
            storedItems = []
        }
        storedChangeCount += 1
    }

    private func setItems(_ items: [Item]) {
        storedItems = items
        storedChangeCount += 1
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
        guard usesSystemClipboard, let clipboard = UIPasteboard.systemClipboard else { return }
        let text = items.compactMap { item -> String? in
            switch item {
            case .string(let string): string
            case .url(let url): url.absoluteString
            case .image: nil
            }
        }.first ?? ""
        lastSystemText = text
        clipboard.set(text)
    }

    /// Counts changes of the pasteboard's contents.
    open var changeCount: Int {
        syncFromSystem()
        return storedChangeCount
    }

    /// The number of items.
    open var numberOfItems: Int {
        syncFromSystem()
        return storedItems.count
    }

    /// The first string, or `nil`; setting it replaces every item (`nil` clears the pasteboard).
    open var string: String? {
        get { strings?.first }
        set { setItems(newValue.map { [.string($0)] } ?? []) }
    }

    /// Every string item (URLs count, as their absolute strings), or `nil` when there are none.
    open var strings: [String]? {
        get {
            syncFromSystem()
            let found = storedItems.compactMap { item -> String? in
                switch item {
                case .string(let string): string
                case .url(let url): url.absoluteString
                case .image: nil
                }
            }
            return found.isEmpty ? nil : found
        }
        set { setItems((newValue ?? []).map { .string($0) }) }
    }

    /// The first URL, or `nil` (a string that parses as an absolute URL counts).
    open var url: URL? {
        get { urls?.first }
        set { setItems(newValue.map { [.url($0)] } ?? []) }
    }

    /// Every URL item, or `nil`.
    open var urls: [URL]? {
        get {
            syncFromSystem()
            let found = storedItems.compactMap { item -> URL? in
                switch item {
                case .url(let url): url
                case .string(let string): URL(string: string).flatMap { $0.scheme == nil ? nil : $0 }
                case .image: nil
                }
            }
            return found.isEmpty ? nil : found
        }
        set { setItems((newValue ?? []).map { .url($0) }) }
    }

    /// The first image, or `nil`.
    open var image: UIImage? {
        get { images?.first }
        set { setItems(newValue.map { [.image($0)] } ?? []) }
    }

    /// Every image item, or `nil`.
    open var images: [UIImage]? {
        get {
            let found = storedItems.compactMap { item -> UIImage? in if case .image(let image) = item { image } else { nil } }
            return found.isEmpty ? nil : found
        }
        set { setItems((newValue ?? []).map { .image($0) }) }
    }

    /// Whether there is a string (iOS 10; reads without "pasting", as UIKit documents).
    open var hasStrings: Bool { strings != nil }
    /// Whether there is a URL (iOS 10).
    open var hasURLs: Bool { urls != nil }
    /// Whether there is an image (iOS 10).
    open var hasImages: Bool { images != nil }

    /// Posted when the contents change.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when a pasteboard is removed.
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
}
