import Foundation
import Testing
@testable import DiffableData

/// Each misuse stops the process with UIKit's message; the child's standard error is checked for it.
@Suite struct MisuseExitTests {
    static func expectMessage(_ result: ExitTest.Result?, _ message: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains(message), "stderr was: \(text)", sourceLocation: sourceLocation)
    }

    @Test func duplicateItemsInArgument() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0])
            s.appendItems(["a", "b", "a"])
        }
        Self.expectMessage(result, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a\n)}")
    }

    @Test func duplicateItemAlreadyInSnapshot() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0, 1])
            s.appendItems(["a", "b"], toSection: 0)
            s.insertItems(["c", "b"], beforeItem: "a")
        }
        Self.expectMessage(result, "Duplicate identifiers: {(\n    b\n)}")
    }

    @Test func duplicateSectionsInArgument() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = NSDiffableDataSourceSnapshot<String, Int>()
            s.appendSections(["x", "y", "x"])
        }
        Self.expectMessage(result, "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    x\n)}")
    }

    @Test func sectionAlreadyInSnapshot() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = NSDiffableDataSourceSnapshot<String, Int>()
            s.appendSections(["x"])
            s.appendSections(["x"])
        }
        Self.expectMessage(result, "attempt to insert or append 1 section identifier that already exists in the snapshot. "
            + "Identifiers in a snapshot must be unique. Section identifier that already exists: (\n    x\n)")
    }

    @Test func appendWithoutSections() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = NSDiffableDataSourceSnapshot<Int, Int>()
            s.appendItems([1])
        }
        Self.expectMessage(result, "There are currently no sections in the data source. Please add a section first.")
    }

    @Test func reloadMissingItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0])
            s.reloadItems(["ghost"])
        }
        Self.expectMessage(result, "Attempted to reload item identifier that does not exist in the snapshot: ghost")
    }

    @Test func reconfigureMissingItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.reconfigureItems(["ghost"])
        }
        Self.expectMessage(result, "Attempted to reconfigure item identifier that does not exist in the snapshot: ghost")
    }

    @Test func reloadMissingSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = NSDiffableDataSourceSnapshot<String, Int>()
            s.reloadSections(["ghost"])
        }
        Self.expectMessage(result, "Attempted to reload section identifier that does not exist in the snapshot: ghost")
    }

    @Test func insertBeforeMissingItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0])
            s.insertItems(["a"], beforeItem: "ghost")
        }
        Self.expectMessage(result, "Invalid parameter not satisfying: section != NSNotFound. Invalid item identifier: ghost")
    }

    @Test func insertBeforeItself() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0])
            s.appendItems(["a"])
            s.insertItems(["a"], afterItem: "a")
        }
        Self.expectMessage(result, "Invalid update: destination for insertion operation [a] is in the insertion identifier list")
    }

    @Test func moveMissingItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0])
            s.appendItems(["a"])
            s.moveItem("ghost", beforeItem: "a")
        }
        Self.expectMessage(result, "Invalid parameter not satisfying: fromIndex != NSNotFound. Invalid item identifier: ghost")
    }

    @Test func moveToMissingItem() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = NSDiffableDataSourceSnapshot<Int, String>()
            s.appendSections([0])
            s.appendItems(["a"])
            s.moveItem("a", afterItem: "ghost")
        }
        Self.expectMessage(result, "Invalid parameter not satisfying: toIndex != NSNotFound. Invalid item identifier: ghost")
    }

    @Test func insertSectionBeforeMissingSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = NSDiffableDataSourceSnapshot<String, Int>()
            s.insertSections(["a"], beforeSection: "ghost")
        }
        Self.expectMessage(result, "Invalid parameter not satisfying: insertIndex != NSNotFound. Invalid section identifier: ghost")
    }

    @Test func moveMissingSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = NSDiffableDataSourceSnapshot<String, Int>()
            s.appendSections(["a"])
            s.moveSection("ghost", afterSection: "a")
        }
        Self.expectMessage(result, "Invalid parameter not satisfying: fromSection != NSNotFound. Invalid section identifier: ghost")
    }

    @Test func itemsOfMissingSection() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let s = NSDiffableDataSourceSnapshot<String, Int>()
            _ = s.numberOfItems(inSection: "ghost")
        }
        Self.expectMessage(result, "Section identifier was not found. You can verify the section exists by calling the "
            + "indexOfSectionIdentifier API (which has O(1) performance). Section identifier: ghost")
    }

    @Test func sectionSnapshotDuplicates() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = NSDiffableDataSourceSectionSnapshot<String>()
            s.append(["a", "b"])
            s.append(["c", "a"], to: "b")
        }
        Self.expectMessage(result, "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    a\n)}")
    }

    @Test func sectionSnapshotMissingParent() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var s = NSDiffableDataSourceSectionSnapshot<String>()
            s.append(["a"], to: "ghost")
        }
        Self.expectMessage(result, "Item identifier not found: ghost")
    }
}
