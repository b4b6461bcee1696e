import Testing
@testable import UIKit

/// The visual format parser on its own: every construct of the grammar, and UIKit's error texts with the
/// caret where UIKit's parser stops.
struct VisualFormatParserTests {
    typealias C = VisualFormatParser.Constraint

    func parse(_ format: String, options: VisualFormatParser.Options = .init(), metrics: [String: Double] = [:],
               views: Set<String> = ["a", "b", "c", "button", "_x1"], orphans: Set<String> = []) throws(VisualFormatError) -> [C] {
        var parser = VisualFormatParser(format: format, options: options, views: views, metrics: metrics,
                                        viewsWithSuperview: views.subtracting(orphans))
        return try parser.parse()
    }

    func failure(_ format: String, options: VisualFormatParser.Options = .init(), metrics: [String: Double] = [:],
                 orphans: Set<String> = []) -> VisualFormatError? {
        do {
            _ = try parse(format, options: options, metrics: metrics, orphans: orphans)
            return nil
        } catch {
            return error
        }
    }

    // Raw attribute values: left 1, right 2, top 3, bottom 4, leading 5, trailing 6, width 7, height 8,
    // centerX 9, centerY 10, lastBaseline 11, firstBaseline 12.

    @Test func standardSpacingBetweenViewsIsEight() throws {
        let c = try parse("[a]-[b]")
        #expect(c == [C(first: .view("b"), firstAttribute: 5, relation: .equal, second: .view("a"), secondAttribute: 6,
                        constant: 8, priority: 1000, isStandardSpacing: true)])
    }

    @Test func flushViewsAreZeroApart() throws {
        let c = try parse("[a][b]")
        #expect(c.count == 1 && c[0].constant == 0 && !c[0].isStandardSpacing)
    }

    @Test func superviewConnectionsUseTheContainerAndStandardSpacingItsMargins() throws {
        let c = try parse("|-50-[a]-[b]-|")
        #expect(c.count == 3)
        #expect(c[0] == C(first: .view("a"), firstAttribute: 5, relation: .equal, second: .container, secondAttribute: 5,
                          constant: 50, priority: 1000, isStandardSpacing: false))
        #expect(c[1].constant == 8)
        #expect(c[2] == C(first: .containerMargins, firstAttribute: 6, relation: .equal, second: .view("b"), secondAttribute: 6,
                          constant: 0, priority: 1000, isStandardSpacing: true))
        let flush = try parse("|[a]|")
        #expect(flush.map(\.first) == [.view("a"), .container] && flush.allSatisfy { $0.constant == 0 })
    }

    @Test func verticalFormatsUseTopAndBottom() throws {
        let c = try parse("V:|-10-[a]-(>=20)-[b]")
        #expect(c[0].firstAttribute == 3 && c[0].secondAttribute == 3 && c[0].constant == 10)
        #expect(c[1] == C(first: .view("b"), firstAttribute: 3, relation: .greaterThanOrEqual, second: .view("a"), secondAttribute: 4,
                          constant: 20, priority: 1000, isStandardSpacing: false))
        #expect(try parse("H:[a]").isEmpty)
    }

    @Test func viewPredicatesMakeSizeConstraintsInOrder() throws {
        let c = try parse("[button(>=50,<=100@750)]-[a(==b)]", views: ["button", "a", "b"])
        #expect(c.count == 4)
        #expect(c[0] == C(first: .view("button"), firstAttribute: 7, relation: .greaterThanOrEqual, second: nil, secondAttribute: 0,
                          constant: 50, priority: 1000, isStandardSpacing: false))
        #expect(c[1].relation == .lessThanOrEqual && c[1].constant == 100 && c[1].priority == 750)
        // The connection comes before the size constraints of the view after it.
        #expect(c[2].firstAttribute == 5 && c[2].isStandardSpacing)
        #expect(c[3] == C(first: .view("a"), firstAttribute: 7, relation: .equal, second: .view("b"), secondAttribute: 7,
                          constant: 0, priority: 1000, isStandardSpacing: false))
        let tall = try parse("V:[a(44@999)]")
        #expect(tall == [C(first: .view("a"), firstAttribute: 8, relation: .equal, second: nil, secondAttribute: 0,
                           constant: 44, priority: 999, isStandardSpacing: false)])
    }

    @Test func connectionPredicateListsAndMetrics() throws {
        let c = try parse("[a]-(>=gap,<=40@low)-[b]", metrics: ["gap": 12, "low": 250])
        #expect(c.count == 2)
        #expect(c[0].relation == .greaterThanOrEqual && c[0].constant == 12)
        #expect(c[1].relation == .lessThanOrEqual && c[1].constant == 40 && c[1].priority == 250)
        let negative = try parse("[a]-(-8)-[b]")
        #expect(negative[0].constant == -8)
        let decimal = try parse("[a]-2.5e1-[b(1.5)]")
        #expect(decimal[0].constant == 25 && decimal[1].constant == 1.5)
        #expect(try parse("[_x1]-[a]").count == 1)
    }

    @Test func alignmentOptionsAlignNeighboursAfterTheOtherConstraints() throws {
        var options = VisualFormatParser.Options()
        options.alignAll = [3, 4]
        let c = try parse("|-[a]-[b]-[c]-|", options: options)
        #expect(c.count == 4 + 4)
        #expect(c[4...].map(\.firstAttribute) == [3, 4, 3, 4])
        #expect(c[4] == C(first: .view("a"), firstAttribute: 3, relation: .equal, second: .view("b"), secondAttribute: 3,
                          constant: 0, priority: 1000, isStandardSpacing: false))
        #expect(c[6].first == .view("b") && c[6].second == .view("c"))
    }

    @Test func directionOptionsUseLeftAndRight() throws {
        var options = VisualFormatParser.Options()
        options.direction = 1
        let ltr = try parse("|-[a]-[b]", options: options)
        #expect(ltr.map(\.firstAttribute) == [1, 1] && ltr[1].secondAttribute == 2)
        options.direction = 2
        let rtl = try parse("[a]-[b]", options: options)
        // Right to left: a follows b.
        #expect(rtl[0].first == .view("a") && rtl[0].firstAttribute == 1 && rtl[0].second == .view("b") && rtl[0].secondAttribute == 2)
    }

    @Test func baselineSpacingOptionRelatesBaselines() throws {
        var options = VisualFormatParser.Options()
        options.baselineToBaseline = true
        let c = try parse("V:[a]-[b]", options: options)
        #expect(c[0].firstAttribute == 12 && c[0].secondAttribute == 11)
    }

    // MARK: Errors

    @Test(arguments: [
        ("", "It's an empty string.", -1),
        ("[á]", "It contains non-ASCII characters.", -1),
        ("Hx[a]", "Expected ':' after 'H' to specify horizontal arrangement", 1),
        ("V[a]", "Expected ':' after 'V' to specify vertical arrangement", 1),
        ("|", "Expected a connection after the '|' character", 1),
        ("H:", "Expected a view", 2),
        ("[a]-", "Expected more input", 4),
        ("[", "Expected a view", 1),
        ("[1a]", "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.", 1),
        ("[nope]", "nope is not a key in the views dictionary.", 5),
        ("[a", "Expected a ']' here. That is how you give the end of a view.", 2),
        ("[a(", "Unexpectedly ran out of character fodder in the middle of parsing a view", 3),
        ("[a(50]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", 5),
        ("[a(50)", "Expected ']' after specifying thickness.", 6),
        ("[a(=50)]", "Unknown relation. Must be ==, >=, or <=", 4),
        ("[a(50@0)]", "Invalid priority specified: 0. Priority must be greater than 0", 7),
        ("[a(50@1001)]", "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", 10),
        ("[a(width)]", "Encountered metric with name \"width\", but value was not specified in metrics or views dictionaries", 8),
        ("[a(#)]", "Expected a number or key from the metrics dictionary, but encountered something else", 3),
        ("[a(-)]", "Expected a number or a key from the metrics dictionary, but encountered something else", 3),
        ("[a]-b-[c]", "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]", 5),
        ("[a]--5-[b]", "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.", 4),
        ("[a]-(5-[b]", "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", 6),
        ("[a]-5,6-[b]", "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints", 5),
        ("[a]-5[b]", "Expected a '-' here", 5),
        ("[a]x", "Expected a view or '|'", 3),
        ("[a]|[b]", "Expected the end of the format string", 4),
        ("[a] -[b]", "Expected a view or '|'", 3),
    ] as [(String, String, Int)])
    func errorsCarryUIKitsReasonAndPosition(format: String, reason: String, position: Int) {
        let error = failure(format)
        #expect(error?.reason == reason)
        if position >= 0 { #expect(error?.position == position) } else { #expect(error?.format == nil) }
    }

    @Test func superviewErrorsNeedTheViewsSuperview() {
        let error = failure("|-[a]", orphans: ["a"])
        #expect(error?.reason == "Unable to interpret '|' character, because the related view doesn't have a superview")
        #expect(error?.position == 5)
        #expect(failure("[a]-|", orphans: ["a"])?.position == 5)
    }

    @Test func alignmentAlongTheFormatsOwnAxisIsAnError() {
        var options = VisualFormatParser.Options()
        options.alignAll = [5]
        #expect(failure("[a]-[b]", options: options)?.reason
            == "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.")
        options.alignAll = [3]
        #expect(failure("V:[a]-[b]", options: options)?.reason
            == "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.")
        var baseline = VisualFormatParser.Options()
        baseline.baselineToBaseline = true
        #expect(failure("[a]-[b]", options: baseline)?.reason == "BaselineToBaseline format option not valid for horizontal layout")
    }

    @Test func messageHasUIKitsLayoutWithTheCaretUnderTheFailingCharacter() {
        let error = failure("H:|-(>=50)-[nope(100)]")
        #expect(error?.message == "Unable to parse constraint format: \nnope is not a key in the views dictionary. \nH:|-(>=50)-[nope(100)] \n                ^")
        #expect(failure("")?.message == "Unable to parse constraint format: It's an empty string.")
    }
}
