import UIKit

extension FoundationSceneViewController {
    func addShapeLayers() {}
}
