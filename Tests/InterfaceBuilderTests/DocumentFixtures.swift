import Foundation
import Testing
@testable import InterfaceBuilder

/// The corpus of documents written as Xcode writes them (Tests/InterfaceBuilderTests/Documents).
enum DocumentFixtures {
    static let names = [
        "CustomCollectionView.xib", "CustomCollectionViewCell.xib", "SimpleCustomCellView.xib", "Controls.xib",
        "SimpleCustomCell.storyboard", "Main.storyboard", "Flow.storyboard", "Order.xib", "DetailCardView.xib", "Tabs.storyboard", "Variations.xib", "Segments.xib",
        "Split.storyboard",
    ]

    static func data(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Documents"))
        return try Data(contentsOf: url)
    }

    static func document(_ name: String) throws -> IBDocument {
        try IBDocument(data: data(name), fileName: name)
    }

    /// Reads `text` as a document called `Test.xib`, returning the error (or nil).
    static func error(reading text: String, name: String = "Test.xib") -> IBReaderError? {
        error(reading: Data(text.utf8), name: name)
    }

    /// Reads `data` as a document called `name`, returning the error (or nil).
    static func error(reading data: Data, name: String) -> IBReaderError? {
        do {
            _ = try IBDocument(data: data, fileName: name)
            return nil
        } catch {
            return error
        }
    }

    /// A XIB whose `<objects>` holds `objects`.
    static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }
}
