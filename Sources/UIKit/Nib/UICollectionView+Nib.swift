import Foundation

extension UICollectionView {
    func performRegister(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = nil
        cellQueues[identifier] = nil
        cellNibs[identifier] = nib
    }

    /// A new cell for `identifier` from its registered nib or class, placed at `frame`. The caller has
    /// checked that one of them is registered.
    func makeRegisteredCell(_ identifier: String, frame: CGRect) -> UICollectionViewCell {
        if let nib = cellNibs[identifier] {
            let cell: UICollectionViewCell = nib.instantiateCell(for: identifier)
            cell.frame = frame
            return cell
        }
        guard let type = cellClasses[identifier] else {
            raiseCollectionViewException("could not dequeue a view of kind: \(UICollectionView.elementKindCell) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return type.init(reuseFrame: frame)
    }
}
