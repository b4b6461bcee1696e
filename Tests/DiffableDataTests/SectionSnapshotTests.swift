import Foundation
import Testing
@testable import DiffableData

@Suite struct SectionSnapshotTests {
    typealias Outline = NSDiffableDataSourceSectionSnapshot<String>

    /// A ─ a1 ─ a1x
    ///   └ a2
    /// B
    func sample() -> Outline {
        var s = Outline()
        s.append(["A", "B"])
        s.append(["a1", "a2"], to: "A")
        s.append(["a1x"], to: "a1")
        return s
    }

    @Test func appendBuildsHierarchy() {
        let s = sample()
        #expect(s.items == ["A", "a1", "a1x", "a2", "B"])
        #expect(s.rootItems == ["A", "B"])
        #expect(s.parent(of: "a1x") == "a1")
        #expect(s.parent(of: "A") == nil)
        #expect(s.level(of: "a1x") == 2)
        #expect(s.level(of: "zz") == NSNotFound)
        #expect(s.index(of: "a2") == 3)
        #expect(s.index(of: "zz") == nil)
        #expect(s.contains("a2") && !s.contains("zz"))
    }

    @Test func visibilityFollowsExpansion() {
        var s = sample()
        #expect(s.visibleItems == ["A", "B"])
        #expect(!s.isVisible("a1") && s.isVisible("A"))
        s.expand(["A"])
        #expect(s.visibleItems == ["A", "a1", "a2", "B"])
        s.expand(["a1", "unknown"])
        #expect(s.visibleItems == ["A", "a1", "a1x", "a2", "B"])
        #expect(s.isExpanded("a1"))
        s.collapse(["A"])
        #expect(s.visibleItems == ["A", "B"])
        #expect(s.isExpanded("a1"), "collapsing a parent keeps the children's own state")
        #expect(!s.isVisible("a1x"))
    }

    @Test func insertBeforeMatchesLevelAfterSkipsChildren() {
        var s = sample()
        s.insert(["n1"], before: "a2")
        #expect(s.parent(of: "n1") == "A")
        #expect(s.items == ["A", "a1", "a1x", "n1", "a2", "B"])
        s.insert(["n2"], after: "a1")
        #expect(s.items == ["A", "a1", "a1x", "n2", "n1", "a2", "B"])
        #expect(s.level(of: "n2") == 1)
        s.insert(["r"], after: "A")
        #expect(s.items.last(where: { s.level(of: $0) == 0 && $0 != "B" }) == "r")
        #expect(s.rootItems == ["A", "r", "B"])
    }

    @Test func deleteRemovesChildren() {
        var s = sample()
        s.expand(["a1"])
        s.delete(["a1", "nope"])
        #expect(s.items == ["A", "a2", "B"])
        #expect(!s.isExpanded("a1"))
        s.deleteAll()
        #expect(s.items.isEmpty && s.visibleItems.isEmpty)
    }

    @Test func subSnapshotsAndReplace() {
        var s = sample()
        s.expand(["a1"])
        let sub = s.snapshot(of: "A")
        #expect(sub.items == ["a1", "a1x", "a2"])
        #expect(sub.rootItems == ["a1", "a2"])
        #expect(sub.isExpanded("a1"))
        let withParent = s.snapshot(of: "A", includingParent: true)
        #expect(withParent.rootItems == ["A"])
        #expect(withParent.level(of: "a1x") == 2)
        #expect(s.snapshot(of: "B").items.isEmpty)

        var children = Outline()
        children.append(["k1", "k2"])
        children.append(["k1a"], to: "k1")
        s.replace(childrenOf: "A", using: children)
        #expect(s.items == ["A", "k1", "k1a", "k2", "B"])
        #expect(s.level(of: "k1a") == 2)
        #expect(!s.contains("a1"))

        var extra = Outline()
        extra.append(["e"])
        extra.append(["e1"], to: "e")
        extra.expand(["e"])
        s.insert(extra, before: "B")
        #expect(s.rootItems == ["A", "e", "B"])
        #expect(s.visibleItems == ["A", "e", "e1", "B"])
        var more = Outline()
        more.append(["m"])
        s.insert(more, after: "k1")
        #expect(s.items == ["A", "k1", "k1a", "m", "k2", "e", "e1", "B"])
        #expect(s.parent(of: "m") == "A")
    }

    @Test func visualDescriptionUsesLegend() {
        var s = sample()
        s.expand(["A"])
        let text = s.visualDescription()
        #expect(text.contains("*+ A"))
        #expect(text.contains("    *- a1"))
        #expect(text.contains("         a1x"))
    }

    /// Random outlines and expand/collapse sequences, compared with visibility recomputed from scratch.
    @Test func randomExpandCollapseKeepsVisibleItemsConsistent() {
        var rng = SplitMix64(seed: 0x0071_1E)
        for _ in 0 ..< 400 {
            var s = NSDiffableDataSourceSectionSnapshot<Int>()
            var parentOf: [Int: Int] = [:]
            let n = Int.random(in: 0 ... 60, using: &rng)
            for item in 0 ..< n {
                if item > 0 && Int.random(in: 0 ..< 3, using: &rng) > 0 {
                    let parent = Int.random(in: 0 ..< item, using: &rng)
                    s.append([item], to: parent)
                    parentOf[item] = parent
                } else {
                    s.append([item])
                }
            }
            var expanded = Set<Int>()
            for _ in 0 ..< 20 {
                let chosen = (0 ..< Int.random(in: 1 ... 4, using: &rng)).map { _ in Int.random(in: 0 ... n, using: &rng) }
                if Bool.random(using: &rng) {
                    s.expand(chosen); expanded.formUnion(chosen.filter { $0 < n })
                } else {
                    s.collapse(chosen); expanded.subtract(chosen)
                }
                // Brute force: an item is visible when every ancestor is expanded.
                func visible(_ item: Int) -> Bool {
                    var current = parentOf[item]
                    while let p = current {
                        if !expanded.contains(p) { return false }
                        current = parentOf[p]
                    }
                    return true
                }
                let expected = s.items.filter(visible)
                #expect(s.visibleItems == expected)
                for item in 0 ..< n {
                    #expect(s.isVisible(item) == visible(item))
                    #expect(s.isExpanded(item) == expanded.contains(item))
                    #expect(s.parent(of: item) == parentOf[item])
                }
                // Depth-first order: every child after its parent, subtrees contiguous.
                for item in 0 ..< n {
                    if let p = parentOf[item] { #expect(s.index(of: p)! < s.index(of: item)!) }
                }
            }
        }
    }
}
