import Foundation

/// Target-action with method references, the selector-free forms of UIKit's
/// `init(title:style:target:action:)` family: `action: ViewController.addTapped` with
/// `func addTapped(_ sender: UIBarButtonItem)` or `func addTapped()`. The target is held weakly.
extension UIBarButtonItem {
    /// `init(title:style:target:action:)` with a method of `target` taking the item.
    public convenience init<Target: AnyObject>(title: String?, style: UIBarButtonItem.Style, target: Target,
                                               action: @escaping @MainActor (Target) -> @MainActor (UIBarButtonItem) -> Void) {
        self.init(title: title, style: style, target: target, action: Self.forward(target, action))
    }

    /// `init(title:style:target:action:)` with a method of `target` taking no arguments.
    public convenience init<Target: AnyObject>(title: String?, style: UIBarButtonItem.Style, target: Target,
                                               action: @escaping @MainActor (Target) -> @MainActor () -> Void) {
        self.init(title: title, style: style, target: target, action: Self.forward(target, action))
    }

    /// `init(image:style:target:action:)` with a method of `target` taking the item.
    public convenience init<Target: AnyObject>(image: UIImage?, style: UIBarButtonItem.Style, target: Target,
                                               action: @escaping @MainActor (Target) -> @MainActor (UIBarButtonItem) -> Void) {
        self.init(image: image, style: style, target: target, action: Self.forward(target, action))
    }

    /// `init(image:style:target:action:)` with a method of `target` taking no arguments.
    public convenience init<Target: AnyObject>(image: UIImage?, style: UIBarButtonItem.Style, target: Target,
                                               action: @escaping @MainActor (Target) -> @MainActor () -> Void) {
        self.init(image: image, style: style, target: target, action: Self.forward(target, action))
    }

    /// `init(barButtonSystemItem:target:action:)` with a method of `target` taking the item.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Target,
                                               action: @escaping @MainActor (Target) -> @MainActor (UIBarButtonItem) -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target, action: Self.forward(target, action))
    }

    /// `init(barButtonSystemItem:target:action:)` with a method of `target` taking no arguments.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Target,
                                               action: @escaping @MainActor (Target) -> @MainActor () -> Void) {
        self.init(barButtonSystemItem: systemItem, target: target, action: Self.forward(target, action))
    }

    @preconcurrency func performSetAction(target: AnyObject?, _ action: (@MainActor (UIBarButtonItem) -> Void)?) {
        self.target = target
        hasTarget = target != nil
        actionHandler = action
    }

    @preconcurrency private static func forward<Target: AnyObject>(_ target: Target,
                                                   _ action: @escaping @MainActor (Target) -> @MainActor (UIBarButtonItem) -> Void)
        -> @MainActor (UIBarButtonItem) -> Void {
        { [weak target] item in if let target { action(target)(item) } }
    }

    @preconcurrency private static func forward<Target: AnyObject>(_ target: Target,
                                                   _ action: @escaping @MainActor (Target) -> @MainActor () -> Void)
        -> @MainActor (UIBarButtonItem) -> Void {
        { [weak target] _ in if let target { action(target)() } }
    }

    // MARK: Performing (module-internal)

    /// What a tap on the item does: toggles `isSelected` when it `changesSelectionAsPrimaryAction`, then
    /// runs the primary action, or else the action (skipped once its target is gone).
    func performTap() {
        guard isEnabled else { return }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let actionHandler, !hasTarget || target != nil {
            actionHandler(self)
        }
    }

    /// Takes the primary action's title and image (a system item keeps its own), as UIKit does.
    func adoptPrimaryActionLook() {
        guard let primaryAction, systemItem == nil else { return }
        if !primaryAction.title.isEmpty { title = primaryAction.title }
        if let image = primaryAction.image { self.image = image }
    }

    /// Takes a system item's title or symbol.
    func applySystemItem(_ item: UIBarButtonItem.SystemItem) {
        systemItem = item
        let look = item.appearance
        if let title = look.title { self.title = title }
        if let symbol = look.symbol { image = UIImage(systemName: symbol) }
        if look.isDone { style = .done }
    }

    /// Whether the item is a space (fixed or flexible) rather than a button.
    var isSpace: Bool { systemItem == .fixedSpace || systemItem == .flexibleSpace }
}
