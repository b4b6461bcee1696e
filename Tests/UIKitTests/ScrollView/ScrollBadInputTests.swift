import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct ScrollBadInputTests {
    /// Odd values for every geometric property.
    private static let hostile: [CGFloat] = [0, -1, -500, 1e9, -1e9, .nan, .infinity, -.infinity, 0.5, 3000, 844, 390]

    private func pick(_ rng: inout SplitMix64) -> CGFloat { Self.hostile[Int(rng.next() % UInt64(Self.hostile.count))] }

    private func checkFinite(_ view: UIScrollView) {
        #expect(isFinitePoint(view.contentOffset))
        #expect(view.bounds.width.isFinite && view.bounds.height.isFinite)
        #expect(view.contentSize.width.isFinite && view.contentSize.height.isFinite)
        let inset = view.adjustedContentInset
        #expect(inset.top.isFinite && inset.left.isFinite && inset.bottom.isFinite && inset.right.isFinite)
    }

    /// Whether the offset is inside the valid range (what it must be at rest).
    private func inRange(_ view: UIScrollView) -> Bool {
        let lo = view.minimumOffset, hi = view.maximumOffset, p = view.contentOffset
        return p.x >= lo.x - 0.5 && p.x <= hi.x + 0.5 && p.y >= lo.y - 0.5 && p.y <= hi.y + 0.5
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func randomHostileSequences(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let scene = ScrollScene()
        let view = scene.scrollView
        var sawNaN = false
        let observation = view.observe(\.contentOffset, options: [.new]) { _, change in
            if let p = change.newValue, !isFinitePoint(p) { sawNaN = true }
        }
        for step in 0..<60 {
            switch rng.next() % 11 {
            case 0: view.contentSize = CGSize(width: pick(&rng), height: pick(&rng))
            case 1: view.contentOffset = CGPoint(x: pick(&rng), y: pick(&rng))
            case 2: view.contentInset = UIEdgeInsets(top: pick(&rng), left: pick(&rng), bottom: pick(&rng), right: pick(&rng))
            case 3: view.frame = CGRect(x: 0, y: 0, width: abs(pick(&rng)).truncatingRemainder(dividingBy: 2000),
                                        height: abs(pick(&rng)).truncatingRemainder(dividingBy: 2000))
            case 4: view.isPagingEnabled.toggle()
            case 5: view.setContentOffset(CGPoint(x: pick(&rng), y: pick(&rng)), animated: rng.next() % 2 == 0)
            case 6:
                let y = CGFloat(rng.next() % 800) + 20
                scene.host.drag(from: CGPoint(x: 200, y: y), to: CGPoint(x: 200 + CGFloat(rng.next() % 100) - 50, y: 844 - y),
                                duration: Double(rng.next() % 30 + 1) / 120)
            case 7: scene.host.scrollWheel(dx: pick(&rng), dy: pick(&rng), at: CGPoint(x: 200, y: 400))
            case 8: view.scrollRectToVisible(CGRect(x: pick(&rng), y: pick(&rng), width: pick(&rng), height: pick(&rng)), animated: false)
            case 9: view.decelerationRate = .init(rawValue: pick(&rng))
            default: scene.host.advance(by: Double(rng.next() % 20) / 120)
            }
            checkFinite(view)
            if step % 10 == 9 {
                scene.host.runUntilIdle()
                if !(view.contentOffset.x.isFinite && view.contentOffset.y.isFinite) { Issue.record("non-finite offset") }
                // Programmatic offsets are not clamped (as UIKit); anything that moved by itself must rest in range.
                if !view.isDecelerating { view.setContentOffset(view.clampedOffset(view.contentOffset), animated: false) }
                #expect(inRange(view))
            }
        }
        scene.host.runUntilIdle()
        #expect(!sawNaN)
        observation.invalidate()
    }

    @Test func flicksComeToRestInRangeWhateverTheGeometry() {
        let cases: [(CGSize, CGSize, UIEdgeInsets, Bool)] = [
            (CGSize(width: 390, height: 844), CGSize(width: 100, height: 100), .zero, false),       // content smaller
            (CGSize(width: 390, height: 844), CGSize(width: 390, height: 5000), UIEdgeInsets(top: 2000, left: 0, bottom: 2000, right: 0), false),
            (CGSize(width: 0, height: 0), CGSize(width: 1000, height: 1000), .zero, true),           // zero-size, paging
            (CGSize(width: 390, height: 844), CGSize(width: 5000, height: 5000), .zero, true),
            (CGSize(width: 1, height: 1), CGSize(width: 1e7, height: 1e7), .zero, false),
        ]
        for (size, content, inset, paging) in cases {
            let scene = ScrollScene(contentSize: content)
            let view = scene.scrollView
            view.frame = CGRect(origin: .zero, size: size)
            view.contentInset = inset
            view.isPagingEnabled = paging
            view.alwaysBounceVertical = true
            scene.host.drag(from: CGPoint(x: 100, y: 700), to: CGPoint(x: 50, y: 100), duration: 0.05)
            #expect(scene.host.runUntilIdle())
            checkFinite(view)
            #expect(inRange(view))
            scene.host.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 100, y: 800), duration: 0.05)
            #expect(scene.host.runUntilIdle())
            #expect(inRange(view))
        }
    }

    @Test func nonFiniteSettersAreIgnored() {
        let scene = ScrollScene()
        let view = scene.scrollView
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.contentOffset = CGPoint(x: CGFloat.nan, y: 5)
        view.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        view.bounds = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(view.contentOffset == CGPoint(x: 0, y: 100))
        view.contentSize = CGSize(width: CGFloat.nan, height: -5)
        #expect(view.contentSize == CGSize(width: 0, height: -5))
        #expect(view.maximumOffset == CGPoint(x: 0, y: 0))
        view.zoomScale = .nan
        #expect(view.zoomScale == 1)
        scene.host.runUntilIdle()
        #expect(view.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test func adjustedInsetFollowsTheSafeArea() {
        let scene = ScrollScene(safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let view = scene.scrollView
        scene.host.renderFrame()
        #expect(view.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(view.contentOffset == CGPoint(x: 0, y: -47))           // resting at the top moves with the inset
        view.contentInsetAdjustmentBehavior = .never
        #expect(view.adjustedContentInset == .zero)
        view.contentInsetAdjustmentBehavior = .scrollableAxes
        view.contentSize = CGSize(width: 100, height: 100)             // no longer scrollable: no adjustment
        #expect(view.adjustedContentInset == .zero)
        view.contentInsetAdjustmentBehavior = .always
        #expect(view.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }
}
