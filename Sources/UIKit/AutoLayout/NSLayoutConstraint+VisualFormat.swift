import Foundation

// MARK: - The visual format language

extension NSLayoutConstraint {
    /// What `constraints(withVisualFormat:options:metrics:views:)` does (see there).
    class func makeConstraints(withVisualFormat format: String, options opts: FormatOptions,
                               metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        let items: [String: AnyObject] = views.reduce(into: [:]) { result, entry in
            if let view = entry.value as? UIView { result[entry.key] = view } else if let guide = entry.value as? UILayoutGuide { result[entry.key] = guide }
        }
        var parserOptions = VisualFormatParser.Options()
        parserOptions.alignAll = (1...12).filter { opts.rawValue & (1 << UInt($0)) != 0 }
        parserOptions.direction = Int((opts.rawValue >> 16) & 0x3)
        parserOptions.baselineToBaseline = opts.contains(.spacingBaselineToBaseline)
        let numbers = (metrics ?? [:]).compactMapValues(VisualFormatMetric.number)
        var parser = VisualFormatParser(format: format, options: parserOptions, views: Set(items.keys), metrics: numbers,
                                        viewsWithSuperview: Set(items.filter { VisualFormatMetric.superview($0.value) != nil }.keys))
        let parsed: [VisualFormatParser.Constraint]
        do {
            parsed = try parser.parse()
        } catch {
            fatalError("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '\(error.message)'")
        }
        return parsed.compactMap { c in
            guard let first = VisualFormatMetric.object(c.first, items: items, other: c.second),
                  let firstAttribute = Attribute(rawValue: c.firstAttribute),
                  let relation = Relation(rawValue: c.relation.rawValue) else { return nil }
            let second = c.second.flatMap { VisualFormatMetric.object($0, items: items, other: c.first) }
            let secondAttribute = Attribute(rawValue: c.secondAttribute) ?? .notAnAttribute
            let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                                attribute: second == nil ? .notAnAttribute : secondAttribute,
                                                multiplier: 1, constant: CGFloat(c.constant))
            constraint.priority = UILayoutPriority(Float(c.priority))
            return constraint
        }
    }
}

/// Reading the dictionaries of a visual format. Not public API.
@MainActor
enum VisualFormatMetric {
    /// A metric's value as a number (`NSNumber`, or any of Swift's number types).
    nonisolated static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    /// The view a view or guide of the format lives in (a view's superview, a guide's owning view).
    static func superview(_ item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view.superview }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The object of a parsed item: the named view, or the superview (or its margins guide) of the
    /// view on the constraint's other side.
    static func object(_ item: VisualFormatParser.Item, items: [String: AnyObject], other: VisualFormatParser.Item?) -> AnyObject? {
        switch item {
        case .view(let name):
            return items[name]
        case .container, .containerMargins:
            guard case .view(let name)? = other, let view = items[name], let container = superview(view) else { return nil }
            return item == .container ? container : container.layoutMarginsGuide
        }
    }
}
