import Foundation

/// An alert or action sheet: a title, a message and actions, presented modally, as UIKit's
/// `UIAlertController`.
///
/// Present it with `present(_:animated:completion:)`. An `.alert` is a 270-point rounded panel centred
/// over a dimmed window: its title (17 pt semibold) and message (13 pt) centred, then its actions in
/// 44-point rows divided by hairlines — side by side when there are two and both titles fit in half the
/// width, else stacked with the cancel action last (beside one other action, the cancel action is on the
/// left). An `.actionSheet` rises from the bottom edge: header in 13-point secondary text, 57-point rows
/// in 20-point type, and the cancel action in its own rounded group 8 points below. The preferred action
/// (else the cancel action) is semibold; destructive actions are red; disabled ones grey. Picking an
/// enabled action dismisses the alert and then runs the action's handler; a tap on the dimmed area
/// outside an action sheet picks its cancel action.
///
/// The panel is the system thick material (a backdrop blur of what is behind it).
///
/// In a horizontally regular window an action sheet is presented in a popover, as on iPad: set its source
/// on `popoverPresentationController` (presenting it without one traps with UIKit's message); the cancel
/// action is left out and a tap outside the popover picks it.
///
/// An alert can carry text fields (`addTextField(configurationHandler:)`), stacked under the message in
/// one rounded group with a hairline border and dividers.
///
/// The `modalPresentationStyle` reads `.custom`, as UIKit presents alerts with its own presentation
/// controllers. Documented difference: the alert does not move for an on-screen keyboard (the desktop
/// and headless hosts have none).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    var messageStorage: String?
    let styleStorage: Style
    var actionStorage: [UIAlertAction] = []
    var textFieldStorage: [UITextField] = []
    weak var preferredActionStorage: UIAlertAction?

    /// Creates an alert with `title`, `message` and the given style.
    public init(title: String?, message: String?, preferredStyle: Style) {
        messageStorage = message
        styleStorage = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .custom
    }

    /// Creates an alert with no title or message (as `UIAlertController()`), in the `.actionSheet`
    /// style, as UIKit's `-init` gives.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        styleStorage = .actionSheet
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
    }

    /// Creates an alert from an archive: an empty action sheet.
    public required init?(coder: NSCoder) {
        styleStorage = .actionSheet
        super.init(coder: coder)
        modalPresentationStyle = .custom
    }

    /// The message below the title.
    open var message: String? {
        get { messageStorage }
        set { messageStorage = newValue; contentDidChange() }
    }

    /// The title above the message.
    open override var title: String? {
        didSet { contentDidChange() }
    }

    /// The alert's style.
    open var preferredStyle: Style { styleStorage }

    /// The actions, in the order they were added.
    open var actions: [UIAlertAction] { actionStorage }

    /// Adds `action`. Traps with UIKit's message when a second `.cancel` action is added.
    open func addAction(_ action: UIAlertAction) { performAddAction(action) }

    /// Adds a text field under the message (alerts only: an action sheet traps with UIKit's message), and
    /// runs `configurationHandler` on it to set its placeholder, text or traits. The first field becomes
    /// first responder when the alert appears; Return moves to the next field, and in the last one picks
    /// the preferred action (when it is enabled).
    @preconcurrency
    open func addTextField(configurationHandler: (@MainActor (UITextField) -> Void)? = nil) { performAddTextField(configurationHandler: configurationHandler) }

    /// The text fields, in the order added; nil when there are none.
    open var textFields: [UITextField]? { textFieldStorage.isEmpty ? nil : textFieldStorage }

    /// The action drawn in bold and picked by the Return key; must be one of `actions`. Default nil.
    open var preferredAction: UIAlertAction? {
        get { preferredActionStorage }
        set { performSetPreferredAction(newValue) }
    }

    /// The alert's view: the panel (or the action sheet's groups), laid out for its actions.
    open override func loadView() { view = AlertView(alertController: self) }

    // MARK: Presentation

    override func makeBuiltInPresentationController(presenting: UIViewController?) -> UIPresentationController {
        preferredStyle == .actionSheet ? popoverController(presenting: presenting)
            : AlertPresentationController(presentedViewController: self, presenting: presenting)
    }

    override func builtInPresentationControllerMatches(_ controller: UIPresentationController) -> Bool {
        preferredStyle == .actionSheet ? controller is ActionSheetPopoverPresentationController : controller is AlertPresentationController
    }

    override var usesPopoverPresentation: Bool { preferredStyle == .actionSheet }

    override func makePopoverPresentationController(presenting: UIViewController?) -> UIPopoverPresentationController {
        ActionSheetPopoverPresentationController(presentedViewController: self, presenting: presenting)
    }
}
