import Foundation

/// A `<constraint>` element. Missing `firstItem` means the view that holds the constraint; missing
/// `secondItem` means a constant (a width or height); missing `relation`, `multiplier`, `constant` and
/// `priority` default to equal, 1, 0 and 1000, as Interface Builder writes them.
public struct IBConstraint: Sendable, Equatable {
    /// The constraint's object id.
    public var id: String
    /// The first item's object id, or nil for the owning view.
    public var firstItem: String?
    /// `top`, `leading`, `width`, `centerX`, `leadingMargin`, `firstBaseline`, …
    public var firstAttribute: String
    /// `equal`, `lessThanOrEqual` or `greaterThanOrEqual`.
    public var relation: String
    /// The second item's object id, if any.
    public var secondItem: String?
    /// The second attribute, when there is a second item.
    public var secondAttribute: String?
    /// The multiplier (`0.5`, `1:2` and `1/3` forms all read as numbers).
    public var multiplier: Double
    /// The constant.
    public var constant: Double
    /// The priority, 1…1000.
    public var priority: Double
    /// `identifier`, shown in Auto Layout's logs.
    public var identifier: String?
    /// Whether the constraint is a design-time placeholder (`placeholder="YES"`), removed at build time.
    public var isPlaceholder: Bool
    /// `symbolic="YES"`: the system's standard spacing instead of `constant`.
    public var isSymbolic: Bool
    /// The line of the element.
    public var line: Int

    /// Creates a constraint.
    public init(id: String, firstItem: String?, firstAttribute: String, relation: String = "equal",
                secondItem: String? = nil, secondAttribute: String? = nil, multiplier: Double = 1, constant: Double = 0,
                priority: Double = 1000, identifier: String? = nil, isPlaceholder: Bool = false, isSymbolic: Bool = false,
                line: Int = 0) {
        self.id = id
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.isPlaceholder = isPlaceholder
        self.isSymbolic = isSymbolic
        self.line = line
    }
}
