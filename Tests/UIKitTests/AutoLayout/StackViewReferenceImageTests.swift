import Testing
import UIKitTesting
@testable import UIKit

/// Stacks drawn, against reference images: coloured boxes in distributions and alignments, nested
/// stacks, a hidden view, and the stack's own background (drawn, as from iOS 14).
@MainActor
struct StackViewReferenceImageTests {
    final class Scene: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            let colours: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange]
            // The first box hugs least, so a fill row stretches it: with equal hugging the layout would be
            // ambiguous (Xcode warns about it) and any of the boxes could stretch.
            func boxes(_ sizes: [(CGFloat, CGFloat)]) -> [UIView] {
                sizes.enumerated().map { i, s in
                    let box = IntrinsicBox(s.0, s.1)
                    box.backgroundColor = colours[i % colours.count]
                    if i == 0 { box.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal) }
                    return box
                }
            }
            func row(_ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment) -> UIStackView {
                let stack = UIStackView(arrangedSubviews: boxes([(40, 30), (20, 16), (30, 22)]))
                stack.distribution = distribution
                stack.alignment = alignment
                stack.spacing = 6
                stack.backgroundColor = UIColor(white: 0.9, alpha: 1)
                return stack
            }
            let hidden = row(.fill, .center)
            hidden.arrangedSubviews[1].isHidden = true
            let rows = [row(.fill, .top), row(.fillEqually, .center), row(.fillProportionally, .bottom),
                        row(.equalSpacing, .fill), row(.equalCentering, .center), hidden]
            let column = UIStackView(arrangedSubviews: rows)
            column.axis = .vertical
            column.spacing = 8
            column.isLayoutMarginsRelativeArrangement = true
            column.layoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            column.backgroundColor = UIColor(white: 0.75, alpha: 1)
            column.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(column)
            NSLayoutConstraint.activate([column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                                         column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
                                         column.topAnchor.constraint(equalTo: view.topAnchor, constant: 10)])
        }
    }

    @Test func stacksMatchTheirReferenceImage() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 260), scale: 2)
        host.show(Scene())
        ReferenceImage.expectMatch(host.snapshot(), named: "stack-views@2x", channelTolerance: 8)
    }
}
