import UIKit

extension FoundationSceneViewController {
    func addShapeLayers() {}
    static func makePhoto(size: CGSize) -> UIImage { UIImage() }
}
