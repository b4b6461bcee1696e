import Foundation
import Testing
@testable import InterfaceBuilder

@Suite("Interface Builder documents: split view relationships and popover segues")
struct DocumentSegueTests {
    /// A storyboard whose one scene's view controller has `connections`.
    static func storyboard(connections: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <splitViewController id="v1" sceneMemberID="viewController">
                            <connections>
        \(connections)
                            </connections>
                        </splitViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func segues(_ object: IBObject) -> [IBSegue] {
        object.connections.compactMap { if case .segue(let segue) = $0 { segue } else { nil } }
    }

    @Test("split view controllers' relationship segues, the column-style flags and the classic <toolbarItems/>")
    func splitRelationships() throws {
        let document = try DocumentFixtures.document("Split.storyboard")
        let classic = try #require(document.scene(withStoryboardIdentifier: "Classic")?.viewController)
        #expect(classic.elementName == "splitViewController")
        #expect(segues(classic).map(\.relationship) == ["masterViewController", "detailViewController"])
        #expect(segues(classic).map(\.destination) == ["Mnv-nc-002", "Det-vc-004"])
        let columns = try #require(document.scene(withStoryboardIdentifier: "Columns")?.viewController)
        #expect(columns["allowDoubleColumnStyle"] == "YES" && columns["behavior"] == "tile")
        #expect(segues(columns).map(\.relationship) == ["masterViewController", "detailViewController", "compactViewController"])
        let triple = try #require(document.scene(withStoryboardIdentifier: "Triple")?.viewController)
        #expect(segues(triple).map(\.relationship) == ["masterViewController", "supplementaryViewController", "detailViewController"])
    }

    @Test("popover segues: the anchor view or bar button item and the permitted arrow directions")
    func popoverSegues() throws {
        let document = try DocumentFixtures.document("Split.storyboard")
        let scene = try #require(document.scene(withStoryboardIdentifier: "Popovers"))
        var byIdentifier: [String: IBSegue] = [:]
        try #require(scene.viewController).forEachObject { object in
            for segue in segues(object) { byIdentifier[segue.identifier ?? ""] = segue }
        }
        let anchored = try #require(byIdentifier["anchored"])
        #expect(anchored.kind == "popoverPresentation" && anchored.popoverAnchorView == "Mrk-vw-009")
        #expect(anchored.popoverArrowDirections == ["up", "down"])
        let fromSender = try #require(byIdentifier["fromSender"])
        #expect(fromSender.popoverAnchorView == nil && fromSender.popoverAnchorBarButtonItem == nil && fromSender.popoverArrowDirections == nil)
        let fromItem = try #require(byIdentifier["fromItem"])
        #expect(fromItem.popoverAnchorBarButtonItem == "Shr-bb-009" && fromItem.popoverArrowDirections == ["up"])
        #expect(byIdentifier["manual"]?.popoverArrowDirections == ["left", "right"])
    }

    @Test("a relationship segue without a relationship is an error at its line")
    func relationshipWithoutName() throws {
        let text = Self.storyboard(connections: #"<segue destination="v2" kind="relationship" id="r1"/>"#)
        let error = try #require(DocumentFixtures.error(reading: text, name: "Split.storyboard"))
        #expect(error.file == "Split.storyboard" && error.line == 8)
        #expect(error.message.contains("relationship segue has no relationship"), "\(error)")
        #expect(error.message.contains("masterViewController"), "\(error)")
    }

    @Test("a popover segue's malformed arrow directions and unknown children are errors at their line", arguments: [
        (#"<segue destination="v2" kind="popoverPresentation" id="p1"><popoverArrowDirection key="popoverArrowDirection" up="maybe"/></segue>"#,
         "up 'maybe'"),
        (#"<segue destination="v2" kind="popoverPresentation" id="p1"><anchor key="x"/></segue>"#, "unexpected <anchor> in <segue>"),
    ])
    func malformedPopover(connections: String, fragment: String) throws {
        let error = try #require(DocumentFixtures.error(reading: Self.storyboard(connections: connections), name: "Split.storyboard"))
        #expect(error.line == 8)
        #expect(error.message.contains(fragment), "\(error)")
    }
}
