import Testing
import Foundation
import UIKitTesting
@testable import UIKit

/// A partially revealed swipe action shows its title as iOS does: laid out whole at the button's natural
/// width, pinned to the side of the row's content, sliding out from under its outer neighbour and the row's
/// edge, never squeezed into the revealed slice or truncated.
@MainActor
@Suite("Swipe actions reveal their titles whole")
struct SwipeActionPartialRevealTests {
    /// A plain list whose rows have trailing Delete (first, outermost), Archive and Forward actions.
    func makeList() -> (HeadlessHost, ListHostViewController) {
        let actions = self.actions
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { _ in UISwipeActionsConfiguration(actions: actions()) }
        return showList(.list(using: configuration), counts: [6])
    }

    /// The row's trailing actions, first (outermost) first.
    func actions() -> [UIContextualAction] {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) }
        archive.backgroundColor = .systemIndigo
        let forward = UIContextualAction(style: .normal, title: "Forward") { _, _, done in done(true) }
        forward.backgroundColor = .systemGreen
        return [delete, archive, forward]
    }

    /// The actions' total natural width (the row's open width).
    func totalWidth() -> CGFloat {
        actions().reduce(0) { $0 + ListSwipeActionButton(action: $1, height: 44).naturalWidth }
    }

    /// The y of the middle of row `item` (44-pt rows).
    func rowY(_ item: Int) -> CGFloat { CGFloat(item) * 44 + 22 }

    /// Drags row 1 to the left by about `distance` points and keeps the finger down (the row at rest there).
    func hold(_ host: HeadlessHost, distance: CGFloat) {
        let y = rowY(1)
        host.touchDown(at: CGPoint(x: 370, y: y))
        var x: CGFloat = 370
        while x > 370 - distance {
            x = max(370 - distance, x - 4)
            host.advance(by: host.frameDuration)
            host.touchMove(to: CGPoint(x: x, y: y))
        }
        host.advance(by: 0.5)
    }

    func cell(_ controller: ListHostViewController) -> UICollectionViewListCell {
        controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as! UICollectionViewListCell
    }

    @Test("At every partial reveal each title keeps its natural width at its button's content-side edge",
          arguments: [0.25, 0.5, 0.75, 0.9] as [CGFloat])
    func titlesKeepTheirNaturalLayout(fraction: CGFloat) {
        let (host, controller) = makeList()
        let cell = cell(controller)
        let total = totalWidth()
        hold(host, distance: total * fraction + 12)     // the pan's slop is taken before the row moves
        let revealed = abs(cell.swipe.offset)
        #expect(revealed > 10 && revealed < total, "revealed \(revealed) of \(total)")
        for button in cell.swipe.buttons {
            let label = button.titleLabel
            let natural = ceil(label.sizeThatFits(CGSize(width: 1000, height: 100)).width)
            // Not squeezed: the label's box is at least as wide as its text on one line.
            #expect(label.frame.width >= natural, "\(label.text ?? ""): box \(label.frame.width) < text \(natural)")
            // Pinned to the row's side: centred in a natural-width box starting at the button's left edge.
            #expect(abs(label.frame.midX - button.naturalWidth / 2) < 0.5,
                    "\(label.text ?? ""): centre \(label.frame.midX), natural box centre \(button.naturalWidth / 2)")
        }
        host.touchUp()
    }

    /// Whether each pixel column of `image` from `x0` (pixels) for `count` columns has title ink (near-white
    /// pixels) between `top` and `bottom` (pixels).
    func inkColumns(_ image: CGImage, x0: Int, count: Int, top: Int, bottom: Int) -> [Bool] {
        (0 ..< count).map { dx in
            (top ..< bottom).contains { y in
                let c = image.rgba(x0 + dx, y)
                return c.r > 225 && c.g > 225 && c.b > 225
            }
        }
    }

    @Test("The outermost title's visible ink, half revealed, is its fully open ink moved with its button")
    func outermostTitleSlidesOutWhole() {
        let (host, controller) = makeList()
        let cell = cell(controller)
        let scale = Int(host.screen.scale)
        hold(host, distance: totalWidth() + 20)         // past the actions' width: released, it opens exactly
        host.touchUp()
        host.runUntilIdle()
        guard let open = cell.swipe.buttons.first, let window = cell.window else {
            Issue.record("no buttons"); return
        }
        #expect(open.titleLabel.text == "Delete")
        let openFrame = open.convert(open.bounds, to: window)
        let band = open.convert(open.titleLabel.frame, to: window)
        let top = Int(band.minY) * scale, bottom = Int(band.maxY.rounded(.up)) * scale
        let full = inkColumns(host.snapshot(), x0: Int((openFrame.minX * CGFloat(scale)).rounded()),
                              count: Int(openFrame.width) * scale, top: top, bottom: bottom)
        #expect(full.filter { $0 }.count > 20, "the open title shows ink")

        // Close, then hold the row about half open.
        host.tap(at: CGPoint(x: 60, y: rowY(4)))
        host.runUntilIdle()
        #expect(cell.swipe.offset == 0)
        hold(host, distance: 130)
        guard let half = cell.swipe.buttons.first else { Issue.record("no buttons half open"); return }
        let halfFrame = half.convert(half.bounds, to: window)
        let visible = Int(halfFrame.width) * scale
        #expect(halfFrame.width < open.naturalWidth - 10, "the outermost button is partly revealed: \(halfFrame.width)")
        let partial = inkColumns(host.snapshot(), x0: Int((halfFrame.minX * CGFloat(scale)).rounded()),
                                 count: visible, top: top, bottom: bottom)
        let expected = Array(full.prefix(visible))
        let mismatches = zip(partial, expected).filter { $0 != $1 }.count
        #expect(expected.filter { $0 }.count > 8, "some of the title is in the revealed slice")
        #expect(mismatches <= 2, "ink columns differ in \(mismatches) of \(visible)")
        host.touchUp()
    }
}
