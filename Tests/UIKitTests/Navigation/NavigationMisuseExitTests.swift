import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct NavigationMisuseExitTests {
    @Test func pushingTheSameControllerTwiceTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let vc = UIViewController()
                let nav = UINavigationController(rootViewController: vc)
                nav.pushViewController(vc, animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("'NSInvalidArgumentException', reason: 'Pushing the same view controller instance more than once is not supported ("))
    }

    @Test func pushingANavigationControllerTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let nav = UINavigationController(rootViewController: UIViewController())
                nav.pushViewController(UINavigationController(), animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("'NSInvalidArgumentException', reason: 'Pushing a navigation controller is not supported'"))
    }

    @Test func poppingToAControllerNotInTheStackTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let nav = UINavigationController(rootViewController: UIViewController())
                nav.popToViewController(UIViewController(), animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("'NSInternalInconsistencyException', reason: 'Tried to pop to a view controller that doesn't exist.'"))
    }
}
