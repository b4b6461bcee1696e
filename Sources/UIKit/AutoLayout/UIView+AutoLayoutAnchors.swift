import Foundation

// MARK: - Anchors

extension UIView {
    /// The leading edge (left in a left-to-right layout).
    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    /// The trailing edge (right in a left-to-right layout).
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    /// The baseline of the first line of text of `forFirstBaselineLayout` (its bottom for views without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
    /// The baseline of the last line of text of `forLastBaselineLayout` (its bottom for views without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(value: .attribute(WeakLayoutItem(object: self), .width)) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(value: .attribute(WeakLayoutItem(object: self), .height)) }

    private func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(value: .attribute(WeakLayoutItem(object: self), attribute))
    }

    private func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(value: .attribute(WeakLayoutItem(object: self), attribute))
    }
}

extension UILayoutGuide {
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(value: .attribute(WeakLayoutItem(object: self), .leading)) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(value: .attribute(WeakLayoutItem(object: self), .trailing)) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(value: .attribute(WeakLayoutItem(object: self), .left)) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(value: .attribute(WeakLayoutItem(object: self), .right)) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(value: .attribute(WeakLayoutItem(object: self), .centerX)) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(value: .attribute(WeakLayoutItem(object: self), .top)) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(value: .attribute(WeakLayoutItem(object: self), .bottom)) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(value: .attribute(WeakLayoutItem(object: self), .centerY)) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(value: .attribute(WeakLayoutItem(object: self), .width)) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(value: .attribute(WeakLayoutItem(object: self), .height)) }
}
