import Foundation

/// A search bar, as UIKit's `UISearchBar` (`UISearchController` owns one and follows its events): a
/// `UISearchTextField` inset 8 points on each side and centred in a 56-point bar, with a "Cancel"
/// button at the right while `showsCancelButton` is true. The delegate hears the field's editing as the
/// search bar's: should/did begin, text changes (`searchBar(_:textDidChange:)` after each user change and
/// after the clear button), Return as `searchBarSearchButtonClicked`, should/did end, and the cancel
/// button as `searchBarCancelButtonClicked`. Scope buttons are stored (`scopeButtonTitles`,
/// `selectedScopeButtonIndex`, `showsScopeBar`) but not drawn.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    private let field = UISearchTextField()
    private let cancelButton = UIButton(type: .system)
    private lazy var fieldDelegate = SearchFieldDelegate(bar: self)
    /// The search controller that owns the bar, told of its events after the delegate (as UIKit's).
    weak var owningSearchController: UISearchController?

    /// Creates a search bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSearchBar()
    }

    /// Creates a search bar (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSearchBar()
    }

    /// The bar's text field.
    open var searchTextField: UISearchTextField { field }
    /// The text ("" when empty). Setting it sends no delegate calls.
    open var text: String? {
        get { field.text }
        set { field.text = newValue }
    }
    /// The placeholder (`nil`: the field shows "Search", as iOS 13 does).
    open var placeholder: String? {
        get { field.placeholder == "Search" ? nil : field.placeholder }
        set { field.placeholder = newValue ?? "Search" }
    }
    /// A line of text above the bar (stored).
    open var prompt: String?
    /// The delegate (held weakly).
    open weak var delegate: (any UISearchBarDelegate)?
    /// Whether the cancel button shows.
    open var showsCancelButton = false { didSet { setNeedsLayout() } }
    /// Shows or hides the cancel button (without animation in OpenUIKit).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    /// The titles of the scope buttons (stored; the scope bar is not drawn).
    open var scopeButtonTitles: [String]?
    /// The selected scope button (stored).
    open var selectedScopeButtonIndex = 0
    /// Whether the scope bar shows (stored).
    open var showsScopeBar = false
    /// The bar's tint for its background (stored; the bar draws no background of its own).
    open var barTintColor: UIColor?
    /// The field's input traits: the keyboard type.
    open var keyboardType: UIKeyboardType {
        get { field.keyboardType }
        set { field.keyboardType = newValue }
    }
    /// Automatic capitalisation (`.none` in a search bar's field, as iOS).
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { field.autocapitalizationType }
        set { field.autocapitalizationType = newValue }
    }

    /// The field and the cancel button side by side.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSearchBar()
    }

    /// 56 points tall, as iOS's search bar.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }

    /// The bar's width and 56 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 56) }

    /// Makes the field first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { field.becomeFirstResponder() }

    /// Ends the field's editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool { field.resignFirstResponder() }

    /// Whether the field is first responder.
    open override var isFirstResponder: Bool { field.isFirstResponder }

    // MARK: Internals

    private func configureSearchBar() {
        field.autocapitalizationType = .none
        field.delegate = fieldDelegate
        field.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBar(self, textDidChange: self.field.text ?? "")
            self.owningSearchController?.searchBarTextDidChange()
        }, for: .editingChanged)
        addSubview(field)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarCancelButtonClicked(self)
            self.owningSearchController?.searchBarCancelTapped()
        }, for: .touchUpInside)
    }

    private func layoutSearchBar() {
        let inset: CGFloat = 8
        var right = bounds.maxX - inset
        if showsCancelButton {
            if cancelButton.superview !== self { addSubview(cancelButton) }
            let size = cancelButton.sizeThatFits(bounds.size)
            cancelButton.frame = CGRect(x: right - size.width, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            right = cancelButton.frame.minX - inset
        } else {
            cancelButton.removeFromSuperview()
        }
        field.frame = CGRect(x: bounds.minX + inset, y: ((bounds.height - 36) / 2).rounded(), width: max(0, right - bounds.minX - inset), height: 36)
    }

    fileprivate func fieldShouldBegin() -> Bool { delegate?.searchBarShouldBeginEditing(self) ?? true }
    fileprivate func fieldDidBegin() {
        delegate?.searchBarTextDidBeginEditing(self)
        owningSearchController?.searchBarDidBeginEditing()
    }
    fileprivate func fieldShouldEnd() -> Bool { delegate?.searchBarShouldEndEditing(self) ?? true }
    fileprivate func fieldDidEnd() { delegate?.searchBarTextDidEndEditing(self) }
    fileprivate func fieldShouldChange(_ range: NSRange, _ text: String) -> Bool {
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }
    fileprivate func fieldReturned() { delegate?.searchBarSearchButtonClicked(self) }
}

/// Forwards the search field's delegate calls to its bar's delegate.
@MainActor
private final class SearchFieldDelegate: UITextFieldDelegate {
    unowned let bar: UISearchBar
    init(bar: UISearchBar) { self.bar = bar }
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { bar.fieldShouldBegin() }
    func textFieldDidBeginEditing(_ textField: UITextField) { bar.fieldDidBegin() }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { bar.fieldShouldEnd() }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { bar.fieldDidEnd() }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        bar.fieldShouldChange(range, string)
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar.fieldReturned()
        return true
    }
}
