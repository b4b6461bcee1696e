import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Expected behaviour: Apple's "Supporting right-to-left languages" (UIKit mirrors its standard views:
/// images and text of list and table cells, accessories such as the disclosure indicator move to the
/// left), `NSTextAlignment.natural` (right for right-to-left layouts in labels) and
/// `imageFlippedForRightToLeftLayoutDirection()` (image views mirror such images in right to left).
@MainActor
@Suite("Right to left: lists, tables, natural alignment, flipped images", .serialized)
struct RightToLeftListTests {
    private func listCell(rightToLeft: Bool) -> (HeadlessHost, UICollectionViewListCell) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 200), scale: 1)
        let controller = UIViewController()
        if rightToLeft { controller.traitOverrides.layoutDirection = .rightToLeft }
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "שלום"
            content.image = UIImage(systemName: "star.fill")
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: list) { cv, path, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1])
        source.apply(snapshot, animatingDifferences: false)
        controller.view.addSubview(list)
        host.show(controller)
        keepAlive(source, list)
        let cell = list.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
        return (host, cell)
    }

    private func keepAlive(_ objects: AnyObject...) { Self.kept += objects }
    private static var kept: [AnyObject] = []

    @Test("a list cell mirrors: image and text on the right, the disclosure indicator on the left")
    func listCellMirrors() throws {
        let (_, ltrCell) = listCell(rightToLeft: false)
        let ltrContent = try #require(ltrCell.contentView as? UIListContentView)
        let ltrImageFrame = try #require(ltrContent.imageLayoutGuide).layoutFrame
        let ltrTextFrame = try #require(ltrContent.textLayoutGuide).layoutFrame
        #expect(ltrImageFrame.maxX <= ltrTextFrame.minX, "left to right: image before text")

        let (_, cell) = listCell(rightToLeft: true)
        #expect(cell.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let content = try #require(cell.contentView as? UIListContentView)
        let image = try #require(content.imageLayoutGuide).layoutFrame
        let text = try #require(content.textLayoutGuide).layoutFrame
        #expect(image.minX >= text.maxX, "right to left: the image is right of the text")
        #expect(abs((content.bounds.width - image.maxX) - ltrImageFrame.minX) < 0.5, "mirrored position")
        let accessory = try #require(cell.subviews.first { $0 is CellAccessoryView })
        #expect(accessory.frame.maxX < cell.bounds.midX, "the disclosure indicator is on the left")
        let ltrAccessory = try #require(ltrCell.subviews.first { $0 is CellAccessoryView })
        #expect(ltrAccessory.frame.minX > ltrCell.bounds.midX)
        #expect(abs(accessory.frame.minX - (ltrCell.bounds.width - ltrAccessory.frame.maxX)) < 0.5)
    }

    @Test("a table cell mirrors its standard image, text and accessory")
    func tableCellMirrors() throws {
        func cell(rightToLeft: Bool) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            if rightToLeft { cell.semanticContentAttribute = .forceRightToLeft }
            cell.textLabel?.text = "مرحبا"
            cell.imageView?.image = UIImage(systemName: "star.fill")
            cell.accessoryType = .disclosureIndicator
            cell.layoutIfNeeded()
            return cell
        }
        let ltr = cell(rightToLeft: false), rtl = cell(rightToLeft: true)
        let ltrText = try #require(ltr.textLabel).convert(ltr.textLabel!.bounds, to: ltr)
        let rtlText = try #require(rtl.textLabel).convert(rtl.textLabel!.bounds, to: rtl)
        let ltrImage = try #require(ltr.imageView).convert(ltr.imageView!.bounds, to: ltr)
        let rtlImage = try #require(rtl.imageView).convert(rtl.imageView!.bounds, to: rtl)
        #expect(ltrImage.maxX <= ltrText.minX)
        #expect(rtlImage.minX >= rtlText.maxX, "right to left: image right of the text")
        #expect(abs(rtlImage.minX - (320 - ltrImage.maxX)) < 0.5)
        let ltrContent = ltr.contentView.frame, rtlContent = rtl.contentView.frame
        #expect(abs(rtlContent.minX - (320 - ltrContent.maxX)) < 0.5, "the content view leaves the accessory's room on the left")
        #expect(rtlContent.minX > 0)
    }

    @Test("natural alignment is right in a right-to-left label and follows semanticContentAttribute")
    func naturalAlignment() {
        func inkColumns(_ label: UILabel) -> (first: Int, last: Int) {
            let image = UIGraphicsImageRenderer(bounds: label.bounds).image { context in _ = context; label.draw(label.bounds) }
            let cg = image.cgImage!, data = cg.dataProvider!.data! as Data
            var first = Int.max, last = -1
            for y in 0..<cg.height { for x in 0..<cg.width where data[y * cg.bytesPerRow + x * 4 + 3] > 0 { first = min(first, x); last = max(last, x) } }
            return (first, last)
        }
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.numberOfLines = 0
        label.text = "abc"
        let left = inkColumns(label)
        #expect(left.first < 10)
        label.semanticContentAttribute = .forceRightToLeft
        let right = inkColumns(label)
        #expect(right.last > 190, "natural aligns right in right to left")
        label.textAlignment = .left
        #expect(inkColumns(label).first < 10, "an explicit alignment stays")
    }

    @Test("an image flipped for right to left is mirrored by image views in right to left only")
    func flippedImage() throws {
        let halves = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: {
            let format = UIGraphicsImageRendererFormat(); format.scale = 1; return format
        }()).image { context in
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill(); context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        let flipping = halves.imageFlippedForRightToLeftLayoutDirection()
        #expect(flipping.flipsForRightToLeftLayoutDirection && !halves.flipsForRightToLeftLayoutDirection)
        let host = HeadlessHost(size: CGSize(width: 40, height: 20), scale: 1)
        let controller = UIViewController()
        let imageView = UIImageView(image: flipping)
        imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        controller.view.addSubview(imageView)
        host.show(controller)
        func leftPixel() -> [Int] {
            let cg = host.snapshot(), data = cg.dataProvider!.data! as Data
            let o = 10 * cg.bytesPerRow + 5 * 4
            return [Int(data[o + 2]), Int(data[o + 1]), Int(data[o])]
        }
        #expect(leftPixel() == [255, 0, 0], "left to right: as drawn")
        imageView.semanticContentAttribute = .forceRightToLeft
        host.renderFrame()
        #expect(leftPixel() == [0, 0, 255], "right to left: mirrored")
        imageView.image = halves
        host.renderFrame()
        #expect(leftPixel() == [255, 0, 0], "an image that does not flip stays")
    }
}
