import Testing
@testable import DiffableData

@Suite struct SnapshotBasicsTests {
    @Test func emptySnapshot() {
        let snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.numberOfSections == 0)
    }
}
