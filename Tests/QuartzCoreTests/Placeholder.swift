import Testing
@testable import QuartzCore

