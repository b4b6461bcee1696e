import Testing
import UIKitTesting
@testable import UIKit

/// A button's and a switch's internal subviews are made when first needed, as UIKit's are: a new button
/// has no subviews; one with a title shows only its title label after layout; a switch's track and thumb
/// appear at its first layout.
@MainActor
@Suite("Controls: lazily made parts of buttons and switches")
struct LazyControlPartsTests {
    @Test("a new system button has no subviews; a title makes only the title label, laid out with the title's size")
    func titleOnly() throws {
        let button = UIButton(type: .system)
        #expect(button.subviews.isEmpty)
        button.setTitle("Edit", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        button.layoutIfNeeded()
        #expect(button.subviews.count == 1)
        let label = try #require(button.subviews.first as? UILabel)
        #expect(label === button.titleLabel && label.text == "Edit")
        #expect(label.font == UIFont.systemFont(ofSize: 15))
        #expect(label.frame.width > 0 && abs(label.frame.midX - 40) <= 0.5)
    }

    @Test("an image and a title: the image view sits below the title label; reading imageView on a title-only button adds it below the label")
    func partsOrder() throws {
        let button = UIButton(type: .system)
        button.setTitle("Add", for: .normal)
        button.setImage(UIImage(systemName: "plus"), for: .normal)
        button.sizeToFit()
        button.layoutIfNeeded()
        #expect(button.subviews.count == 2)
        #expect(button.subviews.first === button.imageView && button.subviews.last === button.titleLabel)
        let titled = UIButton(type: .system)
        titled.setTitle("Later", for: .normal)
        let extra = UIView()
        titled.addSubview(extra)
        let imageView = try #require(titled.imageView)
        #expect(titled.subviews.map(ObjectIdentifier.init) == [imageView, try #require(titled.titleLabel), extra].map(ObjectIdentifier.init))
    }

    @Test("reading titleLabel of an empty button makes it, filled for the current state, and it keeps following the state")
    func titleLabelOnAccess() throws {
        let button = UIButton(type: .system)
        let label = try #require(button.titleLabel)
        #expect(button.subviews.count == 1 && label.text == nil)
        button.setTitle("Go", for: .normal)
        button.setTitle("Going", for: .highlighted)
        #expect(label.text == "Go")
        button.isHighlighted = true
        #expect(label.text == "Going")
        #expect(button.titleLabel === label)   // made once
    }

    @Test("a configured button with a subtitle makes the background, title and subtitle; sizes match the eager layout's")
    func configuredParts() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Title"
        configuration.subtitle = "Subtitle"
        let button = UIButton(configuration: configuration)
        button.sizeToFit()
        button.layoutIfNeeded()
        let subtitle = try #require(button.subtitleLabel)
        #expect(!subtitle.isHidden && subtitle.text == "Subtitle")
        #expect(button.subviews.count == 3)   // background fill, title, subtitle
        let title = try #require(button.titleLabel)
        #expect(subtitle.frame.minY >= title.frame.maxY)
        #expect(button.bounds.height >= title.frame.height + subtitle.frame.height)
    }

    @Test("a switch has no subviews until its first layout, then the track and the thumb, drawn for its value")
    func switchParts() throws {
        let toggle = UISwitch()
        toggle.isOn = true
        #expect(toggle.subviews.isEmpty)
        toggle.layoutIfNeeded()
        #expect(toggle.subviews.count == 2)
        let track = try #require(toggle.subviews.first)
        let thumb = try #require(toggle.subviews.last)
        #expect(track.frame == CGRect(x: 0, y: 0, width: 51, height: 31))
        #expect(thumb.frame == CGRect(x: 21.5, y: 1.5, width: 28, height: 28))   // the on side
        toggle.isOn = false
        #expect(thumb.frame.minX == 1.5)
    }

    @Test("a switch in a window draws its track and thumb without an explicit layout")
    func switchInWindow() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100), scale: 1)
        let controller = UIViewController()
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        toggle.isOn = true
        controller.view.addSubview(toggle)
        host.show(controller)
        _ = host.runUntilIdle()
        #expect(toggle.subviews.count == 2)
        let image = host.snapshot()
        // The system green track (52, 199, 89 in light mode), left of the thumb.
        let pixel = image.pixel(atPoint: CGPoint(x: 30, y: 35), scale: 1)
        #expect(pixel.isClose(to: Pixel(r: 52, g: 199, b: 89), tolerance: 10), "\(pixel)")
    }
}
