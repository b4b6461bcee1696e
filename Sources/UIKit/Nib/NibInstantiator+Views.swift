import Foundation
import InterfaceBuilder

// What documents say about views, applied: UIView's attributes for every view, then each class's own.

extension NibInstantiator {
    func double(_ object: IBObject, _ name: String) -> Double? { object[name].flatMap(Double.init) }
    func cgFloat(_ object: IBObject, _ name: String) -> CGFloat? { double(object, name).map { CGFloat($0) } }

    func color(_ object: IBObject, _ key: String) -> UIColor?? {
        switch object.property(key) {
        case .color(let c)?: return .some(context.color(c))
        case .nil?: return .some(nil)
        default: return nil
        }
    }

    func font(_ object: IBObject, _ key: String = "fontDescription") -> UIFont? {
        if case .font(let f)? = object.property(key) { return context.font(f) }
        return nil
    }

    func string(_ object: IBObject, _ key: String) -> String? {
        if let text = object[key] { return text }
        if case .string(let s)? = object.property(key) { return s }
        return nil
    }

    // MARK: UIView

    func configureView(_ view: UIView, from object: IBObject, isContentView: Bool = false) {
        let attributes = plans.viewAttributes(of: object, context: context)
        attributes.apply(to: view, isContentView: isContentView)
        for (kind, id) in attributes.guides {
            switch kind {
            case .safeArea: guidesByID[id] = view.safeAreaLayoutGuide
            case .content: if let scroll = view as? UIScrollView { guidesByID[id] = scroll.contentLayoutGuide }
            case .frame: if let scroll = view as? UIScrollView { guidesByID[id] = scroll.frameLayoutGuide }
            }
        }

        switch view {
        case let label as UILabel: configureLabel(label, from: object)
        case let button as UIButton: configureButton(button, from: object)
        case let control as UIControl: configureControl(control, from: object)
        case let imageView as UIImageView: configureImageView(imageView, from: object)
        case let stack as UIStackView: configureStackView(stack, from: object)
        default: break
        }
        if let scroll = view as? UIScrollView { configureScrollView(scroll, from: object) }
        if let cell = view as? UICollectionViewCell { configureCollectionCell(cell, from: object) }
        if let reusable = view as? UICollectionReusableView, let identifier = object["reuseIdentifier"] { reusable.reuseIdentifierStorage = identifier }
        if let cell = view as? UITableViewCell { configureTableCell(cell, from: object) }

        for constraint in object.constraints where !constraint.isPlaceholder { pendingConstraints.append((view, constraint)) }
        for child in object.subviews {
            let subview: UIView
            if hasCellParts, !child.id.isEmpty, let existing = objectsByID[child.id] as? UIView {
                // A cell's own label or image view that the document lays out (`textLabel="id"`).
                configureView(existing, from: child)
                for connection in child.connections { pendingConnections.append((existing, connection)) }
                if !child.runtimeAttributes.isEmpty { pendingAttributes.append((existing, child.runtimeAttributes)) }
                subview = existing
            } else {
                guard let built = build(child) as? UIView else {
                    fatalError("\(location(child.line)): <\(child.elementName)> in <subviews> is not a view")
                }
                subview = built
            }
            let container = (view as? UICollectionViewCell)?.contentView ?? (view as? UITableViewCell)?.contentView ?? view
            if let stack = view as? UIStackView { stack.addArrangedSubview(subview) } else if subview.superview !== container { container.addSubview(subview) }
        }
        for child in object.children("gestureRecognizers") {
            if let recognizer = build(child) as? UIGestureRecognizer { view.addGestureRecognizer(recognizer) }
        }
        if !object.variations.isEmpty {
            let variations = NibSizeClassVariations(object: object, view: view, context: context)
            for (index, child) in object.subviews.enumerated() {
                guard let subview = objectsByID[child.id] as? UIView else { continue }
                variations.documentOrder[ObjectIdentifier(subview)] = index
                if variations.variedSubviews.contains(child.id) { variations.subviews.append((child.id, index, subview)) }
            }
            self.variations.append(variations)
            variationsByHolder[ObjectIdentifier(view)] = variations
        }
    }

    // MARK: Labels and images

    func configureLabel(_ label: UILabel, from object: IBObject) {
        plans.labelAttributes(of: object, context: context).apply(to: label, context: context)
    }

    func configureImageView(_ imageView: UIImageView, from object: IBObject) {
        if let name = object["image"] { imageView.image = context.image(named: name, catalog: object["catalog"]) }
        if let name = object["highlightedImage"] { imageView.highlightedImage = context.image(named: name, catalog: object["catalog"]) }
        if let highlighted = object.bool("highlighted") { imageView.isHighlighted = highlighted }
    }

    func configureStackView(_ stack: UIStackView, from object: IBObject) {
        if object["axis"] == "vertical" { stack.axis = .vertical }
        switch object["alignment"] {
        case "top"?, "leading"?: stack.alignment = .leading
        case "center"?: stack.alignment = .center
        case "bottom"?, "trailing"?: stack.alignment = .trailing
        case "firstBaseline"?: stack.alignment = .firstBaseline
        case "lastBaseline"?, "baseline"?: stack.alignment = .lastBaseline
        default: break
        }
        switch object["distribution"] {
        case "fillEqually"?: stack.distribution = .fillEqually
        case "fillProportionally"?: stack.distribution = .fillProportionally
        case "equalSpacing"?: stack.distribution = .equalSpacing
        case "equalCentering"?: stack.distribution = .equalCentering
        default: break
        }
        if let spacing = cgFloat(object, "spacing") { stack.spacing = spacing }
        if let baseline = object.bool("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = baseline }
        if let margins = object.bool("layoutMarginsRelativeArrangement") { stack.isLayoutMarginsRelativeArrangement = margins }
    }

    // MARK: Scroll views

    func configureScrollView(_ scroll: UIScrollView, from object: IBObject) {
        if let shows = object.bool("showsHorizontalScrollIndicator") { scroll.showsHorizontalScrollIndicator = shows }
        if let shows = object.bool("showsVerticalScrollIndicator") { scroll.showsVerticalScrollIndicator = shows }
        if let bounces = object.bool("bounces") { scroll.bounces = bounces }
        if let bounces = object.bool("alwaysBounceVertical") { scroll.alwaysBounceVertical = bounces }
        if let bounces = object.bool("alwaysBounceHorizontal") { scroll.alwaysBounceHorizontal = bounces }
        if let paging = object.bool("pagingEnabled") { scroll.isPagingEnabled = paging }
        if let enabled = object.bool("scrollEnabled") { scroll.isScrollEnabled = enabled }
        if let lock = object.bool("directionalLockEnabled") { scroll.isDirectionalLockEnabled = lock }
        if let zoom = object.bool("bouncesZoom") { scroll.bouncesZoom = zoom }
        if let minimum = cgFloat(object, "minimumZoomScale") { scroll.minimumZoomScale = minimum }
        if let maximum = cgFloat(object, "maximumZoomScale") { scroll.maximumZoomScale = maximum }
        switch object["contentInsetAdjustmentBehavior"] {
        case "never"?: scroll.contentInsetAdjustmentBehavior = .never
        case "always"?: scroll.contentInsetAdjustmentBehavior = .always
        case "scrollableAxes"?: scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        default: break
        }
        if case .size(let size)? = object.property("contentSize") { scroll.contentSize = size }
        if let collection = scroll as? UICollectionView { configureCollectionView(collection, from: object) }
        if let table = scroll as? UITableView { configureTableView(table, from: object) }
        if let textView = scroll as? UITextView { configureTextView(textView, from: object) }
    }
}
