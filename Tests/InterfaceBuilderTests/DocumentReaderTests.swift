import Foundation
import Testing
@testable import InterfaceBuilder

@Suite("Interface Builder documents: reading the corpus")
struct DocumentReaderTests {
    @Test("seed 000's CustomCollectionView.xib reads as the seed writes it")
    func seed000XIB() throws {
        let document = try DocumentFixtures.document("CustomCollectionView.xib")
        #expect(document.kind == .xib)
        #expect(document.toolsVersion == "14313.18")
        #expect(document.usesAutoLayout && document.usesSafeAreas)
        #expect(document.objects.map(\.elementName) == ["placeholder", "placeholder", "view"])
        let owner = document.objects[0]
        #expect(owner.placeholderIdentifier == "IBFilesOwner" && owner.id == "-1")
        #expect(owner.customClass == "CustomCollectionView" && owner.customModule == "SampleDemoApp" && owner.customModuleProvider == "target")
        #expect(owner.connections == [.outlet(property: "collection", destination: "loF-CI-n5C", line: 14)])
        #expect(document.objects[1].placeholderIdentifier == "IBFirstResponder" && document.objects[1].id == "-2")

        let view = document.objects[2]
        #expect(view.id == "iN0-l3-epB" && view.customClass == "CustomCollectionView")
        #expect(view.property("frame") == .rect(CGRect(x: 0, y: 0, width: 375, height: 667)))
        #expect(view.property("autoresizingMask") == .autoresizingMask([.widthSizable, .heightSizable]))
        #expect(view.property("backgroundColor") == .color(.rgb(red: 1, green: 1, blue: 1, alpha: 1, colorSpace: "sRGB")))
        #expect(view.property("safeArea") == .layoutGuide(id: "vUN-kp-3ea"))
        #expect(view.property("canvasLocation") == .point(CGPoint(x: 138.40000000000001, y: 153.37331334332833)))

        let collection = try #require(view.subviews.first)
        #expect(collection.elementName == "collectionView" && collection["dataMode"] == "none")
        #expect(collection.bool("translatesAutoresizingMaskIntoConstraints") == false)
        #expect(collection.property("backgroundColor") == .color(.white(1, alpha: 1)))
        guard case .object(let layout)? = collection.property("collectionViewLayout") else { Issue.record("no layout"); return }
        #expect(layout.elementName == "collectionViewFlowLayout" && layout["scrollDirection"] == "horizontal")
        #expect(layout["minimumLineSpacing"] == "10" && layout["minimumInteritemSpacing"] == "10")
        #expect(layout.property("itemSize") == .size(CGSize(width: 50, height: 50)))
        #expect(layout.property("sectionInset") == .insets(IBInsets(top: 0, left: 0, bottom: 0, right: 0)))

        #expect(view.constraints.count == 4)
        let top = view.constraints[0]
        #expect(top.firstItem == "loF-CI-n5C" && top.firstAttribute == "top" && top.secondItem == "iN0-l3-epB" && top.secondAttribute == "top")
        #expect(top.relation == "equal" && top.multiplier == 1 && top.constant == 0 && top.priority == 1000 && top.id == "Khs-Aw-6b7")
        #expect(view.constraints[2].firstItem == "vUN-kp-3ea" && view.constraints[2].line == 37)
    }

    @Test("colours in every form: white, RGB spaces, system, legacy system and named")
    func colours() throws {
        let document = try DocumentFixtures.document("Controls.xib")
        let root = document.objects[2]
        var colours: [String: IBColor] = [:]
        root.forEachObject { object in
            for (key, value) in object.properties { if case .color(let c) = value { colours["\(object.id).\(key)"] = c } }
            for case .buttonState(let state) in object.properties.map(\.value) {
                if let c = state.titleColor { colours["\(object.id).\(state.state).titleColor"] = c }
            }
        }
        #expect(colours["Ttl-lb-002.textColor"] == .named("AccentColor"))
        #expect(colours["Rt0-vw-001.backgroundColor"] == .system("systemBackgroundColor"))
        #expect(colours["Lb2-lb-011.textColor"] == .system("darkTextColor"))
        #expect(colours["Btn-bt-003.normal.titleColor"] == .rgb(red: 0, green: 0.47843137250000001, blue: 1, alpha: 1, colorSpace: "calibratedRGB"))
        #expect(colours["Btn-bt-003.highlighted.titleColor"] == .white(0.33333333333333331, alpha: 1))
        #expect(colours["Btn-bt-003.disabled.titleColor"] == .system("systemGrayColor"))
        #expect(document.resources.contains(.namedColor(name: "AccentColor", color: .rgb(red: 0.34901960784313724, green: 0.33725490196078434, blue: 0.83921568627450982, alpha: 1, colorSpace: "sRGB"))))
        #expect(document.resources.contains(.image(name: "heart.fill", size: CGSize(width: 128, height: 109), catalog: "system")))
    }

    @Test("fonts, button states, insets, segments, gesture recognizers, outlet collections and actions")
    func controls() throws {
        let document = try DocumentFixtures.document("Controls.xib")
        let root = document.objects[2]
        let byID = Dictionary(uniqueKeysWithValues: root.subviews.map { ($0.id, $0) })
        #expect(byID["Ttl-lb-002"]?.property("fontDescription") == .font(IBFontDescription(kind: .boldSystem, pointSize: 20)))
        let button = try #require(byID["Btn-bt-003"])
        #expect(button.property("fontDescription") == .font(IBFontDescription(kind: .system(weight: "semibold"), pointSize: 18)))
        #expect(button.property("contentEdgeInsets") == .insets(IBInsets(top: 4, left: 8, bottom: 4, right: 8)))
        let states = button.properties.compactMap { if case .buttonState(let s) = $0.value { s } else { nil } }
        #expect(states.map(\.state) == ["normal", "highlighted", "disabled"])
        #expect(states[0].title == "Save" && states[0].image == "star" && states[0].imageCatalog == "system")
        #expect(button.connections == [.action(selector: "save:", destination: "-1", eventType: "touchUpInside", line: 53)])
        guard case .element(let accessibility)? = button.property("accessibilityConfiguration") else { Issue.record("no accessibility"); return }
        #expect(accessibility["identifier"] == "saveButton")

        let stackLabels = try #require(byID["Stk-sv-007"]).subviews
        #expect(stackLabels[1].property("fontDescription") == .font(IBFontDescription(kind: .named(name: "Menlo-Regular", family: "Menlo"), pointSize: 15)))
        #expect(document.objects.map(\.elementName) == ["placeholder", "placeholder", "view", "tapGestureRecognizer"])
        #expect(root.connections == [.outletCollection(property: "gestureRecognizers", destination: "Tap-gr-009", line: 120)])

        let owner = document.objects[0]
        let collections = owner.connections.filter { if case .outletCollection = $0 { true } else { false } }
        #expect(collections.count == 2)

        let image = try #require(byID["Img-iv-008"])
        #expect(image.constraints[0].multiplier == 1 && image.constraints[0].secondItem == "Img-iv-008")
        #expect(image.constraints[1].identifier == "imageWidth" && image.constraints[1].secondItem == nil && image.constraints[1].constant == 64)
        let placeholder = try #require(root.constraints.first { $0.id == "c22-aa-022" })
        #expect(placeholder.isPlaceholder)
        #expect(root.constraints.first { $0.id == "c21-aa-021" }?.priority == 750)
    }

    @Test("user-defined runtime attributes of every type")
    func runtimeAttributes() throws {
        let document = try DocumentFixtures.document("Controls.xib")
        let image = try #require(document.objects[2].subviews.first { $0.id == "Img-iv-008" })
        #expect(image.runtimeAttributes.map(\.value) == [
            .number(8.5), .boolean(true), .string("heart"), .point(CGPoint(x: 1, y: 2)), .size(CGSize(width: 3, height: 4)),
            .rect(CGRect(x: 1, y: 2, width: 3, height: 4)), .image("star.fill"), .nil,
        ])
        #expect(image.runtimeAttributes.map(\.keyPath).first == "layer.cornerRadius")
    }

    @Test("a storyboard's scenes, initial view controller, segues and prototypes")
    func storyboard() throws {
        let document = try DocumentFixtures.document("Flow.storyboard")
        #expect(document.kind == .storyboard)
        #expect(document.initialViewController == "Nav-nc-001")
        #expect(document.scenes.map(\.sceneID) == ["NvS-sc-001", "LsS-sc-002", "DtS-sc-003", "StS-sc-004", "EmS-sc-005", "TbS-sc-006"])
        let navigation = try #require(document.scene(withViewControllerID: "Nav-nc-001")?.viewController)
        #expect(navigation.elementName == "navigationController")
        #expect(navigation.connections == [.segue(IBSegue(id: "Rel-sg-001", destination: "Lst-vc-002", kind: "relationship", relationship: "rootViewController", line: 20))])
        let list = try #require(document.scene(withStoryboardIdentifier: "List")?.viewController)
        #expect(list.customClass == "FlowListViewController")
        let present = list.connections.compactMap { if case .segue(let s) = $0 { s } else { nil } }.first { $0.kind == "presentation" }
        #expect(present?.kind == "presentation" && present?.identifier == "presentSettings")
        #expect(present?.modalPresentationStyle == "formSheet" && present?.modalTransitionStyle == "crossDissolve")
        guard case .object(let view)? = list.property("view") else { Issue.record("no view"); return }
        let button = view.subviews[0]
        #expect(button.connections == [.segue(IBSegue(id: "Shw-sg-002", destination: "Dtl-vc-003", kind: "show", identifier: "showDetail", line: 38))])
        #expect(view.subviews[1].elementName == "containerView")
        let settings = try #require(document.scene(withStoryboardIdentifier: "Settings"))
        #expect(settings.objects.map(\.elementName) == ["viewController", "placeholder", "exit"])
        var unwind: IBSegue?
        settings.objects[0].forEachObject { object in
            for case .segue(let segue) in object.connections where segue.kind == "unwind" { unwind = segue }
        }
        #expect(unwind?.unwindAction == "unwindToList:" && unwind?.destination == "Ext-ph-004")
        let table = try #require(document.scene(withStoryboardIdentifier: "Table")?.viewController)
        guard case .object(let tableView)? = table.property("view") else { Issue.record("no table view"); return }
        #expect(tableView.elementName == "tableView" && tableView["style"] == "insetGrouped")
        let prototype = try #require(tableView.children("prototypes").first)
        #expect(prototype["reuseIdentifier"] == "Row")
        guard case .object(let contentView)? = prototype.property("contentView") else { Issue.record("no content view"); return }
        #expect(contentView.elementName == "tableViewCellContentView" && contentView.subviews.first?.id == "RwT-lb-006")
    }

    @Test("every corpus document reads", arguments: DocumentFixtures.names)
    func corpusReads(name: String) throws {
        let document = try DocumentFixtures.document(name)
        var count = 0
        for object in document.objects + document.scenes.flatMap(\.objects) { object.forEachObject { _ in count += 1 } }
        #expect(count >= 3)
    }

    @Test("segmented controls' segments")
    func segments() throws {
        let text = DocumentFixtures.xib("""
            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="1" id="s">
                <rect key="frame" x="20" y="483" width="353" height="32"/>
                <segments><segment title="Day"/><segment title="Week"/><segment title="Month"/></segments>
            </segmentedControl>
            """)
        let document = try IBDocument(data: Data(text.utf8), fileName: "Test.xib")
        #expect(document.objects[0].children("segments").map { $0["title"] } == ["Day", "Week", "Month"])
        #expect(document.objects[0]["selectedSegmentIndex"] == "1")
    }

    @Test("multipliers in the number, ratio and fraction forms")
    func multipliers() throws {
        let text = DocumentFixtures.xib("""
            <view id="a"><constraints>
                <constraint firstItem="a" firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="0.5" id="c1"/>
                <constraint firstItem="a" firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="16:9" id="c2"/>
                <constraint firstItem="a" firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="1/4" id="c3"/>
                <constraint firstItem="a" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="a" secondAttribute="leadingMargin" symbolic="YES" id="c4"/>
            </constraints></view>
            """)
        let document = try IBDocument(data: Data(text.utf8), fileName: "Test.xib")
        let constraints = document.objects[0].constraints
        #expect(constraints.map(\.multiplier) == [0.5, 16.0 / 9.0, 0.25, 1])
        #expect(constraints[3].relation == "greaterThanOrEqual" && constraints[3].isSymbolic && constraints[3].secondAttribute == "leadingMargin")
    }
}
