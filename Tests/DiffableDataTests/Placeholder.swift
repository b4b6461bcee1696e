import Testing
@testable import DiffableData

