import Foundation

extension UISheetPresentationController {
    /// A height a sheet rests at, as UIKit's `UISheetPresentationController.Detent` (iOS 15; custom
    /// detents iOS 16). A detent's value is the sheet's height above the bottom safe area.
    @preconcurrency @MainActor
    open class Detent: NSObject {
        /// The detent's identifier (`.medium`, `.large` or a custom one).
        let identifierStorage: Identifier
        /// Resolves the detent's value in a context (nil: the detent is not available).
        @preconcurrency let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        @preconcurrency init(identifier: Identifier, resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            identifierStorage = identifier
            self.resolver = resolver
            super.init()
        }

        /// The medium detent: half the maximum height (UIKit documents "about half the height of the
        /// screen"; the exact ratio is not published, half of `maximumDetentValue` is the choice here).
        open class func medium() -> Detent { Detent(identifier: .medium) { $0.maximumDetentValue * 0.5 } }

        /// The large detent: the full height, the sheet's top just below the status bar.
        open class func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }

        /// A detent whose value `resolver` computes (nil hides the detent), as iOS 16's
        /// `custom(identifier:resolver:)`; without an identifier a unique one is made.
        @preconcurrency
        open class func custom(identifier: Identifier? = nil,
                               resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The detent's identifier.
        open var identifier: Identifier { identifierStorage }

        /// The detent's value in `context`, clamped to the maximum (nil when it resolves to nothing), as
        /// iOS 16's `resolvedValue(in:)`.
        open func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context).map { min(max(0, $0), context.maximumDetentValue) }
        }

        /// A detent's identifier, as UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// The identifier's string.
            public let rawValue: String
            /// Creates an identifier from its string.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Creates an identifier from its string.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's identifier.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large detent's identifier.
            public static let large = Identifier("com.apple.UIKit.large")
        }
    }
}
