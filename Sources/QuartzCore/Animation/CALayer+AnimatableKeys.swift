import CoreGraphics
import Foundation

extension CALayer {
    /// The model value of an animatable base property, or `nil` for a key that does not animate.
    ///
    /// Animatable keys: `position`, `bounds`, `transform`, `sublayerTransform`, `opacity`,
    /// `backgroundColor`, `cornerRadius`, `borderWidth`, `borderColor`, `shadowOpacity`, `shadowRadius`,
    /// `shadowOffset`, `shadowColor`, `contentsRect`, `zPosition`, `anchorPoint`; shape layers add
    /// `strokeStart`, `strokeEnd`, `lineWidth`, `fillColor`, `strokeColor`, `path`, `lineDashPhase`,
    /// `miterLimit`; gradient layers `colors`, `locations`, `startPoint`, `endPoint`.
    func animatableValue<S: StringProtocol>(forKey key: S) -> AnimatableValue? {
        AnimatableKey(rawValue: String(key)).flatMap { animatableValue(for: $0) }
    }

    /// Writes an animatable base property named by a string (see `setAnimatableValue(_:for:)`).
    func setAnimatableValue<S: StringProtocol>(_ value: AnimatableValue, forKey key: S) {
        if let resolved = AnimatableKey(rawValue: String(key)) { setAnimatableValue(value, for: resolved) }
    }

    /// The model value of an animatable base property.
    /// - Complexity: O(1); shape and gradient keys cast the layer once.
    func animatableValue(for key: AnimatableKey) -> AnimatableValue? {
        switch key {
        case .position: return .point(position)
        case .bounds: return .rect(bounds)
        case .transform: return .transform(transform)
        case .sublayerTransform: return .transform(sublayerTransform)
        case .opacity: return .number(Double(opacity))
        case .backgroundColor: return AnimatableValue(backgroundColor)
        case .cornerRadius: return .number(Double(cornerRadius))
        case .borderWidth: return .number(Double(borderWidth))
        case .borderColor: return AnimatableValue(borderColor)
        case .shadowOpacity: return .number(Double(shadowOpacity))
        case .shadowRadius: return .number(Double(shadowRadius))
        case .shadowOffset: return .size(shadowOffset)
        case .shadowColor: return AnimatableValue(shadowColor)
        case .contentsRect: return .rect(contentsRect)
        case .zPosition: return .number(Double(zPosition))
        case .anchorPoint: return .point(anchorPoint)
        default: break
        }
        if let shape = self as? CAShapeLayer {
            switch key {
            case .strokeStart: return .number(Double(shape.strokeStart))
            case .strokeEnd: return .number(Double(shape.strokeEnd))
            case .lineWidth: return .number(Double(shape.lineWidth))
            case .miterLimit: return .number(Double(shape.miterLimit))
            case .lineDashPhase: return .number(Double(shape.lineDashPhase))
            case .fillColor: return AnimatableValue(shape.fillColor)
            case .strokeColor: return AnimatableValue(shape.strokeColor)
            case .path: return AnimatableValue(shape.path)
            default: break
            }
        }
        if let gradient = self as? CAGradientLayer {
            switch key {
            case .colors: return AnimatableValue(gradient.colors) ?? .list([])
            case .locations: return AnimatableValue(gradient.locations) ?? .list([])
            case .startPoint: return .point(gradient.startPoint)
            case .endPoint: return .point(gradient.endPoint)
            default: break
            }
        }
        return nil
    }

    /// Writes an animatable base property (numbers clamped where the property requires: opacities 0...1,
    /// colours' components 0...1).
    /// - Complexity: O(1); shape and gradient keys cast the layer once.
    func setAnimatableValue(_ value: AnimatableValue, for key: AnimatableKey) {
        func color() -> CGColor? { value.cgColor }
        switch key {
        case .position: position = value.cgPoint
        case .bounds: bounds = value.cgRect
        case .transform: transform = value.transform3D
        case .sublayerTransform: sublayerTransform = value.transform3D
        case .opacity: opacity = min(max(value.float, 0), 1)
        case .backgroundColor: backgroundColor = color()
        case .cornerRadius: cornerRadius = max(value.cgFloat, 0)
        case .borderWidth: borderWidth = max(value.cgFloat, 0)
        case .borderColor: borderColor = color()
        case .shadowOpacity: shadowOpacity = min(max(value.float, 0), 1)
        case .shadowRadius: shadowRadius = max(value.cgFloat, 0)
        case .shadowOffset: shadowOffset = value.cgSize
        case .shadowColor: shadowColor = color()
        case .contentsRect: contentsRect = value.cgRect
        case .zPosition: zPosition = value.cgFloat
        case .anchorPoint: anchorPoint = value.cgPoint
        default: setSubclassValue(value, for: key)
        }
    }

    /// Writes a shape or gradient layer's animatable property.
    private func setSubclassValue(_ value: AnimatableValue, for key: AnimatableKey) {
        func color() -> CGColor? { value.cgColor }
        if let shape = self as? CAShapeLayer {
            switch key {
            case .strokeStart: shape.strokeStart = value.cgFloat
            case .strokeEnd: shape.strokeEnd = value.cgFloat
            case .lineWidth: shape.lineWidth = max(value.cgFloat, 0)
            case .miterLimit: shape.miterLimit = value.cgFloat
            case .lineDashPhase: shape.lineDashPhase = value.cgFloat
            case .fillColor: shape.fillColor = color()
            case .strokeColor: shape.strokeColor = color()
            case .path: shape.path = value.cgPath
            default: break
            }
        }
        if let gradient = self as? CAGradientLayer {
            switch key {
            case .colors:
                if case .list(let items) = value { gradient.colors = items.compactMap { $0.cgColor } }
            case .locations:
                if case .list(let items) = value { gradient.locations = items.map { NSNumber(value: Double($0.cgFloat)) } }
            case .startPoint: gradient.startPoint = value.cgPoint
            case .endPoint: gradient.endPoint = value.cgPoint
            default: break
            }
        }
    }
}
