/// A trait whose value is an `Int` (`NSInteger`), as UIKit's `UINSIntegerTraitDefinition`.
public protocol UINSIntegerTraitDefinition: UITraitDefinition where Value == Int {}
