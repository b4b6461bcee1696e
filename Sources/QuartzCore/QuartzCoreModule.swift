import CoreGraphics
/// QuartzCore placeholder.
public enum QuartzCoreModule {}
