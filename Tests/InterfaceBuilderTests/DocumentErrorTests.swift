import Foundation
import Testing
@testable import InterfaceBuilder

@Suite("Interface Builder documents: errors name the file and line")
struct DocumentErrorTests {
    @Test("a mismatched end tag names its line and the element it expected")
    func mismatchedEndTag() throws {
        let error = try #require(DocumentFixtures.error(reading: DocumentFixtures.xib("""
            <view id="a">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </objects>
            """)))
        #expect(error.file == "Test.xib")
        #expect(error.line == 6)
        #expect(error.message.contains("view"))
        #expect(error.description.hasPrefix("Test.xib:6: "))
    }

    @Test("truncated documents name the open element")
    func truncated() throws {
        let text = DocumentFixtures.xib("<view id=\"a\"><subviews><label id=\"b\" text=\"x\"/>")
        let cut = String(text.prefix(text.count - 30))
        let error = try #require(DocumentFixtures.error(reading: cut))
        #expect(error.line >= 1)
        #expect(!error.message.isEmpty)
    }

    @Test("structural errors", arguments: [
        (#"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"/>"#, 1, "document type"),
        (#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="2.0"/>"#, 1, "expected 3.0"),
        ("<nib/>", 1, "expected <document>"),
        ("", 0, "empty"),
    ])
    func documentErrors(text: String, line: Int, fragment: String) throws {
        let error = try #require(DocumentFixtures.error(reading: text))
        #expect(error.line == line)
        #expect(error.message.contains(fragment), "\(error)")
    }

    @Test("bad values name the element's line and what was expected", arguments: [
        (#"<view id="a"><rect key="frame" x="0" y="0" width="wide" height="1"/></view>"#, "not a number"),
        (#"<view id="a"><color key="backgroundColor" alpha="1"/></view>"#, "expected white, red/green/blue"),
        (#"<view id="a"><constraints><constraint firstAttribute="diagonal" id="c"/></constraints></view>"#, "not a layout attribute"),
        (#"<view id="a"><constraints><constraint firstAttribute="top" multiplier="1:0" id="c"/></constraints></view>"#, "multiplier"),
        (#"<view id="a"><constraints><constraint firstAttribute="top" priority="5000" id="c"/></constraints></view>"#, "priority"),
        (#"<view id="a"><connections><outlet destination="b" id="o"/></connections></view>"#, "no property"),
        (#"<view id="a"><connections><segue destination="b" kind="teleport" id="s"/></connections></view>"#, "segue kind"),
        (#"<view id="a"><fontDescription key="fontDescription" type="system" weight="chunky" pointSize="3"/></view>"#, "font weight"),
        (#"<view id="a"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="vector" keyPath="k"/></userDefinedRuntimeAttributes></view>"#, "runtime attribute type"),
        (#"<view id="a"><frame/></view>"#, "without a key"),
        (#"<view/>"#, "has no id"),
    ])
    func valueErrors(object: String, fragment: String) throws {
        let error = try #require(DocumentFixtures.error(reading: DocumentFixtures.xib(object)))
        #expect(error.line == 4, "\(error)")
        #expect(error.message.contains(fragment), "\(error)")
    }

    @Test("invalid UTF-8, which traps Foundation's XMLParser on Linux, is an error at its line")
    func invalidUTF8() throws {
        let text = DocumentFixtures.xib(#"<view clipsSubviews="YES" id="a"/>"#)
        var bytes = Array(text.utf8)
        let at = try #require(text.utf8.firstRange(of: "Subviews".utf8)).lowerBound
        bytes[text.utf8.distance(from: text.utf8.startIndex, to: at)] = 0xCA
        let error = try #require(DocumentFixtures.error(reading: Data(bytes), name: "Test.xib"))
        #expect(error.line == 4 && error.message.contains("UTF-8"), "\(error)")
        let latin1 = #"<?xml version="1.0" encoding="ISO-8859-1"?><document/>"#
        #expect(DocumentFixtures.error(reading: latin1)?.message.contains("expected UTF-8") == true)
    }

    @Test("a storyboard whose initial view controller is not a scene's")
    func missingInitialController() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="zzz">
                <scenes/>
            </document>
            """
        let error = try #require(DocumentFixtures.error(reading: text, name: "Main.storyboard"))
        #expect(error.file == "Main.storyboard" && error.line == 2 && error.message.contains("zzz"))
    }
}
