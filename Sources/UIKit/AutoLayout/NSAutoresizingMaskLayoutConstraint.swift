internal import ConstraintSolver
import Foundation

/// A constraint the engine makes from a view's autoresizing mask and frame while the view translates its
/// mask into constraints (`translatesAutoresizingMaskIntoConstraints`): one each for the frame's minimum
/// x and y, width and height, following the superview's size by the mask when the superview is in the
/// engine (the flexible parts share a size change in proportion to their lengths, as autoresizing does).
///
/// UIKit parity: UIKit's private `NSAutoresizingMaskLayoutConstraint`, printed as
/// `<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….minX == 20   (active)>`. Not public API.
@MainActor
final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    /// Which frame value the constraint fixes.
    enum Part { case minX, minY, width, height }

    let part: Part
    /// The mask as UIKit prints it, `h=--& v=--&`.
    let maskText: String
    /// The superview's item the constraint follows, if any.
    let superItem: LayoutEngineItem?
    /// The share of a superview size change this part takes (0 when fixed).
    let factor: Double
    /// The expression without the frame value: the item's variable, alignment insets, the superview term.
    var built: LinearExpression
    weak var item: LayoutEngineItem?

    init(view: UIView, item: LayoutEngineItem, part: Part, maskText: String, superItem: LayoutEngineItem?,
         factor: Double, built: LinearExpression, value: CGFloat) {
        self.part = part
        self.maskText = maskText
        self.superItem = superItem
        self.factor = factor
        self.built = built
        self.item = item
        let attribute: NSLayoutConstraint.Attribute
        switch part {
        case .minX: attribute = .left
        case .minY: attribute = .top
        case .width: attribute = .width
        case .height: attribute = .height
        }
        super.init(first: .attribute(WeakLayoutItem(object: view), attribute), relation: .equal, second: nil,
                   multiplier: 1, constant: value)
        systemOwned = true
    }

    /// Whether `other` has the same terms, so only its constant differs.
    func sameForm(as other: NSLayoutConstraint) -> Bool {
        guard let other = other as? NSAutoresizingMaskLayoutConstraint else { return false }
        return other.part == part && other.superItem === superItem && other.factor == factor
            && other.maskText == maskText
    }

    override func engineExpression(in engine: LayoutEngine) -> EngineExpression? {
        guard let item else { return nil }
        var items = [item]
        if let superItem { items.append(superItem) }
        return EngineExpression(expression: built, relation: .equal, items: items)
    }

    override var descriptionBody: String {
        let name: String
        switch part {
        case .minX: name = "minX"
        case .minY: name = "minY"
        case .width: name = "width"
        case .height: name = "height"
        }
        return maskText + " " + LayoutItemNaming.name(of: firstItem) + "." + name + " == "
            + LayoutNumberFormat.text(constantStorage)
    }

    /// The four constraints for `view` now: its frame and mask, relative to the superview's item when the
    /// superview is in `engine` and the mask has flexible parts.
    /// - Complexity: O(1).
    static func constraints(for view: UIView, item: LayoutEngineItem, engine: LayoutEngine) -> [NSLayoutConstraint] {
        let mask = view.autoresizingMask
        let frame = view.transform.isIdentity ? view.frame
            : CGRect(x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2,
                     width: view.bounds.width, height: view.bounds.height)
        let insets = view.alignmentRectInsets
        func code(_ a: Bool, _ b: Bool, _ c: Bool) -> String { (a ? "&" : "-") + (b ? "&" : "-") + (c ? "&" : "-") }
        let text = "h=" + code(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            + " v=" + code(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        let parent = view.superview
        let parentItem = parent.flatMap { p in p.autoLayoutStorage?.engine === engine ? p.autoLayoutStorage?.item : nil }
        let parentInsets = parent?.alignmentRectInsets ?? .zero
        var result: [NSLayoutConstraint] = []

        func axis(origin: CGFloat, length: CGFloat, total: CGFloat, flex: (Bool, Bool, Bool),
                  variableOrigin: Variable, variableLength: Variable, insetLead: CGFloat, insetTrail: CGFloat,
                  parentLength: Variable?, parentInsets: CGFloat, parts: (Part, Part)) {
            let trailing = total - origin - length
            let pieces: [(Bool, CGFloat)] = [(flex.0, origin), (flex.1, length), (flex.2, trailing)]
            let flexibleSum = pieces.filter { $0.0 }.map { max($0.1, 0) }.reduce(0, +)
            let flexibleCount = CGFloat(pieces.filter { $0.0 }.count)
            func share(_ i: Int) -> Double {
                guard pieces[i].0, parentLength != nil else { return 0 }
                return Double(flexibleSum > 0 ? max(pieces[i].1, 0) / flexibleSum : 1 / flexibleCount)
            }
            let kOrigin = share(0), kLength = share(1)
            // frame origin = origin + kOrigin × (parentBoundsLength - total)
            var originExpr = LinearExpression(variableOrigin) - Double(insetLead)
            var lengthExpr = LinearExpression(variableLength) + Double(insetLead + insetTrail)
            if let parentLength {
                originExpr = originExpr - kOrigin * (LinearExpression(parentLength) + Double(parentInsets) - Double(total))
                lengthExpr = lengthExpr - kLength * (LinearExpression(parentLength) + Double(parentInsets) - Double(total))
            }
            result.append(NSAutoresizingMaskLayoutConstraint(
                view: view, item: item, part: parts.0, maskText: text, superItem: kOrigin == 0 ? nil : parentItem,
                factor: kOrigin, built: originExpr, value: origin))
            result.append(NSAutoresizingMaskLayoutConstraint(
                view: view, item: item, part: parts.1, maskText: text, superItem: kLength == 0 ? nil : parentItem,
                factor: kLength, built: lengthExpr, value: length))
        }
        let parentSize = parent?.bounds.size ?? frame.size
        axis(origin: frame.minX, length: frame.width, total: parentSize.width,
             flex: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)),
             variableOrigin: item.x, variableLength: item.width, insetLead: insets.left, insetTrail: insets.right,
             parentLength: parentItem?.width, parentInsets: parentInsets.left + parentInsets.right, parts: (.minX, .width))
        axis(origin: frame.minY, length: frame.height, total: parentSize.height,
             flex: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)),
             variableOrigin: item.y, variableLength: item.height, insetLead: insets.top, insetTrail: insets.bottom,
             parentLength: parentItem?.height, parentInsets: parentInsets.top + parentInsets.bottom, parts: (.minY, .height))
        return result
    }
}
