import Testing
import UIKitTesting
@testable import UIKit

/// A view with a fixed intrinsic content size (what a label or an image view gives a stack view).
@MainActor
final class IntrinsicBox: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { size = .zero; super.init(coder: coder) }

    override var intrinsicContentSize: CGSize { size }
}

/// A stack view in a 800×800 root view, its top-left corner pinned to (0, 0) and optionally its length
/// along the axis fixed, arranging three boxes of 160×200, 80×100 and 40×50 (the sizes of the UIKit
/// captures in the Auto Layout literature; transposed for a vertical stack).
@MainActor
struct StackScene {
    let root: UIView
    let stack: UIStackView
    let views: [IntrinsicBox]

    init(axis: NSLayoutConstraint.Axis = .horizontal, length: CGFloat? = nil, crossLength: CGFloat? = nil,
         configure: (UIStackView) -> Void = { _ in }) {
        root = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
        let sizes: [(CGFloat, CGFloat)] = [(160, 200), (80, 100), (40, 50)]
        views = sizes.map { axis == .horizontal ? IntrinsicBox($0.0, $0.1) : IntrinsicBox($0.1, $0.0) }
        stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var pins = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)]
        let main = axis == .horizontal ? stack.widthAnchor : stack.heightAnchor
        let cross = axis == .horizontal ? stack.heightAnchor : stack.widthAnchor
        if let length { pins.append(main.constraint(equalToConstant: length)) }
        if let crossLength { pins.append(cross.constraint(equalToConstant: crossLength)) }
        NSLayoutConstraint.activate(pins)
        configure(stack)
        root.layoutIfNeeded()
    }

    /// The frames of the arranged views, in the stack's coordinates.
    var frames: [CGRect] { views.map(\.frame) }

    /// The stack's constraints and its arranged views' own (UIKit installs a constraint on its items'
    /// nearest common ancestor, so a view's `UISV-hiding` and `UISV-ambiguity-suppression` constraints
    /// are on the view).
    var arrangementConstraints: [NSLayoutConstraint] { stack.constraints + stack.arrangedSubviews.flatMap(\.constraints) }

    /// Lays out again after a change.
    func layout() { root.layoutIfNeeded() }
}

/// `CGRect(x:y:width:height:)`, short.
func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// The rectangle with x and y (and width and height) swapped, for checking a vertical stack against a
/// horizontal one.
func transposed(_ r: CGRect) -> CGRect { CGRect(x: r.minY, y: r.minX, width: r.height, height: r.width) }
