import Foundation

/// A cell's configuration bookkeeping: the configurations, the update handler, pending-update flag and
/// the states the list machinery sets (expanded, swiped), plus the content-view insets a list cell
/// uses for indentation and accessories.
@MainActor
final class CellConfigurationStorage {
    var needsUpdate = true
    var isUpdating = false
    var contentConfiguration: (any UIContentConfiguration)?
    var backgroundConfiguration: UIBackgroundConfiguration?
    var automaticBackground: UIBackgroundConfiguration?
    var configurationUpdateHandler: (@MainActor (UICollectionViewCell, UICellConfigurationState) -> Void)?
    var automaticallyUpdatesContentConfiguration = true
    var automaticallyUpdatesBackgroundConfiguration = true
    var backgroundView: BackgroundConfigurationView?
    var isExpanded = false
    var isSwiped = false
    var contentLeadingInset: CGFloat = 0
    var contentTrailingInset: CGFloat = 0
    /// How far swipe actions slide the content and background horizontally (negative: toward the leading
    /// edge, revealing trailing actions); `contentViewFrame(in:)` and the background's frame include it.
    var swipeOffset: CGFloat = 0
    /// How many times `updateConfiguration(using:)` ran (tests read it through `@testable`).
    var updateCount = 0
}
