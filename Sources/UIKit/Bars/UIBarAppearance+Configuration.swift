import Foundation

/// The background configurations of `UIBarAppearance`. Not public API.
enum BarBackgroundConfiguration {
    case defaultBackground, opaqueBackground, transparentBackground

    /// The hairline under (or above) a bar: black at 30%, as iOS's separator-like bar shadow.
    @MainActor static var hairlineColor: UIColor { UIColor(white: 0, alpha: 0.3) }
}

extension UIBarAppearance {
    func applyBackgroundConfiguration(_ configuration: BarBackgroundConfiguration) {
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowImage = nil
        switch configuration {
        case .defaultBackground:
            backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
            backgroundColor = nil
            shadowColor = BarBackgroundConfiguration.hairlineColor
        case .opaqueBackground:
            backgroundEffect = nil
            backgroundColor = .systemBackground
            shadowColor = BarBackgroundConfiguration.hairlineColor
        case .transparentBackground:
            backgroundEffect = nil
            backgroundColor = nil
            shadowColor = nil
        }
    }

    /// Whether the background draws anything (blur, colour, image or shadow).
    var drawsBackground: Bool {
        backgroundEffect != nil || backgroundImage != nil || shadowImage != nil
            || (backgroundColor.map { $0.cgColor.alpha > 0 } ?? false)
            || (shadowColor.map { $0.cgColor.alpha > 0 } ?? false)
    }
}
