import Foundation

/// How text that does not fit is wrapped or truncated, as in UIKit (`NSLineBreakMode`, iOS raw values).
///
/// Behaviour of the OpenUIKit engine, matching UILabel:
/// - `byWordWrapping` / `byCharWrapping`: lines break at word / character boundaries; when
///   `numberOfLines` limits the line count the remaining text is cut without an ellipsis. A word longer
///   than the line breaks between characters.
/// - `byClipping`: a single line is not wrapped and is clipped at the edge of the box; multi-line text
///   wraps at words and is cut after the last allowed line.
/// - `byTruncatingHead` / `byTruncatingTail` / `byTruncatingMiddle`: multi-line text wraps at words and
///   the last visible line shows an ellipsis ("…") at its start, end or middle when text was left out.
public enum NSLineBreakMode: Int, Sendable, Hashable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at character (grapheme) boundaries.
    case byCharWrapping = 1
    /// Do not draw past the edge of the text container.
    case byClipping = 2
    /// Elide the start of the last line: "…end of text".
    case byTruncatingHead = 3
    /// Elide the end of the last line: "Start of te…".
    case byTruncatingTail = 4
    /// Elide the middle of the last line: "Start…text".
    case byTruncatingMiddle = 5
}
