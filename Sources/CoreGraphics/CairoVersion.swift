import CCairo
/// The cairo version this CoreGraphics is built on.
public let cairoVersionString: String = String(cString: cairo_version_string())
