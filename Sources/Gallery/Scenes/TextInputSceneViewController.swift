import UIKit
import UIKitTesting

/// Text input: a sign-in form (a secure password field, Return moves on, Return in the password field
/// signs in), a search field filtering the Gallery's scene titles as you type, and a notes text view
/// with undo (ctrl+Z); a tap on the caret or the selection shows the edit menu. Chinese, Japanese and Korean text come in through the desktop's input method.
final class TextInputSceneViewController: UIViewController, UITextFieldDelegate {
    private let username = UITextField()
    private let password = UITextField()
    private let status = UILabel()
    private let search = UITextField()
    private let results = UILabel()
    private let notes = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let title = UILabel()
        title.text = "Sign in"
        title.font = .boldSystemFont(ofSize: 28)
        for (field, placeholder) in [(username, "User name"), (password, "Password")] {
            field.borderStyle = .roundedRect
            field.placeholder = placeholder
            field.delegate = self
            field.clearButtonMode = .whileEditing
        }
        username.textContentType = .username
        username.returnKeyType = .next
        password.isSecureTextEntry = true
        password.textContentType = .password
        password.returnKeyType = .go
        status.font = .systemFont(ofSize: 13)
        status.textColor = .secondaryLabel
        status.text = "Return moves on; Return in the password field signs in."

        search.borderStyle = .roundedRect
        search.placeholder = "Search scenes"
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        search.leftView = glass
        search.leftViewMode = .always
        search.clearButtonMode = .whileEditing
        search.addAction(UIAction { [weak self] _ in self?.updateResults() }, for: .editingChanged)
        results.numberOfLines = 3
        results.font = .systemFont(ofSize: 13)
        results.textColor = .secondaryLabel

        notes.font = .systemFont(ofSize: 17)
        notes.text = "Notes\nType here; ctrl+Z undoes, ctrl+shift+Z redoes. 中文、日本語、한국어 work through the input method."
        notes.layer.cornerRadius = 10

        let stack = UIStackView(arrangedSubviews: [title, username, password, status, search, results, notes])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            notes.heightAnchor.constraint(equalToConstant: 200),
        ])
        updateResults()
    }

    private func updateResults() {
        let query = (search.text ?? "").lowercased()
        let matches = GalleryScene.all.map(\.title).filter { query.isEmpty || $0.lowercased().contains(query) }
        results.text = "\(matches.count) scene(s)" + (matches.first.map { ": \($0)" } ?? "")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === username {
            password.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            status.text = (username.text ?? "").isEmpty ? "Enter a user name." : "Signed in as \(username.text ?? "")."
        }
        return true
    }

    /// Types a user name and password, signs in, and searches, as a user would.
    static func demonstrate(_ host: HeadlessHost) {
        guard let scene = host.windows.last?.rootViewController as? TextInputSceneViewController else { return }
        host.tap(at: scene.username.convert(CGPoint(x: 40, y: 17), to: nil))
        host.type("ada\n")
        host.type("secret\n")
        host.tap(at: scene.search.convert(CGPoint(x: 60, y: 17), to: nil))
        host.type("table")
        host.press(.keyboardLeftArrow, modifierFlags: [.control, .shift])
        // A tap on the selection shows the edit menu (Cut, Copy, Paste, Select All) above it.
        UIPasteboard.general.string = "ada"
        host.advance(by: 1)   // past the double-tap interval after the tap that focused the field
        if let range = scene.search.selectedTextRange, let rect = scene.search.selectionRects(for: range).first?.rect {
            host.tap(at: scene.search.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil))
            host.advance(by: 0.3)
        }
    }
}
