import Testing
import UIKitTesting
@testable import UIKit

@MainActor
struct VisualEffectViewTests {
    /// Red and blue stripes 10 points wide filling a 200×200 screen, a blur over the top 80 points.
    private func scene(style: UIBlurEffect.Style = .systemChromeMaterial) -> (HeadlessHost, UIView, UIVisualEffectView) {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), scale: 2)
        let root = UIViewController()
        root.view.backgroundColor = .white
        for i in 0 ..< 20 {
            let stripe = UIView(frame: CGRect(x: CGFloat(i) * 10, y: 0, width: 10, height: 200))
            stripe.backgroundColor = i % 2 == 0 ? UIColor(red: 1, green: 0, blue: 0, alpha: 1) : UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            root.view.addSubview(stripe)
        }
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: style))
        blur.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        root.view.addSubview(blur)
        host.show(root)
        return (host, root.view, blur)
    }

    /// The red, green and blue of the pixel at `point` (points) in `image` (scale 2).
    private func pixel(_ image: CGImage, _ point: CGPoint) -> (Int, Int, Int) {
        let p = image.pixel(atPoint: point, scale: 2)
        return (p.r, p.g, p.b)
    }

    @Test func blurMixesTheStripesUnderTheViewOnly() {
        let (host, _, _) = scene()
        let image = host.snapshot()
        // Below the effect view the stripes are untouched.
        #expect(pixel(image, CGPoint(x: 5, y: 150)) == (255, 0, 0))
        #expect(pixel(image, CGPoint(x: 15, y: 150)) == (0, 0, 255))
        // Under it, a red and a blue stripe's centres come out nearly alike: blurred, light-tinted purple.
        let a = pixel(image, CGPoint(x: 105, y: 40)), b = pixel(image, CGPoint(x: 115, y: 40))
        #expect(abs(a.0 - b.0) < 40 && abs(a.2 - b.2) < 40)
        #expect(a.0 > 150 && a.2 > 150 && a.1 > 150)     // the 80% near-white tint dominates
        #expect(a.0 < 250 || a.2 < 250)                   // but the colour behind shows through
    }

    @Test func blurPixelsMatchTheReference() {
        let (host, _, _) = scene()
        ReferenceImage.expectMatch(host.snapshot(), named: "visual-effect-blur@2x")
    }

    @Test func unchangedFramesRepaintNothingAndChangesBelowRepaintTheWholeBlur() {
        let (host, root, blur) = scene()
        #expect(host.renderFrame() == nil)
        // A change far from the blur repaints only itself.
        root.subviews[3].backgroundColor = .green
        let below = UIView(frame: CGRect(x: 10, y: 150, width: 10, height: 10))
        below.backgroundColor = .black
        root.insertSubview(below, belowSubview: blur)
        let far = host.renderFrame()
        #expect(far != nil)
        // A change under part of the blur repaints all of it (160 pixels tall at 2x).
        let under = UIView(frame: CGRect(x: 150, y: 70, width: 10, height: 10))
        under.backgroundColor = .black
        root.insertSubview(under, belowSubview: blur)
        let repainted = host.renderFrame()
        #expect(repainted.map { $0.minY <= 0 && $0.maxY >= 160 && $0.minX <= 0 && $0.maxX >= 400 } == true)
    }

    @Test func stylesHaveApplesRawValuesAndEffectsCanBeRemoved() {
        #expect(UIBlurEffect.Style.systemChromeMaterial.rawValue == 10)
        #expect(UIBlurEffect.Style.systemMaterialDark.rawValue == 18)
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        #expect(view.layer.backgroundColor != nil)
        view.effect = nil
        #expect(view.layer.backgroundColor == nil)
        #expect(view.contentView.superview === view)
    }

    /// iOS's adaptive materials take their dark look in dark mode; the explicit light style keeps its own.
    @Test func adaptiveMaterialsFollowDarkMode() {
        let (host, root, _) = scene(style: .systemMaterial)
        let light = pixel(host.snapshot(), CGPoint(x: 105, y: 40))
        #expect(light.0 > 150 && light.1 > 150 && light.2 > 150, "the light material is near white")
        root.window?.overrideUserInterfaceStyle = .dark
        let dark = pixel(host.snapshot(), CGPoint(x: 105, y: 40))
        #expect(dark.1 < 60, "the dark material is dark: \(dark)")
        root.window?.overrideUserInterfaceStyle = .light
        let fixed = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialLight))
        fixed.overrideUserInterfaceStyle = .dark
        let tint = UIColor(cgColor: fixed.layer.backgroundColor!)
        var white: CGFloat = 0, alpha: CGFloat = 0
        _ = tint.getWhite(&white, alpha: &alpha)
        #expect(white > 0.9, "an explicit light material stays light in a dark view")
    }

    @Test func translucentNavigationBarBlursTheContentBelowIt() {
        let host = phoneHost()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        host.show(nav)
        #expect(!nav.navigationBar.backgroundView.standard.blur.isHidden)
        #expect((nav.navigationBar.backgroundView.standard.blur.effect as? UIBlurEffect)?.material(for: .light).radius == 20)
        nav.navigationBar.isTranslucent = false
        host.renderFrame()
        #expect(nav.navigationBar.backgroundView.standard.blur.isHidden)
    }
}
