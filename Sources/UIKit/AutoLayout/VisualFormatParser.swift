import Foundation

/// A parser for Auto Layout's visual format language, as UIKit's `constraints(withVisualFormat:…)`
/// reads it: `(H:|V:)? (|<connection>)? [view(predicates)] (<connection>[view])* (<connection>|)?`,
/// where a connection is empty (flush), `-` (standard space) or `-<predicate list>-`, a predicate is
/// `(==|<=|>=)?(number|metric|view)(@priority)?` and lists are `(p1,p2,…)`.
///
/// The parser is pure (Foundation only): it is given the names and metric values and returns constraints
/// whose items are names, the container (the views' superview) or the container's margins. It follows
/// UIKit's parser character by character (no whitespace is skipped) so that a bad format fails where
/// UIKit's fails, with UIKit's reason text (``VisualFormatError``). Standard spacing is 8 points between
/// views and the layout margin (the container's margins guide, constant 0) towards the superview, as
/// UIKit on iOS 11 and later. Not public API.
/// - Complexity: O(n) in the length of the format.
struct VisualFormatParser {
    /// An item of a parsed constraint.
    enum Item: Equatable {
        /// The view with this name in the views dictionary.
        case view(String)
        /// The superview of the views (`|`).
        case container
        /// The superview's layout margins (`|-[view]`: standard spacing to the superview).
        case containerMargins
    }

    /// A relation, with `NSLayoutConstraint.Relation`'s raw values.
    enum Relation: Int { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }

    /// One constraint: `first.firstAttribute relation second.secondAttribute + constant` at `priority`
    /// (attributes are `NSLayoutConstraint.Attribute` raw values; no second item: a constant size).
    struct Constraint: Equatable {
        var first: Item
        var firstAttribute: Int
        var relation: Relation
        var second: Item?
        var secondAttribute: Int
        var constant: Double
        var priority: Double
        /// Whether the constant is the standard spacing (`-` between views or to the superview).
        var isStandardSpacing: Bool
    }

    /// How the format options shape the constraints (`NSLayoutConstraint.FormatOptions`' bits).
    struct Options {
        /// The attributes to align every pair of neighbouring views on (raw attribute values 1…12).
        var alignAll: [Int] = []
        /// 0 leading to trailing, 1 left to right, 2 right to left.
        var direction = 0
        /// Vertical spacing from baseline to baseline.
        var baselineToBaseline = false
    }

    /// UIKit's standard spacing between sibling views.
    static let standardSiblingSpacing = 8.0

    private let chars: [UInt8]
    private let format: String
    private let options: Options
    private let viewNames: Set<String>
    private let metrics: [String: Double]
    private let viewsWithSuperview: Set<String>
    private var position = 0
    private var horizontal = true
    private var constraints: [Constraint] = []
    private var sizeConstraints: [Constraint] = []
    private var alignmentConstraints: [Constraint] = []
    private var pending: [Pending] = []
    /// The view whose predicates are being read (`[name(…)]`).
    private var constrainedView: String?

    /// A constraint read from a connection or a view's predicates, before its items are known.
    private struct Pending {
        var relation: Relation = .equal
        var constant = 0.0
        var priority = 1000.0
        var standard = false
        /// For `[a(==b)]`: the view whose size the predicate refers to.
        var view: String?
    }

    /// Makes a parser for `format`: `views` are the keys of the views dictionary, `metrics` the metric
    /// values, `viewsWithSuperview` the views that have a superview (`|` needs one).
    init(format: String, options: Options, views: Set<String>, metrics: [String: Double], viewsWithSuperview: Set<String>) {
        self.format = format
        chars = Array(format.utf8)
        self.options = options
        viewNames = views
        self.metrics = metrics
        self.viewsWithSuperview = viewsWithSuperview
    }

    private func isView(_ name: String) -> Bool { viewNames.contains(name) }

    /// Parses the whole format: the constraints in UIKit's order (connections and view sizes as read,
    /// then the alignment constraints the options ask for), or the first error.
    mutating func parse() throws(VisualFormatError) -> [Constraint] {
        if chars.isEmpty { throw VisualFormatError(plainReason: "It's an empty string.") }
        if chars.contains(where: { $0 >= 0x80 }) { throw VisualFormatError(plainReason: "It contains non-ASCII characters.") }
        if chars[0] == UInt8(ascii: "H") || chars[0] == UInt8(ascii: "V") {
            horizontal = chars[0] == UInt8(ascii: "H")
            position = 1
            guard chars.count >= 2, chars[1] == UInt8(ascii: ":") else {
                throw fail(horizontal ? "Expected ':' after 'H' to specify horizontal arrangement"
                                      : "Expected ':' after 'V' to specify vertical arrangement")
            }
            position = 2
        }
        var left: String?
        if peek == UInt8(ascii: "|") {
            position += 1
            guard position < chars.count else { throw fail("Expected a connection after the '|' character") }
            try parseConnection()
            let right = try parseView()
            try finish(left: nil, right: right)
            flushSizes()
            left = right
        } else {
            left = try parseView()
            flushSizes()
        }
        while position < chars.count {
            try parseConnection()
            if peek == UInt8(ascii: "[") {
                let right = try parseView()
                try finish(left: left, right: right)
                flushSizes()
                left = right
                continue
            }
            if peek == UInt8(ascii: "|") {
                position += 1
                try finish(left: left, right: nil)
                break
            }
            throw fail("Expected a view or '|'")
        }
        if position < chars.count { throw fail("Expected the end of the format string") }
        return constraints + alignmentConstraints
    }

    // MARK: Pieces

    private var peek: UInt8? { position < chars.count ? chars[position] : nil }

    private func fail(_ reason: String) -> VisualFormatError {
        VisualFormatError(reason: reason, format: format, position: position)
    }

    private mutating func parseConnection() throws(VisualFormatError) {
        guard peek == UInt8(ascii: "-") else {
            pending.append(Pending())
            return
        }
        position += 1
        if peek == UInt8(ascii: "|") || peek == UInt8(ascii: "[") {
            pending.append(Pending(standard: true))
            return
        }
        try parsePredicateWithParentheses()
        if peek == UInt8(ascii: ",") {
            throw fail("Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints")
        }
        guard peek == UInt8(ascii: "-") else { throw fail("Expected a '-' here") }
        position += 1
    }

    private mutating func parsePredicateWithParentheses() throws(VisualFormatError) {
        if peek == UInt8(ascii: "-") {
            throw fail("Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.")
        }
        if peek == UInt8(ascii: "(") {
            position += 1
            try parsePredicateList()
            guard peek == UInt8(ascii: ")") else {
                throw fail("Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
            }
            position += 1
            return
        }
        try parsePredicate()
    }

    private mutating func parsePredicateList() throws(VisualFormatError) {
        while true {
            try parsePredicate()
            guard peek == UInt8(ascii: ",") else { return }
            position += 1
        }
    }

    private mutating func parsePredicate() throws(VisualFormatError) {
        try parseRelation()
        let constant = try parseConstant()
        pending[pending.count - 1].constant = constant
        if peek == UInt8(ascii: "@") {
            position += 1
            let priority = try parseConstant()
            if priority <= 0 {
                throw fail("Invalid priority specified: \(Self.g(priority)). Priority must be greater than 0")
            }
            if priority > 1000 {
                throw fail("Invalid priority specified: \(Self.g(priority)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.")
            }
            pending[pending.count - 1].priority = priority
        }
    }

    /// `%g` as C prints it.
    private static func g(_ value: Double) -> String { String(format: "%g", value) }

    private mutating func parseRelation() throws(VisualFormatError) {
        guard let c = peek else { throw fail("Expected more input") }
        var item = Pending()
        switch c {
        case UInt8(ascii: "<"): item.relation = .lessThanOrEqual
        case UInt8(ascii: ">"): item.relation = .greaterThanOrEqual
        case UInt8(ascii: "="): item.relation = .equal
        default:
            pending.append(item)
            return
        }
        position += 1
        guard peek == UInt8(ascii: "=") else { throw fail("Unknown relation. Must be ==, >=, or <=") }
        position += 1
        pending.append(item)
    }

    private mutating func parseConstant() throws(VisualFormatError) -> Double {
        guard let c = peek else {
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if c == UInt8(ascii: "-") || Self.isDigit(c) {
            guard let value = scanNumber() else {
                throw fail("Expected a number or a key from the metrics dictionary, but encountered something else")
            }
            return value
        }
        guard Self.startsName(c) else {
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        let name = scanName()
        if let value = metrics[name] { return value }
        if isView(name) {
            guard constrainedView != nil else {
                throw fail("It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]")
            }
            pending[pending.count - 1].view = name
            return 0
        }
        throw fail("Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries")
    }

    /// A decimal number as `strtod` reads one: sign, digits, fraction, exponent; nil when none is there
    /// (the position then stays).
    private mutating func scanNumber() -> Double? {
        var end = position
        if end < chars.count, chars[end] == UInt8(ascii: "-") || chars[end] == UInt8(ascii: "+") { end += 1 }
        let digitsStart = end
        while end < chars.count, Self.isDigit(chars[end]) { end += 1 }
        var digits = end - digitsStart
        if end < chars.count, chars[end] == UInt8(ascii: ".") {
            end += 1
            let fraction = end
            while end < chars.count, Self.isDigit(chars[end]) { end += 1 }
            digits += end - fraction
        }
        guard digits > 0 else { return nil }
        if end < chars.count, chars[end] == UInt8(ascii: "e") || chars[end] == UInt8(ascii: "E") {
            var e = end + 1
            if e < chars.count, chars[e] == UInt8(ascii: "-") || chars[e] == UInt8(ascii: "+") { e += 1 }
            let exponent = e
            while e < chars.count, Self.isDigit(chars[e]) { e += 1 }
            if e > exponent { end = e }
        }
        let text = String(decoding: chars[position..<end], as: UTF8.self)
        position = end
        return Double(text)
    }

    /// A C identifier at the position (possibly empty).
    private mutating func scanName() -> String {
        let start = position
        if let c = peek, Self.startsName(c) {
            position += 1
            while let c = peek, Self.startsName(c) || Self.isDigit(c) { position += 1 }
        }
        return String(decoding: chars[start..<position], as: UTF8.self)
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    private static func startsName(_ c: UInt8) -> Bool {
        c == UInt8(ascii: "_") || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
    }

    private mutating func parseView() throws(VisualFormatError) -> String {
        guard peek == UInt8(ascii: "[") else { throw fail("Expected a view") }
        position += 1
        guard position < chars.count else { throw fail("Expected a view") }
        let name = scanName()
        if name.isEmpty {
            throw fail("Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.")
        }
        guard isView(name) else { throw fail("\(name) is not a key in the views dictionary.") }
        constrainedView = name
        defer { constrainedView = nil }
        if peek == UInt8(ascii: "]") {
            position += 1
            return name
        }
        guard peek == UInt8(ascii: "(") else { throw fail("Expected a ']' here. That is how you give the end of a view.") }
        position += 1
        guard position < chars.count else { throw fail("Unexpectedly ran out of character fodder in the middle of parsing a view") }
        let connections = pending
        pending = []
        try parsePredicateList()
        guard peek == UInt8(ascii: ")") else {
            throw fail("A predicate on a view's thickness must end with ')' and the view must end with ']'")
        }
        position += 1
        guard peek == UInt8(ascii: "]") else { throw fail("Expected ']' after specifying thickness.") }
        position += 1
        let size = horizontal ? 7 : 8
        for p in pending {
            sizeConstraints.append(Constraint(first: .view(name), firstAttribute: size, relation: p.relation,
                                              second: p.view.map { .view($0) }, secondAttribute: p.view == nil ? 0 : size,
                                              constant: p.view == nil ? p.constant : 0, priority: p.priority, isStandardSpacing: false))
        }
        pending = connections
        return name
    }

    private mutating func flushSizes() {
        constraints += sizeConstraints
        sizeConstraints.removeAll()
    }

    /// Turns the pending connection between `left` and `right` (nil: the superview) into constraints,
    /// and adds the alignment constraints the options ask for between two views.
    private mutating func finish(left: String?, right: String?) throws(VisualFormatError) {
        let items = pending
        pending.removeAll()
        var aligned = false
        for p in items {
            if horizontal && options.baselineToBaseline {
                throw fail("BaselineToBaseline format option not valid for horizontal layout")
            }
            var before = left, after = right
            if horizontal && options.direction == 2 { swap(&before, &after) }
            let absolute = options.direction != 0
            func container() throws(VisualFormatError) -> Item {
                guard let name = left ?? right, viewsWithSuperview.contains(name) else {
                    throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
                }
                return p.standard ? .containerMargins : .container
            }
            let second: Item, secondAttribute: Int
            if let before {
                second = .view(before)
                secondAttribute = horizontal ? (absolute ? 2 : 6) : (options.baselineToBaseline ? 11 : 4)
            } else {
                second = try container()
                secondAttribute = horizontal ? (absolute ? 1 : 5) : 3
            }
            let first: Item, firstAttribute: Int
            if let after {
                first = .view(after)
                firstAttribute = horizontal ? (absolute ? 1 : 5) : (options.baselineToBaseline ? 12 : 3)
            } else {
                first = try container()
                firstAttribute = horizontal ? (absolute ? 2 : 6) : 4
                if before == nil { throw fail("No view was specified for this constraint") }
            }
            let toContainer = before == nil || after == nil
            let constant = p.standard ? (toContainer ? 0 : Self.standardSiblingSpacing) : p.constant
            constraints.append(Constraint(first: first, firstAttribute: firstAttribute, relation: p.relation, second: second,
                                          secondAttribute: secondAttribute, constant: constant, priority: p.priority,
                                          isStandardSpacing: p.standard))
            guard !aligned, !options.alignAll.isEmpty, let before, let after else { continue }
            aligned = true
            for attribute in options.alignAll {
                let horizontalAttribute = [1, 2, 5, 6, 7, 9].contains(attribute)
                if horizontal == horizontalAttribute {
                    throw fail(horizontal
                        ? "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
                        : "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.")
                }
                alignmentConstraints.append(Constraint(first: .view(before), firstAttribute: attribute, relation: .equal,
                                                       second: .view(after), secondAttribute: attribute, constant: 0,
                                                       priority: 1000, isStandardSpacing: false))
            }
        }
    }
}
