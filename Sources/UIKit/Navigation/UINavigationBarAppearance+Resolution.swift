import Foundation

extension UINavigationBarAppearance {
    /// The system's back chevron (`chevron.backward`, 17-point semibold).
    static var systemBackIndicatorImage: UIImage {
        if let cached = cachedSystemBackIndicator { return cached }
        let image = UIImage(systemName: "chevron.backward", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold))
            ?? UIImage()
        cachedSystemBackIndicator = image
        return image
    }

    func copyNavigationProperties(from other: UINavigationBarAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        largeTitleTextAttributes = other.largeTitleTextAttributes
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
        backButtonAppearance = other.backButtonAppearance.copy()
        customBackIndicatorImage = other.customBackIndicatorImage
        customBackIndicatorMask = other.customBackIndicatorMask
    }

    /// This appearance with a transparent background and everything else kept: what iOS 15 shows at the
    /// scroll edge when no scroll-edge appearance is set.
    var withTransparentBackground: UINavigationBarAppearance {
        let copy: UINavigationBarAppearance = copy()
        copy.configureWithTransparentBackground()
        return copy
    }

    /// The appearance of the bar button items of `style`.
    func buttonAppearance(for style: UIBarButtonItem.Style) -> UIBarButtonItemAppearance {
        style == .done ? doneButtonAppearance : buttonAppearance
    }
}

@MainActor private var cachedSystemBackIndicator: UIImage?
