import Foundation

/// One group instance laid out at the origin: the group's size and its leaf items' frames, in order.
///
/// The compositional layout engine computes this once per section and then positions every group
/// instance arithmetically, so sections with fixed sizes cost O(1) to lay out whatever their item count.
/// Custom groups call their item provider once per section layout (documented deviation: UIKit calls it
/// per group instance; the frames repeat for each instance here).
struct GroupTemplate {
    struct Leaf {
        var frame: CGRect
        var item: NSCollectionLayoutItem
        var estimatedWidth: Bool
        var estimatedHeight: Bool
        var zIndex: Int
    }

    var size: CGSize
    var leaves: [Leaf]
    var estimatedWidth: Bool
    var estimatedHeight: Bool

    /// Lays `group` out in a container of `container` size.
    @MainActor
    static func make(_ group: NSCollectionLayoutGroup, container: CGSize,
                     environment: any NSCollectionLayoutEnvironment) -> GroupTemplate {
        let size = group.layoutSize.resolve(in: container)
        var leaves: [Leaf] = []
        place(group, origin: .zero, size: size, environment: environment, into: &leaves)
        return GroupTemplate(size: size, leaves: leaves,
                             estimatedWidth: group.layoutSize.widthDimension.isEstimated,
                             estimatedHeight: group.layoutSize.heightDimension.isEstimated)
    }

    @MainActor
    private static func place(_ group: NSCollectionLayoutGroup, origin: CGPoint, size: CGSize,
                              environment: any NSCollectionLayoutEnvironment, into leaves: inout [Leaf]) {
        let spacing = group.interItemSpacing?.spacing ?? 0
        switch group.layout {
        case .custom(let provider):
            for custom in provider(environment) {
                leaves.append(Leaf(frame: custom.frame.offsetBy(dx: origin.x, dy: origin.y), item: group,
                                   estimatedWidth: false, estimatedHeight: false, zIndex: custom.zIndex))
            }
        case .horizontal, .vertical:
            let horizontal: Bool = if case .horizontal = group.layout { true } else { false }
            let extent = horizontal ? size.width : size.height
            var position: CGFloat = 0
            var index = 0
            let limit = group.count ?? 100_000
            while index < limit {
                let subitem = group.subitems[group.count != nil ? 0 : index % group.subitems.count]
                var itemSize = subitem.layoutSize.resolve(in: size)
                if let count = group.count {
                    let share = (extent - spacing * CGFloat(count - 1)) / CGFloat(count)
                    if horizontal { itemSize.width = share } else { itemSize.height = share }
                }
                let edge = subitem.edgeSpacing
                let lead = (horizontal ? edge?.leading : edge?.top)?.spacing ?? 0
                let trail = (horizontal ? edge?.trailing : edge?.bottom)?.spacing ?? 0
                let crossLead = (horizontal ? edge?.top : edge?.leading)?.spacing ?? 0
                let main = horizontal ? itemSize.width : itemSize.height
                if group.count == nil, index > 0, position + lead + main > extent + 0.5 { break }
                let itemOrigin = horizontal
                    ? CGPoint(x: origin.x + position + lead, y: origin.y + crossLead)
                    : CGPoint(x: origin.x + crossLead, y: origin.y + position + lead)
                if let nested = subitem as? NSCollectionLayoutGroup {
                    place(nested, origin: itemOrigin, size: itemSize, environment: environment, into: &leaves)
                } else {
                    leaves.append(leaf(subitem, frame: CGRect(origin: itemOrigin, size: itemSize)))
                }
                position += lead + main + trail + spacing
                index += 1
                if group.count == nil, main + lead + trail <= 0 { break }
            }
        }
    }

    /// A leaf with content insets applied on non-estimated axes.
    @MainActor
    private static func leaf(_ item: NSCollectionLayoutItem, frame: CGRect) -> Leaf {
        let estW = item.layoutSize.widthDimension.isEstimated, estH = item.layoutSize.heightDimension.isEstimated
        var f = frame
        let i = item.contentInsets
        if !estW { f.origin.x += i.leading; f.size.width = max(0, f.width - i.leading - i.trailing) }
        if !estH { f.origin.y += i.top; f.size.height = max(0, f.height - i.top - i.bottom) }
        return Leaf(frame: f, item: item, estimatedWidth: estW, estimatedHeight: estH, zIndex: 0)
    }
}
