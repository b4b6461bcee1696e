import Foundation

/// A group of items laid out horizontally, vertically or by a custom provider; groups nest.
///
/// Parity: UIKit's `NSCollectionLayoutGroup`:
/// - `horizontal(layoutSize:subitem:count:)` divides the group's width into `count` equal items (less
///   `interItemSpacing`); `horizontal(layoutSize:subitems:)` repeats the subitems while they fit (at least
///   one); `vertical` is the same on the other axis; `custom(layoutSize:itemProvider:)` asks the provider
///   for frames once per group instance.
/// - Documented deviation: factories return `NSCollectionLayoutGroup` rather than `Self`.
/// - Complexity: O(1) to create; a group instance lays out in O(subitems).
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Layout { case horizontal, vertical, custom(NSCollectionLayoutGroupCustomItemProvider) }
    let layout: Layout
    /// The group's subitems (items or groups).
    open private(set) var subitems: [NSCollectionLayoutItem]
    let count: Int?
    /// Spacing between subitems along the group's axis.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, layout: Layout, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.layout = layout
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// `count` equal copies of `subitem` side by side.
    /// - Complexity: O(1).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, layout: .horizontal, subitems: [subitem], count: max(1, count))
    }
    /// `count` copies of `repeatingSubitem` side by side, each sized by its own layout size (iOS 16).
    /// - Complexity: O(1).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, layout: .horizontal, subitems: Array(repeating: repeatingSubitem, count: max(1, count)), count: nil)
    }
    /// The subitems repeated side by side while they fit.
    /// - Complexity: O(1).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, layout: .horizontal, subitems: subitems, count: nil)
    }
    /// `count` equal copies of `subitem` stacked vertically.
    /// - Complexity: O(1).
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, layout: .vertical, subitems: [subitem], count: max(1, count))
    }
    /// `count` copies of `repeatingSubitem` stacked, each sized by its own layout size (iOS 16).
    /// - Complexity: O(1).
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, layout: .vertical, subitems: Array(repeating: repeatingSubitem, count: max(1, count)), count: nil)
    }
    /// The subitems repeated vertically while they fit.
    /// - Complexity: O(1).
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, layout: .vertical, subitems: subitems, count: nil)
    }
    /// A group whose item frames come from `itemProvider`, called once per group instance.
    /// - Complexity: O(1).
    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, layout: .custom(itemProvider), subitems: [], count: nil)
    }

    /// An ASCII rendering of one group instance in a 320×480 container: `+`/`-`/`|` outline each leaf
    /// item, numbered in order.
    /// - Complexity: O(items + width × height / 64).
    open func visualDescription() -> String {
        let environment = CompositionalLayoutEnvironment(contentSize: CGSize(width: 320, height: 480), insets: .zero)
        let template = GroupTemplate.make(self, container: CGSize(width: 320, height: 480), environment: environment)
        let cols = 40, rows = max(1, Int(ceil(template.size.height / 16)))
        var grid = Array(repeating: Array(repeating: Character(" "), count: cols + 1), count: rows + 1)
        let sx = CGFloat(cols) / max(template.size.width, 1), sy = CGFloat(rows) / max(template.size.height, 1)
        for (n, leaf) in template.leaves.enumerated() {
            let x0 = Int(leaf.frame.minX * sx), x1 = max(x0 + 1, Int(leaf.frame.maxX * sx) - 1)
            let y0 = Int(leaf.frame.minY * sy), y1 = max(y0 + 1, Int(leaf.frame.maxY * sy) - 1)
            for x in x0...min(x1, cols) { grid[y0][x] = "-"; grid[min(y1, rows)][x] = "-" }
            for y in y0...min(y1, rows) { grid[y][x0] = "|"; grid[y][min(x1, cols)] = "|" }
            for c in [(y0, x0), (y0, min(x1, cols)), (min(y1, rows), x0), (min(y1, rows), min(x1, cols))] { grid[c.0][c.1] = "+" }
            let label = Array(String(n))
            for (i, ch) in label.enumerated() where x0 + 1 + i < min(x1, cols) && y0 + 1 < min(y1, rows) { grid[y0 + 1][x0 + 1 + i] = ch }
        }
        return grid.map { String($0) }.joined(separator: "\n")
    }
}
