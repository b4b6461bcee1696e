import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct PresentationMisuseExitTests {
    @Test func presentingAnAlreadyPresentedControllerTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost()
                let a = UIViewController()
                host.show(a)
                let b = UIViewController()
                a.present(b, animated: false)
                b.present(b, animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("'NSInvalidArgumentException', reason: 'Application tried to present modal view controller on itself. Presenting controller is <UIKit.UIViewController: 0x"))
    }

    @Test func presentingAControllerPresentedElsewhereTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost()
                let a = UIViewController()
                host.show(a)
                let b = UIViewController()
                a.present(b, animated: false)
                let c = UIViewController()
                b.present(c, animated: false)
                c.present(b, animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Application tried to present modally a view controller <UIKit.UIViewController: 0x"))
        #expect(stderr.contains("> that is already being presented by <UIKit.UIViewController: 0x"))
    }

    @Test func presentingAChildControllerTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost()
                let a = UIViewController()
                host.show(a)
                let child = UIViewController()
                a.addChild(child)
                a.present(child, animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("that has a parent view controller <UIKit.UIViewController: 0x"))
    }
}
