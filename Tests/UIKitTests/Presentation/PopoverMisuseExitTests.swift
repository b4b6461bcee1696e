import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct PopoverMisuseExitTests {
    @Test func presentingAPopoverWithoutASourceTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost(size: CGSize(width: 1024, height: 768))
                let root = UIViewController()
                host.show(root)
                let content = UIViewController()
                content.modalPresentationStyle = .popover
                root.present(content, animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("'NSGenericException', reason: 'UIPopoverPresentationController (<UIKit.UIPopoverPresentationController: 0x"))
        #expect(stderr.contains(">) should have a non-nil sourceView or barButtonItem set before the presentation occurs."))
    }

    @Test func presentingAnActionSheetWithoutASourceInARegularWindowTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost(size: CGSize(width: 1024, height: 768))
                let root = UIViewController()
                host.show(root)
                let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Share", style: .default))
                root.present(sheet, animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("should have a non-nil sourceView or barButtonItem set before the presentation occurs."))
    }
}

@MainActor
struct AlertTextFieldMisuseExitTests {
    @Test func addingATextFieldToAnActionSheetTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
                sheet.addTextField()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("'NSInternalInconsistencyException', reason: 'Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert'"))
    }
}
