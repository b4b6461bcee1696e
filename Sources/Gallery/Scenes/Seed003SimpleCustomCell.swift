import UIKit

/// Seed 003's custom list cell: it only holds the title and builds its configuration in
/// `updateConfiguration(using:)`.
class SimpleCustomCell: UICollectionViewListCell {

    var title: String!

    override func updateConfiguration(using state: UICellConfigurationState) {
        var newConfiguration = SimpleCustomCellConfiguration()
        newConfiguration.title = title
        contentConfiguration = newConfiguration
    }
}
