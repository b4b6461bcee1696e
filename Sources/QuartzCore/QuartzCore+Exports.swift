// `import QuartzCore` brings the Core Graphics names too, as on Apple platforms.
@_exported import CoreGraphics
