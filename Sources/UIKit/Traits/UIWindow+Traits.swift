import Foundation

extension UIWindow {
    /// The screen's traits with the size classes of the window's own size (the idiom is the screen's).
    func windowInheritedTraitCollection() -> UITraitCollection {
        let screenTraits = screen.traitCollection
        let classes = UIScreen.sizeClasses(for: bounds.size, idiom: screenTraits.userInterfaceIdiom)
        if classes.horizontal == screenTraits.horizontalSizeClass, classes.vertical == screenTraits.verticalSizeClass {
            return screenTraits
        }
        var values = screenTraits.values
        values.set(UITraitHorizontalSizeClass.self, classes.horizontal)
        values.set(UITraitVerticalSizeClass.self, classes.vertical)
        return UITraitCollection(values: values)
    }

    /// The window's size changed: its size classes may have.
    func windowSizeDidChange() {
        guard let cached = traitStateStorage?.cached else { return }
        let classes = UIScreen.sizeClasses(for: bounds.size, idiom: cached.userInterfaceIdiom)
        if classes.horizontal != cached.horizontalSizeClass || classes.vertical != cached.verticalSizeClass { invalidateTraits() }
    }
}
