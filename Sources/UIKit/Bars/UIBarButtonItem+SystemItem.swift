import Foundation

extension UIBarButtonItem {
    /// The look of a bar button item, as UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// The standard item (regular weight title).
        case plain = 0
        /// Deprecated in iOS 8 (draws as `.plain`).
        case bordered = 1
        /// An item that ends a task: a semibold title.
        case done = 2
    }

    /// The system's standard items, as UIKit's `UIBarButtonItem.SystemItem` with Apple's raw values.
    public enum SystemItem: Int, Sendable {
        /// "Done", semibold.
        case done = 0
        /// "Cancel".
        case cancel = 1
        /// "Edit".
        case edit = 2
        /// "Save", semibold.
        case save = 3
        /// A plus.
        case add = 4
        /// Flexible space between items (nothing drawn).
        case flexibleSpace = 5
        /// Fixed space between items (`width` points; nothing drawn).
        case fixedSpace = 6
        /// A pencil on a square.
        case compose = 7
        /// A reply arrow.
        case reply = 8
        /// The share (action) icon.
        case action = 9
        /// A folder.
        case organize = 10
        /// A book.
        case bookmarks = 11
        /// A magnifying glass.
        case search = 12
        /// A circular arrow.
        case refresh = 13
        /// A cross.
        case stop = 14
        /// A camera.
        case camera = 15
        /// A trash can.
        case trash = 16
        /// A play triangle.
        case play = 17
        /// Pause bars.
        case pause = 18
        /// Rewind.
        case rewind = 19
        /// Fast forward.
        case fastForward = 20
        /// "Undo".
        case undo = 21
        /// "Redo".
        case redo = 22
        /// Deprecated in iOS 11 (draws nothing).
        case pageCurl = 23
        /// A close cross in a circle (iOS 13).
        case close = 24

        /// What the item shows: a localized title (English) or an SF Symbol, and whether the title is
        /// semibold. Symbols as iOS 13+ draws the items.
        var appearance: (title: String?, symbol: String?, isDone: Bool) {
            switch self {
            case .done: return ("Done", nil, true)
            case .cancel: return ("Cancel", nil, false)
            case .edit: return ("Edit", nil, false)
            case .save: return ("Save", nil, true)
            case .undo: return ("Undo", nil, false)
            case .redo: return ("Redo", nil, false)
            case .add: return (nil, "plus", false)
            case .compose: return (nil, "square.and.pencil", false)
            case .reply: return (nil, "arrowshape.turn.up.left", false)
            case .action: return (nil, "square.and.arrow.up", false)
            case .organize: return (nil, "folder", false)
            case .bookmarks: return (nil, "book", false)
            case .search: return (nil, "magnifyingglass", false)
            case .refresh: return (nil, "arrow.clockwise", false)
            case .stop: return (nil, "xmark", false)
            case .camera: return (nil, "camera", false)
            case .trash: return (nil, "trash", false)
            case .play: return (nil, "play.fill", false)
            case .pause: return (nil, "pause.fill", false)
            case .rewind: return (nil, "backward.fill", false)
            case .fastForward: return (nil, "forward.fill", false)
            case .close: return (nil, "xmark.circle.fill", false)
            case .flexibleSpace, .fixedSpace, .pageCurl: return (nil, nil, false)
            }
        }
    }
}
