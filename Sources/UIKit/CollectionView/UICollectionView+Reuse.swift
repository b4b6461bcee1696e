import Foundation

extension UICollectionView {
    // MARK: Registering

    func performRegister(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellNibs[identifier] = nil
        if let type = cellClass as? UICollectionViewCell.Type {
            cellClasses[identifier] = type
        } else {
            cellClasses[identifier] = nil
            cellQueues[identifier] = nil
        }
    }

    func performRegister(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind, default: [:]][identifier] = viewClass as? UICollectionReusableView.Type
    }

    // MARK: Dequeuing

    func performDequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard cellClasses[identifier] != nil || cellNibs[identifier] != nil else {
            raiseCollectionViewException("could not dequeue a view of kind: \(UICollectionView.elementKindCell) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        if let target = reconfigureTarget, target.path == indexPath, target.cell.reuseIdentifierStorage == identifier {
            return target.cell
        }
        let cell: UICollectionViewCell
        if var queue = cellQueues[identifier], let reused = queue.popLast() {
            cellQueues[identifier] = queue
            cell = reused
            cell.isHidden = false
            cell.prepareForReuse()
        } else {
            cell = makeRegisteredCell(identifier, frame: dequeueFrame(for: indexPath))
            cell.reuseIdentifierStorage = identifier
            createdViewCount += 1
        }
        prepareDequeued(cell, attributes: dequeueAttributes ?? layoutStorage.layoutAttributesForItem(at: indexPath))
        return cell
    }

    func performDequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        guard let type = supplementaryClasses[elementKind]?[identifier] else {
            raiseCollectionViewException("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        let key = ElementKey(kind: elementKind, indexPath: [], identifier: identifier)
        let view: UICollectionReusableView
        if var queue = supplementaryQueues[key], let reused = queue.popLast() {
            supplementaryQueues[key] = queue
            view = reused
            view.isHidden = false
            view.prepareForReuse()
        } else {
            view = type.init(reuseFrame: .zero)
            view.reuseIdentifierStorage = identifier
            view.elementKind = elementKind
            createdViewCount += 1
        }
        prepareDequeued(view, attributes: dequeueAttributes ?? layoutStorage.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
        return view
    }

    // MARK: Internal

    private func dequeueFrame(for indexPath: IndexPath) -> CGRect {
        dequeueAttributes?.frame ?? .zero
    }

    /// UIKit applies the layout attributes before handing a dequeued view to the data source.
    private func prepareDequeued(_ view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes?) {
        guard let attributes else { return }
        applyLayoutAttributes(attributes, to: view)
    }

    /// Puts a view that left the screen into its reuse queue (hidden, still in the view tree).
    func enqueue(_ view: UICollectionReusableView) {
        view.isHidden = true
        view.currentAttributes = nil
        guard let identifier = view.reuseIdentifierStorage else {
            view.removeFromSuperview()
            return
        }
        if let cell = view as? UICollectionViewCell {
            if cell.isHighlighted { cell.isHighlighted = false }
            cellQueues[identifier, default: []].append(cell)
        } else if let kind = view.elementKind {
            if layoutStorage.decorationClasses[kind] != nil && view.reuseIdentifierStorage == kind {
                decorationQueues[kind, default: []].append(view)
            } else {
                supplementaryQueues[ElementKey(kind: kind, indexPath: [], identifier: identifier), default: []].append(view)
            }
        } else {
            view.removeFromSuperview()
        }
    }

    /// A decoration view of `kind` from its queue or newly made from the layout's registration.
    func dequeueDecoration(ofKind kind: String) -> UICollectionReusableView? {
        if var queue = decorationQueues[kind], let view = queue.popLast() {
            decorationQueues[kind] = queue
            view.isHidden = false
            view.prepareForReuse()
            return view
        }
        guard let type = layoutStorage.decorationClasses[kind] else { return nil }
        let view = type.init(reuseFrame: .zero)
        view.reuseIdentifierStorage = kind
        view.elementKind = kind
        createdViewCount += 1
        return view
    }

    /// Sets a view's frame, alpha, transform, hidden state and z-order from `attributes`, and calls
    /// `apply(_:)` only when the attributes changed.
    func applyLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if let current = view.currentAttributes, current.isEqual(attributes) { return }
        if attributes.transform == .identity {
            if view.transform != .identity { view.transform = .identity }
            view.frame = attributes.frame
        } else {
            view.transform = .identity
            view.bounds = CGRect(origin: .zero, size: attributes.size)
            view.center = attributes.center
            view.transform = attributes.transform
        }
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        let z = CGFloat(attributes.zIndex)
        if view.layer.zPosition != z { view.layer.zPosition = z }
        view.currentAttributes = attributes
        view.apply(attributes)
    }

    /// Describes an index path as UIKit's messages do: `<NSIndexPath: 0x…> {length = 2, path = 0 - 3}`.
    static func describe(_ indexPath: IndexPath) -> String {
        "<NSIndexPath> {length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
    }
}
