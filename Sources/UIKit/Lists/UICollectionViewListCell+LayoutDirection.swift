import Foundation

extension UICollectionViewListCell {
    /// The parts a right-to-left layout mirrors after laying them out left to right: the content view,
    /// the accessories (leading ones end up on the right), the separators and the configuration background,
    /// as iOS mirrors list cells.
    var rightToLeftMirroredParts: [UIView] {
        var parts: [UIView] = [contentView, topSeparator, bottomSeparator]
        parts += accessoryLayout.leading as [UIView]
        parts += accessoryLayout.trailing as [UIView]
        if let background = configurationStorage.backgroundView, background.superview === self { parts.append(background) }
        return parts
    }
}
