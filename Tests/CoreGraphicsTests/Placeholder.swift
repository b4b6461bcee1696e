import Testing
@testable import CoreGraphics

@Test func cairoLinks() { #expect(cairoVersionString.hasPrefix("1.")) }
