import Foundation

/// The value of one keyed child element of an object (`<rect key="frame">`, `<color key="textColor">`,
/// `<collectionViewFlowLayout key="collectionViewLayout">`, …), typed by the element's name.
public indirect enum IBValue: Sendable, Equatable {
    /// `<rect>`.
    case rect(CGRect)
    /// `<point>`.
    case point(CGPoint)
    /// `<size>`.
    case size(CGSize)
    /// `<inset>`, `<edgeInsets>`, `<directionalEdgeInsets>`.
    case insets(IBInsets)
    /// `<color>`.
    case color(IBColor)
    /// `<fontDescription>`.
    case font(IBFontDescription)
    /// `<autoresizingMask>` (an empty element is an empty mask).
    case autoresizingMask(IBAutoresizingMask)
    /// `<string>` / `<mutableString>` text, or the concatenated fragments of an `<attributedString>`.
    case string(String)
    /// `<integer>` and `<real>` values.
    case number(Double)
    /// `<bool>` values.
    case bool(Bool)
    /// `<nil>`: the property keeps (or resets to) its default.
    case `nil`
    /// A button `<state>`.
    case buttonState(IBButtonState)
    /// An object that fills the property (`<view key="contentView">`, a layout, a navigation item).
    case object(IBObject)
    /// A `<viewLayoutGuide key="safeArea" id>` (or `contentLayoutGuide`/`frameLayoutGuide`).
    case layoutGuide(id: String)
    /// Any other keyed element, as written (`<accessibility>`, `<buttonConfiguration>`, `<textInputTraits>` …).
    case element(IBElement)
}
