import Testing
import Foundation
import UIKitTesting
@testable import UIKit

@MainActor
@Suite("Nib: UINib, Bundle.loadNibNamed, properties, outlets, actions, constraints")
struct NibLoadingTests {
    func loadControls() throws -> (ControlsOwner, [Any]) {
        let owner = ControlsOwner()
        let objects = UINib(nibName: "Controls", bundle: nil).instantiate(withOwner: owner, options: nil)
        return (owner, objects)
    }

    @Test("top-level objects in document order, placeholders left out")
    func topLevelObjects() throws {
        let (owner, objects) = try loadControls()
        #expect(objects.count == 2)
        #expect(objects[0] as? UIView === owner.rootView)
        #expect(objects[1] as? UITapGestureRecognizer === owner.tap)
        #expect(owner.tap.numberOfTapsRequired == 2)
        #expect(owner.rootView.gestureRecognizers?.contains { $0 === owner.tap } == true)
    }

    @Test("labels, fonts and colours in every form")
    func labels() throws {
        let (owner, _) = try loadControls()
        let title = try #require(owner.titleLabel)
        #expect(title.text == "Settings")
        #expect(title.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(title.textAlignment == .center && title.numberOfLines == 0)
        // The named colour's design value from <resources>.
        #expect(title.textColor == UIColor(red: 0.34901960784313724, green: 0.33725490196078434, blue: 0.83921568627450982, alpha: 1))
        #expect(owner.rootView.backgroundColor == .systemBackground)
        #expect(owner.stackLabels.map { $0.text } == ["First", "Second"])
        #expect(owner.stackLabels[1].textColor == .darkText)
        #expect(owner.stackLabels[0].textColor == .label)   // <nil key="textColor"/> keeps the default
    }

    @Test("buttons: state titles and colours, fonts, insets; controls' values")
    func controls() throws {
        let (owner, _) = try loadControls()
        let button = try #require(owner.button)
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Save")
        #expect(button.title(for: .highlighted) == "Saving")
        #expect(button.titleColor(for: .highlighted) == UIColor(white: 0.33333333333333331, alpha: 1))
        #expect(button.titleColor(for: .disabled) == .systemGray)
        #expect(button.image(for: .normal) != nil)
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 18, weight: .semibold))
        #expect(button.contentEdgeInsets == UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        #expect(owner.toggle.isOn && owner.toggle.onTintColor == .systemGreen)
        #expect(owner.slider.value == 0.25 && owner.slider.maximumValue == 1)
        #expect(owner.stepper.value == 3 && owner.stepper.maximumValue == 10 && owner.stepper.stepValue == 1)
        #expect(owner.stack.axis == .vertical && owner.stack.alignment == .leading && owner.stack.spacing == 8)
        #expect(owner.stack.arrangedSubviews.count == 2)
        #expect(owner.imageView.tintColor == .systemRed && owner.imageView.image != nil)
        #expect(owner.imageView.contentMode == .scaleAspectFit)
    }

    @Test("runtime attributes of every type reach layers, UIKit properties and the class's own keys")
    func runtimeAttributes() throws {
        let (owner, _) = try loadControls()
        let badge = try #require(owner.imageView as? BadgeImageView)
        #expect(badge.layer.cornerRadius == 8.5)
        #expect(badge.layer.masksToBounds)
        #expect(badge.caption == "heart")
        #expect(badge.anchor == CGPoint(x: 1, y: 2))
        #expect(badge.designSize == CGSize(width: 3, height: 4))
        #expect(badge.designRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(badge.highlightedImage != nil)
        #expect(badge.restoration == nil)
    }

    @Test("constraints: identifiers, priorities, multipliers; placeholders removed; frames as the canvas shows")
    func constraints() throws {
        let (owner, _) = try loadControls()
        let host = HeadlessHost(size: CGSize(width: 393, height: 852), scale: 1, safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let controller = UIViewController()
        controller.view = owner.rootView
        host.show(controller)
        _ = host.runUntilIdle()
        #expect(owner.titleLabel.frame.minX == 20 && owner.titleLabel.frame.minY == 79 && owner.titleLabel.frame.width == 353)
        #expect(owner.button.frame.minY == owner.titleLabel.frame.maxY + 20)
        #expect(owner.imageView.frame.size == CGSize(width: 64, height: 64))   // width 64, 1:1 aspect
        let all = owner.rootView.constraints + owner.imageView.constraints
        #expect(all.contains { $0.identifier == "imageWidth" && $0.constant == 64 })
        #expect(all.contains { $0.priority.rawValue == 750 })
        #expect(!all.contains { $0.firstAttribute == .height && $0.constant == 32 })   // placeholder="YES"
    }

    @Test("actions reach the owner's listed methods; gesture actions too")
    func actions() throws {
        let (owner, _) = try loadControls()
        owner.button.sendActions(for: .touchUpInside)
        #expect(owner.saves.count == 1 && owner.saves.first === owner.button)
        owner.toggle.setOn(false, animated: false)
        owner.toggle.sendActions(for: .valueChanged)
        #expect(owner.toggles == [false])
        owner.slider.sendActions(for: .touchUpInside)
        #expect(owner.saves.count == 1)
    }

    @Test("instantiation order: init(coder:), outlets, runtime attributes, then awakeFromNib with everything set")
    func order() throws {
        NibOrderLog.events = []
        let owner = OrderOwner()
        let objects = UINib(nibName: "Order", bundle: nil).instantiate(withOwner: owner, options: nil)
        #expect(objects.count == 1 && owner.root === objects.first as AnyObject)
        #expect(NibOrderLog.events == [
            "root.init(coder:) text=orderRoot",
            "child.init(coder:)",
            "root.outlet child",
            "root.runtime tint",
            "root.awakeFromNib child=true subviews=1 frame=240",
            "child.awakeFromNib superview=true",
        ])
        #expect(owner.root.tint == "teal")
    }

    @Test("a XIB copied from another app's target finds this module's classes (customModuleProvider=target)")
    func copiedModule() throws {
        let owner = OrderOwner()
        _ = UINib(nibName: "Order", bundle: nil).instantiate(withOwner: owner, options: nil)
        #expect(type(of: owner.root!) == OrderRootView.self)
        #expect(owner.root.child != nil)
    }

    @Test("Bundle.loadNibNamed and UINib(data:bundle:)")
    func otherEntryPoints() throws {
        let owner = OrderOwner()
        let objects = Bundle.main.loadNibNamed("Order", owner: owner, options: nil)
        #expect(objects?.count == 1 && owner.root != nil)
        let url = try #require(Bundle.module.url(forResource: "Order", withExtension: "xib", subdirectory: "Resources/InterfaceBuilder"))
        let second = OrderOwner()
        _ = UINib(data: try Data(contentsOf: url), bundle: nil).instantiate(withOwner: second, options: nil)
        #expect(second.root.child != nil)
    }

    @Test("a controller without a nib name loads the nib named like its class, before viewDidLoad")
    func controllerNibByClassName() throws {
        let controller = DetailCardViewController()
        #expect(controller.nibName == nil)
        let view = try #require(controller.view)
        #expect(controller.titleLabel.superview === view)
        #expect(controller.viewDidLoadSawLabel)
        let explicit = DetailCardViewController(nibName: "DetailCardView", bundle: nil)
        #expect(explicit.view.subviews.first === explicit.titleLabel)
    }

    @Test("a missing nib traps with UIKit's message")
    func missingNib() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = UINib(nibName: "NoSuchNib", bundle: nil).instantiate(withOwner: nil, options: nil) }
        }
    }

    @Test("a malformed nib traps with the reader's file and line")
    func malformedNib() async {
        await #expect(processExitsWith: .failure) {
            let text = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><objects><view id=\"a\"></objects></document>"
            await MainActor.run { _ = UINib(data: Data(text.utf8), bundle: nil).instantiate(withOwner: nil, options: nil) }
        }
    }

    @Test("an outlet the owner does not declare traps with NSUnknownKeyException's reason")
    func missingOutlet() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let owner = OrderOwner()
                _ = UINib(nibName: "Controls", bundle: nil).instantiate(withOwner: owner, options: nil)
            }
        }
    }

    @Test("an action the owner does not list traps naming the selector")
    func missingAction() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let text = """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="OrderOwner"/>
                    <button id="b"><connections><action selector="launch:" destination="-1" eventType="touchUpInside" id="x"/></connections></button>
                    </objects></document>
                    """
                _ = UINib(data: Data(text.utf8), bundle: nil).instantiate(withOwner: OrderOwner(), options: nil)
            }
        }
    }
}
