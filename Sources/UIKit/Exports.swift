// `import UIKit` brings the whole API, as on iOS: Foundation, the CoreGraphics and QuartzCore names and
// the diffable-data types.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import DiffableData
