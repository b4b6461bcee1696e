import Foundation
import Testing
@testable import InterfaceBuilder

/// Size-class variations as Xcode writes them ("Vary for Traits"): masks of constraints and subviews,
/// varied properties, and which configuration installs what.
@Suite("Interface Builder documents: size-class variations")
struct DocumentVariationTests {
    @Test("variations read with their size classes, masks and varied properties")
    func reading() throws {
        let document = try DocumentFixtures.document("Variations.xib")
        let root = try #require(document.objects.first { $0.id == "Rot-vw-001" })
        #expect(root.variations.map(\.key) == ["default", "heightClass=compact"])
        let compact = root.variations[1]
        #expect(compact.heightClass == .compact && compact.widthClass == nil && compact.specificity == 1)
        #expect(compact.masks.map(\.key) == ["subviews", "constraints"])
        #expect(compact.masks[1].included == ["Tpc-cn-001"] && compact.masks[1].excluded.count == 4)
        #expect(compact.properties.map(\.key) == ["backgroundColor"])
        let label = try #require(root.subviews.first)
        #expect(label.variations.first?.properties.first?.key == "fontDescription")
    }

    @Test("which constraints, subviews and property values each size-class configuration has")
    func configurations() throws {
        let root = try #require(try DocumentFixtures.document("Variations.xib").objects.first { $0.id == "Rot-vw-001" })
        for (width, height) in [(nil, nil), (IBVariation.SizeClass.compact, IBVariation.SizeClass.regular), (.regular, .regular)] {
            #expect(root.isInstalled("Top-cn-001", in: "constraints", width: width, height: height))
            #expect(!root.isInstalled("Tpc-cn-001", in: "constraints", width: width, height: height))
            #expect(root.isInstalled("Bnr-vw-001", in: "subviews", width: width, height: height))
        }
        for width in [nil, IBVariation.SizeClass.compact, .regular] {
            #expect(!root.isInstalled("Top-cn-001", in: "constraints", width: width, height: .compact))
            #expect(root.isInstalled("Tpc-cn-001", in: "constraints", width: width, height: .compact))
            #expect(!root.isInstalled("Bnr-vw-001", in: "subviews", width: width, height: .compact))
            #expect(root.isInstalled("Ldg-cn-001", in: "constraints", width: width, height: .compact))
        }
        let label = root.subviews[0]
        func pointSize(_ value: IBValue?) -> Double? { if case .font(let font)? = value { font.pointSize } else { nil } }
        #expect(pointSize(label.property("fontDescription", width: .compact, height: .compact)) == 30)
        #expect(pointSize(label.property("fontDescription", width: .compact, height: .regular)) == 17)
        #expect(pointSize(label.property("fontDescription", width: nil, height: nil)) == 17)
    }

    @Test("a more specific variation overrides a less specific one")
    func specificity() throws {
        let text = DocumentFixtures.xib("""
            <view id="v">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <variation key="widthClass=compact"><mask key="constraints"><exclude reference="c"/></mask></variation>
                <variation key="heightClass=regular-widthClass=compact"><mask key="constraints"><include reference="c"/></mask></variation>
            </view>
            """)
        let view = try #require(try IBDocument(data: Data(text.utf8), fileName: "Test.xib").objects.first)
        #expect(view.variations[1].widthClass == .compact && view.variations[1].heightClass == .regular && view.variations[1].specificity == 2)
        #expect(!view.isInstalled("c", in: "constraints", width: .compact, height: .compact))
        #expect(view.isInstalled("c", in: "constraints", width: .compact, height: .regular))
        #expect(view.isInstalled("c", in: "constraints", width: .regular, height: .compact))
    }

    @Test("bad variations name their line", arguments: [
        (#"<variation key="widthClass=tiny"/>"#, "size-class variation 'widthClass=tiny'"),
        (#"<variation/>"#, "<variation> has no key"),
        (#"<variation key="default"><mask key="constraints"><exclude/></mask></variation>"#, "has no reference"),
        (#"<variation key="default"><mask key="constraints"><keep reference="a"/></mask></variation>"#, "expected <include> or <exclude>"),
    ])
    func errors(fragment: String, message: String) throws {
        let text = DocumentFixtures.xib("<view id=\"v\">\n\(fragment)\n</view>")
        let error = try #require(DocumentFixtures.error(reading: text))
        #expect(error.line == 5 && error.message.contains(message), "\(error)")
    }
}
