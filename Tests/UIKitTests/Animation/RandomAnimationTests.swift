import Testing
import UIKitTesting
import Foundation
@testable import UIKit

/// Seeded random streams of animations, interruptions, removals and time steps: no crash, every
/// incremental frame equals a full repaint of the same moment, and every completion runs exactly once.
@MainActor
struct RandomAnimationTests {
    private func identical(_ a: CGImage, _ b: CGImage) -> Bool {
        a.withUnsafePixelBytes { p in
            b.withUnsafePixelBytes { q in p.count == q.count && memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0 }
        }
    }

    @Test(arguments: [UInt64(1), 7, 2024])
    func randomStreamsRepaintExactlyAndCompleteOnce(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let host = HeadlessHost(size: CGSize(width: 120, height: 120), scale: 1)
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        host.show(vc)
        var views: [UIView] = []
        var completions: [Int: Int] = [:]
        var started = 0
        let colours: [UIColor] = [.red, .blue, .green, .orange, .purple]
        for step in 0..<160 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1:
                let view = UIView(frame: CGRect(x: CGFloat.random(in: 0...100, using: &random),
                                                y: CGFloat.random(in: 0...100, using: &random), width: 16, height: 12))
                view.backgroundColor = colours.randomElement(using: &random)
                view.layer.cornerRadius = CGFloat(Int.random(in: 0...6, using: &random))
                (views.randomElement(using: &random) ?? vc.view).addSubview(view)
                views.append(view)
            case 2, 3, 4:
                guard let view = views.randomElement(using: &random) else { break }
                let id = started
                started += 1
                let x = CGFloat.random(in: 0...110, using: &random), y = CGFloat.random(in: 0...110, using: &random)
                let alpha = CGFloat.random(in: 0.2...1, using: &random)
                let turn = CGFloat.random(in: -1...1, using: &random)
                if Bool.random(using: &random) {
                    UIView.animate(withDuration: Double.random(in: 0.05...0.4, using: &random), delay: 0,
                                   options: [.curveEaseOut], animations: {
                        view.center = CGPoint(x: x, y: y)
                        view.alpha = alpha
                        view.transform = CGAffineTransform(rotationAngle: turn)
                    }, completion: { _ in completions[id, default: 0] += 1 })
                } else {
                    UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                                   options: [], animations: {
                        view.bounds.size = CGSize(width: 10 + x / 4, height: 8 + y / 5)
                        view.backgroundColor = colours[id % colours.count]
                    }, completion: { _ in completions[id, default: 0] += 1 })
                }
            case 5:
                guard let view = views.randomElement(using: &random) else { break }
                view.removeFromSuperview()
                views.removeAll { $0 === view || $0.isDescendant(of: view) }
            case 6:
                views.randomElement(using: &random)?.layer.removeAllAnimations()
            default:
                host.advance(by: Double(Int.random(in: 1...12, using: &random)) / 120)
            }
            let incremental = host.snapshot()
            host.setNeedsFullRedraw()
            let full = host.snapshot()
            #expect(identical(incremental, full), "seed \(seed), step \(step)")
            if !identical(incremental, full) { break }
        }
        host.advance(by: 1)
        #expect(completions.count == started)
        #expect(completions.values.allSatisfy { $0 == 1 })
    }
}
