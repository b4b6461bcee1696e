import Testing
import UIKitTesting
@testable import UIKit

/// System layout guides: margins, safe area, readable content, the scroll view's content and frame guides,
/// and views placed by frames mixed with constrained ones.
@MainActor
struct AutoLayoutGuidesTests {
    @Test func safeAreaGuideFollowsTheWindowsInsets() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = UIViewController()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        let guide = controller.view.safeAreaLayoutGuide
        #expect(guide.identifier == "UIViewSafeAreaLayoutGuide")
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: guide.topAnchor), box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: guide.leadingAnchor), box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        host.show(controller)
        host.renderFrame()
        #expect(box.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        #expect(guide.layoutFrame == box.frame)
        #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 47, width: 390 - 32, height: 844 - 81))
    }

    @Test func rootViewMarginsAreTheSystemMinimum() {
        let narrow = UIViewController.systemMinimumMargins(width: 375)
        let wide = UIViewController.systemMinimumMargins(width: 430)
        #expect(narrow == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(wide == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 600)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        controller.view.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func readableContentGuideIsCentredAndAtMostTheReadableWidth() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 300))
        let guide = root.readableContentGuide
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        NSLayoutConstraint.activate([text.leadingAnchor.constraint(equalTo: guide.leadingAnchor), text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                                     text.topAnchor.constraint(equalTo: guide.topAnchor), text.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: (1024 - 672) / 2, y: 8, width: 672, height: 10))
        root.frame.size.width = 320
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 8, y: 8, width: 304, height: 10))
    }

    @Test func scrollViewContentSizeComesFromConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let content = UIView(), pinned = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        pinned.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        scroll.addSubview(pinned)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor), scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor), scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 10),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
            pinned.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 5),
            pinned.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(content.frame == CGRect(x: 0, y: 10, width: 320, height: 2000))
        #expect(scroll.contentSize == CGSize(width: 320, height: 2010))
        #expect(pinned.frame.minY == 5)
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        scroll.layoutIfNeeded()
        // Pinned to the frame guide: stays on screen while the content scrolls.
        #expect(pinned.frame.minY == 305)
        #expect(content.frame.minY == 10)
    }

    @Test func edgesOfAScrollViewSeenFromItsContentAreTheContentArea() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor), content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor), content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 600), content.heightAnchor.constraint(equalToConstant: 900),
        ])
        scroll.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 600, height: 900))
        #expect(scroll.contentSize == CGSize(width: 600, height: 900))
        #expect(scroll.frame.size == CGSize(width: 200, height: 200))
    }

    @Test func autoresizingViewsMixWithConstrainedOnes() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        // Placed by frame, following the superview by its mask.
        let banner = UIView(frame: CGRect(x: 10, y: 10, width: 280, height: 40))
        banner.autoresizingMask = [.flexibleWidth]
        root.addSubview(banner)
        let corner = UIView(frame: CGRect(x: 250, y: 150, width: 40, height: 40))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        root.addSubview(corner)
        // Constrained to the frame-placed views.
        let below = UIView(), beside = UIView()
        for v in [below, beside] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 5),
            below.leadingAnchor.constraint(equalTo: banner.leadingAnchor), below.trailingAnchor.constraint(equalTo: banner.trailingAnchor),
            below.heightAnchor.constraint(equalToConstant: 20),
            beside.trailingAnchor.constraint(equalTo: corner.leadingAnchor, constant: -5),
            beside.centerYAnchor.constraint(equalTo: corner.centerYAnchor),
            beside.widthAnchor.constraint(equalToConstant: 30), beside.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 10, y: 10, width: 280, height: 40))
        #expect(below.frame == CGRect(x: 10, y: 55, width: 280, height: 20))
        #expect(beside.frame == CGRect(x: 215, y: 165, width: 30, height: 10))
        // The superview grows: the masks move the frame-placed views, constraints follow them.
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        root.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 10, y: 10, width: 380, height: 40))
        #expect(corner.frame == CGRect(x: 350, y: 250, width: 40, height: 40))
        #expect(below.frame == CGRect(x: 10, y: 55, width: 380, height: 20))
        #expect(beside.frame == CGRect(x: 315, y: 265, width: 30, height: 10))
        // Moving a frame-placed view by hand moves what is constrained to it.
        banner.frame.origin.y = 100
        root.layoutIfNeeded()
        #expect(below.frame.minY == 145)
    }
}
