import Foundation
import UIKit
import UIKitTesting

/// Interface Builder figures (issue 17): a generated 100-object XIB instantiated the first time (reading
/// included) and again (the document is read once per nib), seed 000's cell nib instantiated as a
/// collection view dequeues it, and a generated 20-scene storyboard opening its initial controller with
/// its view.
@MainActor
enum NibBenchmarks {
    static func run(_ reporter: BenchmarkReporter) {
        hundredObjects(reporter)
        cellNib(reporter)
        storyboard(reporter)
    }

    /// A XIB whose root view holds 33 rows of label, button and switch (100 objects) with 66 constraints.
    static func hundredObjectXIB() -> String {
        var subviews = ""
        var constraints = ""
        for row in 0..<33 {
            let y = 20 + row * 40
            subviews += """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Row \(row)" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="L\(row)">
                    <rect key="frame" x="20" y="\(y)" width="120" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="textColor"/>
                </label>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" fixedFrame="YES" id="B\(row)">
                    <rect key="frame" x="160" y="\(y)" width="80" height="30"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <state key="normal" title="Edit"/>
                </button>
                <switch opaque="NO" contentMode="scaleToFill" on="YES" fixedFrame="YES" id="S\(row)">
                    <rect key="frame" x="300" y="\(y)" width="51" height="31"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                </switch>

                """
            constraints += """
                <constraint firstItem="L\(row)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="cl\(row)"/>
                <constraint firstItem="L\(row)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="ct\(row)"/>

                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="1400"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
            \(subviews)
                        </subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
            \(constraints)
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }

    private static func hundredObjects(_ reporter: BenchmarkReporter) {
        let data = Data(hundredObjectXIB().utf8)
        var objectCount = 0
        var nibs: [UINib] = []
        for _ in 0..<30 { nibs.append(UINib(data: data, bundle: nil)) }
        var index = 0
        let first = timeRuns(iterations: 25, warmup: 5) {
            let root = nibs[index].instantiate(withOwner: nil, options: nil).first as? UIView
            objectCount = 1 + (root?.subviews.count ?? 0)
            index += 1
        }
        let nib = nibs[0]
        let again = timeRuns(iterations: 50, warmup: 5) {
            _ = nib.instantiate(withOwner: nil, options: nil)
        }
        // The same 100 objects, properties and constraints made in code: what the views themselves cost.
        let inCode = timeRuns(iterations: 50, warmup: 5) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 1400))
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.backgroundColor = .systemBackground
            var constraints: [NSLayoutConstraint] = []
            for row in 0..<33 {
                let y = CGFloat(20 + row * 40)
                let label = UILabel(frame: CGRect(x: 20, y: y, width: 120, height: 21))
                label.text = "Row \(row)"
                label.font = .systemFont(ofSize: 17)
                label.translatesAutoresizingMaskIntoConstraints = false
                let button = UIButton(type: .system)
                button.frame = CGRect(x: 160, y: y, width: 80, height: 30)
                button.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
                button.setTitle("Edit", for: .normal)
                let toggle = UISwitch(frame: CGRect(x: 300, y: y, width: 51, height: 31))
                toggle.isOn = true
                toggle.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
                root.addSubview(label)
                root.addSubview(button)
                root.addSubview(toggle)
                constraints.append(label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20))
                constraints.append(label.topAnchor.constraint(equalTo: root.topAnchor, constant: y))
            }
            NSLayoutConstraint.activate(constraints)
        }
        reporter.report("nib/100-objects/objects", value: Double(objectCount), unit: "count")
        reporter.report("nib/100-objects/first-instantiate-with-read", value: median(first) * 1000, unit: "ms", target: 2)
        reporter.report("nib/100-objects/instantiate-again", value: median(again) * 1000, unit: "ms", target: 0.5,
                        reference: (name: "same objects in code", value: median(inCode) * 1000))
    }

    private static func cellNib(_ reporter: BenchmarkReporter) {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14313.18" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="Cell" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="12" y="12" width="276" height="176"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                </label>
                            </subviews>
                            <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="12"/></userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </view>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="top" secondItem="cell" secondAttribute="top" constant="12" id="c1"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="cell" secondAttribute="leading" constant="12" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="12" id="c3"/>
                            <constraint firstAttribute="bottom" secondItem="title" secondAttribute="bottom" constant="12" id="c4"/>
                        </constraints>
                    </collectionViewCell>
                </objects>
            </document>
            """
        let nib = UINib(data: Data(text.utf8), bundle: nil)
        let samples = timeRuns(iterations: 200, warmup: 10) {
            _ = nib.instantiate(withOwner: nil, options: nil)
        }
        reporter.report("nib/seed000-cell/instantiate", value: median(samples) * 1000, unit: "ms", target: 0.5)
    }

    /// A storyboard of 20 scenes, each a controller whose view holds a label and a button with a show segue.
    static func twentySceneStoryboard() -> String {
        var scenes = ""
        for index in 0..<20 {
            let next = (index + 1) % 20
            scenes += """
                <scene sceneID="sc\(index)">
                    <objects>
                        <viewController storyboardIdentifier="Scene\(index)" id="vc\(index)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v\(index)">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Scene \(index)" translatesAutoresizingMaskIntoConstraints="NO" id="l\(index)">
                                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b\(index)">
                                        <rect key="frame" x="20" y="140" width="200" height="44"/>
                                        <state key="normal" title="Next"/>
                                        <connections>
                                            <segue destination="vc\(next)" kind="show" identifier="next" id="sg\(index)"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="g\(index)"/>
                                <constraints>
                                    <constraint firstItem="l\(index)" firstAttribute="leading" secondItem="g\(index)" secondAttribute="leading" constant="20" id="c\(index)a"/>
                                    <constraint firstItem="l\(index)" firstAttribute="top" secondItem="g\(index)" secondAttribute="top" constant="56" id="c\(index)b"/>
                                    <constraint firstItem="b\(index)" firstAttribute="leading" secondItem="l\(index)" secondAttribute="leading" id="c\(index)c"/>
                                    <constraint firstItem="b\(index)" firstAttribute="top" secondItem="l\(index)" secondAttribute="bottom" constant="20" id="c\(index)d"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr\(index)" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>

                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc0">
                <scenes>
            \(scenes)
                </scenes>
            </document>
            """
    }

    private static func storyboard(_ reporter: BenchmarkReporter) {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("nib-benchmark-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = twentySceneStoryboard()
        let runs = 20
        for index in 0..<runs + 3 {
            try? Data(text.utf8).write(to: folder.appendingPathComponent("Board\(index).storyboard"))
        }
        guard let bundle = Bundle(url: folder) else { return }
        var index = 0
        var loadedLabels = 0
        let open = timeRuns(iterations: runs, warmup: 3) {
            let storyboard = UIStoryboard(name: "Board\(index)", bundle: bundle)
            let controller = storyboard.instantiateInitialViewController()
            loadedLabels = controller?.view.subviews.count ?? 0
            index += 1
        }
        reporter.report("storyboard/20-scenes/views-in-initial", value: Double(loadedLabels), unit: "count")
        reporter.report("storyboard/20-scenes/open-initial-controller-with-read", value: median(open) * 1000, unit: "ms", target: 5)
    }
}
