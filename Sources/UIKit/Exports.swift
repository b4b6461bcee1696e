// `import UIKit` brings the whole API, as on iOS: Foundation, the CoreGraphics, QuartzCore and Core Text
// names and the diffable-data types.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import CoreText
@_exported import DiffableData
