import Foundation

extension UITabBarItem {
    /// The system tab bar items, as UIKit's `UITabBarItem.SystemItem`: each has the system's title and
    /// image (drawn here with the nearest SF Symbol OpenUIKit has).
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        /// The system title (English, as UIKit's in the default localisation).
        var title: String {
            switch self {
            case .more: return "More"
            case .favorites: return "Favorites"
            case .featured: return "Featured"
            case .topRated: return "Top Rated"
            case .recents: return "Recents"
            case .contacts: return "Contacts"
            case .history: return "History"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .downloads: return "Downloads"
            case .mostRecent: return "Most Recent"
            case .mostViewed: return "Most Viewed"
            }
        }

        /// The symbol drawn for the item.
        var symbolName: String {
            switch self {
            case .more: return "ellipsis"
            case .favorites, .featured, .topRated: return "star"
            case .recents, .history, .mostRecent: return "clock"
            case .contacts: return "person.crop.circle"
            case .bookmarks: return "book"
            case .search: return "magnifyingglass"
            case .downloads: return "arrow.down.to.line"
            case .mostViewed: return "list.number"
            }
        }
    }
}
