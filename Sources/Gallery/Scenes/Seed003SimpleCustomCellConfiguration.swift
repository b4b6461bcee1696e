import UIKit

/// Seed 003's content configuration: a title, shown by `SimpleCustomCellView`.
struct SimpleCustomCellConfiguration: UIContentConfiguration, Hashable {

    var title: String?

    func makeContentView() -> any UIView & UIContentView {
        return SimpleCustomCellView(configuration: self)
    }

    func updated(for state: any UIConfigurationState) -> Self {
        return self
    }
}
