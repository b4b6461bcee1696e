import Foundation

/// The field of a search bar (iOS 13), as UIKit's `UISearchTextField`: a `UITextField` drawn as iOS draws
/// search fields, a rounded rectangle (corner radius 10) filled with `tertiarySystemFill`, a magnifying
/// glass as its left view, a clear button while editing and "Search" as the placeholder. Tokens are not
/// implemented.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// Creates a search field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSearchField()
    }

    /// Creates a search field (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSearchField()
    }

    private func configureSearchField() {
        borderStyle = .none
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        clipsToBounds = true
        placeholder = "Search"
        clearButtonMode = .whileEditing
        returnKeyType = .search
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame = CGRect(x: 0, y: 0, width: 28, height: 20)
        leftView = glass
        leftViewMode = .always
    }

    /// 36 points tall, as iOS's search field.
    open override var intrinsicContentSize: CGSize { CGSize(width: super.intrinsicContentSize.width, height: 36) }
}
