import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct TableMisuseExitTests {
    private func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func inconsistentRowCountTrapsWithUIKitsText() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (_, table, _) = makeHostedTable([Array(0 ..< 20)])
                table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
            }
        }
        #expect(stderr(result).contains("'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (20) must be equal to the number of rows contained in that section before the update (20), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'"))
    }

    @Test func inconsistentSectionCountTrapsWithUIKitsText() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (_, table, model) = makeHostedTable([])
                model.sections = [[1]]
                table.performBatchUpdates(nil)
            }
        }
        #expect(stderr(result).contains("Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (0), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."))
    }

    @Test func deletingPastTheEndTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (_, table, model) = makeHostedTable([Array(0 ..< 20)])
                model.sections[0].removeLast()
                table.deleteRows(at: [IndexPath(row: 99, section: 0)], with: .fade)
            }
        }
        #expect(stderr(result).contains("attempt to delete row 99 from section 0 which only contains 20 rows before the update"))
    }

    @Test func insertingPastTheEndTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (_, table, model) = makeHostedTable([Array(0 ..< 20)])
                model.sections[0].append(20)
                table.insertRows(at: [IndexPath(row: 100, section: 0)], with: .fade)
            }
        }
        #expect(stderr(result).contains("attempt to insert row 100 into section 0, but there are only 21 rows in section 0 after the update"))
    }

    @Test func dequeueWithoutRegistrationTrapsWithUIKitsText() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
                _ = table.dequeueReusableCell(withIdentifier: "none", for: IndexPath(row: 0, section: 0))
            }
        }
        #expect(stderr(result).contains("'NSInternalInconsistencyException', reason: 'unable to dequeue a cell with identifier none - must register a nib or a class for the identifier or connect a prototype cell in a storyboard'"))
    }

    @Test func dequeueWithoutIndexPathReturnsNilWhenUnregistered() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "none") == nil)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "none") == nil)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        #expect(table.dequeueReusableCell(withIdentifier: "cell")?.reuseIdentifier == "cell")
    }
}
