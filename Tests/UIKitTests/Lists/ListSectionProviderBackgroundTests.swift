import Testing
import UIKitTesting
@testable import UIKit

/// A layout whose section provider builds list sections (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`)
/// gives the collection view the appearance's background, exactly as `UICollectionViewCompositionalLayout.list(using:)`.
@MainActor
@Suite("List background from a section provider")
struct ListSectionProviderBackgroundTests {
    nonisolated static let appearances: [UICollectionLayoutListConfiguration.Appearance] = [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]

    private func providerLayout(_ configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    @Test("Same background colour as .list(using:) for every appearance", arguments: appearances)
    func sameColourAsListUsing(appearance: UICollectionLayoutListConfiguration.Appearance) throws {
        let configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        let (_, whole) = showList(.list(using: configuration), counts: [2])
        let (_, provided) = showList(providerLayout(configuration), counts: [2])
        let expected = try #require(whole.collectionView.backgroundColor)
        #expect(provided.collectionView.backgroundColor == expected)
    }

    @Test("The configuration's own background colour is used, and shows below the rows")
    func customColour() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.backgroundColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        let (host, provided) = showList(providerLayout(configuration), counts: [1])
        #expect(provided.collectionView.backgroundColor == configuration.backgroundColor)
        let pixel = try #require(host.snapshot().pixel(x: 100, y: 1000))     // below the only row (2x scale)
        #expect(pixel.red == 0 && abs(Int(pixel.green) - 128) <= 1 && pixel.blue == 0)
    }

    @Test("A background set on the collection view is kept")
    func explicitColourWins() {
        let layout = providerLayout(UICollectionLayoutListConfiguration(appearance: .grouped))
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = UIViewController()
        let collection = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
        collection.backgroundColor = .systemPink
        controller.view.addSubview(collection)
        host.show(controller)
        host.renderFrame()
        #expect(collection.backgroundColor == .systemPink)
    }
}
