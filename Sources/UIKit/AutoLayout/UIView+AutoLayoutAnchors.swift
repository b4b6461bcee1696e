import Foundation

// MARK: - Anchors

extension UIView {
    /// The leading edge (left in a left-to-right layout).
    var leadingAnchorImplementation: NSLayoutXAxisAnchor { xAnchor(.leading) }
    /// The trailing edge (right in a left-to-right layout).
    var trailingAnchorImplementation: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    /// The left edge.
    var leftAnchorImplementation: NSLayoutXAxisAnchor { xAnchor(.left) }
    /// The right edge.
    var rightAnchorImplementation: NSLayoutXAxisAnchor { xAnchor(.right) }
    /// The horizontal centre.
    var centerXAnchorImplementation: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    /// The top edge.
    var topAnchorImplementation: NSLayoutYAxisAnchor { yAnchor(.top) }
    /// The bottom edge.
    var bottomAnchorImplementation: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    /// The vertical centre.
    var centerYAnchorImplementation: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    /// The baseline of the first line of text of `forFirstBaselineLayout` (its bottom for views without text).
    var firstBaselineAnchorImplementation: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
    /// The baseline of the last line of text of `forLastBaselineLayout` (its bottom for views without text).
    var lastBaselineAnchorImplementation: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
    /// The width.
    var widthAnchorImplementation: NSLayoutDimension { NSLayoutDimension(value: .attribute(WeakLayoutItem(object: self), .width)) }
    /// The height.
    var heightAnchorImplementation: NSLayoutDimension { NSLayoutDimension(value: .attribute(WeakLayoutItem(object: self), .height)) }

    private func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(value: .attribute(WeakLayoutItem(object: self), attribute))
    }

    private func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(value: .attribute(WeakLayoutItem(object: self), attribute))
    }
}

extension UILayoutGuide {
    /// The leading edge.
    var leadingAnchorImplementation: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(value: .attribute(WeakLayoutItem(object: self), .leading)) }
    /// The trailing edge.
    var trailingAnchorImplementation: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(value: .attribute(WeakLayoutItem(object: self), .trailing)) }
    /// The left edge.
    var leftAnchorImplementation: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(value: .attribute(WeakLayoutItem(object: self), .left)) }
    /// The right edge.
    var rightAnchorImplementation: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(value: .attribute(WeakLayoutItem(object: self), .right)) }
    /// The horizontal centre.
    var centerXAnchorImplementation: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(value: .attribute(WeakLayoutItem(object: self), .centerX)) }
    /// The top edge.
    var topAnchorImplementation: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(value: .attribute(WeakLayoutItem(object: self), .top)) }
    /// The bottom edge.
    var bottomAnchorImplementation: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(value: .attribute(WeakLayoutItem(object: self), .bottom)) }
    /// The vertical centre.
    var centerYAnchorImplementation: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(value: .attribute(WeakLayoutItem(object: self), .centerY)) }
    /// The width.
    var widthAnchorImplementation: NSLayoutDimension { NSLayoutDimension(value: .attribute(WeakLayoutItem(object: self), .width)) }
    /// The height.
    var heightAnchorImplementation: NSLayoutDimension { NSLayoutDimension(value: .attribute(WeakLayoutItem(object: self), .height)) }
}
