import Foundation

/// The EXIF orientation of stored image data: how the stored pixels must be turned to appear upright, as
/// ImageIO's `CGImagePropertyOrientation` (raw values are the EXIF/TIFF tag values 1...8).
///
/// OpenUIKit addition to this module: on Apple platforms the type belongs to ImageIO. `UIImage` maps it to
/// `UIImage.Orientation`.
public enum CGImagePropertyOrientation: UInt32, Sendable {
    /// Stored upright (the default).
    case up = 1
    /// Mirrored horizontally.
    case upMirrored = 2
    /// Turned 180°.
    case down = 3
    /// Mirrored vertically.
    case downMirrored = 4
    /// Mirrored horizontally, then turned 90° counter-clockwise.
    case leftMirrored = 5
    /// Turned 90° clockwise to display (the stored image's top is on the right): typical of portrait photos.
    case right = 6
    /// Mirrored horizontally, then turned 90° clockwise.
    case rightMirrored = 7
    /// Turned 90° counter-clockwise to display.
    case left = 8
}

extension CGImage {
    // MARK: EXIF orientation

    /// The EXIF orientation tag of JPEG data (APP1 "Exif" segment, IFD0 tag 0x0112), or `nil` when the
    /// data is not a JPEG, has no EXIF orientation, or is malformed.
    ///
    /// OpenUIKit addition: on Apple platforms this is `kCGImagePropertyOrientation` from ImageIO's
    /// `CGImageSourceCopyPropertiesAtIndex`. Decoding (`decode(_:)`) never applies it, as with `CGImage`.
    /// - Complexity: O(size of the header segments); the image data is not read.
    public static func exifOrientation(of data: Data) -> CGImagePropertyOrientation? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> CGImagePropertyOrientation? in
            guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
            var i = 2
            while i + 4 <= bytes.count, bytes[i] == 0xFF {
                let marker = bytes[i + 1]
                if marker == 0xDA || marker == 0xD9 { return nil }
                let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
                guard length >= 2, i + 2 + length <= bytes.count else { return nil }
                if marker == 0xE1, length >= 8,
                   bytes[i + 4] == 0x45, bytes[i + 5] == 0x78, bytes[i + 6] == 0x69, bytes[i + 7] == 0x66,
                   bytes[i + 8] == 0, bytes[i + 9] == 0 {
                    let tiff = UnsafeRawBufferPointer(rebasing: bytes[(i + 10)..<(i + 2 + length)])
                    return tiffOrientation(tiff)
                }
                i += 2 + length
            }
            return nil
        }
    }

    /// The orientation tag in IFD0 of a TIFF header block.
    private static func tiffOrientation(_ tiff: UnsafeRawBufferPointer) -> CGImagePropertyOrientation? {
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let a = u16(at), let b = u16(at + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<count {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            if tag == 0x0112 {
                guard u16(at + 2) == 3, let value = u16(at + 8) else { return nil }   // SHORT
                return CGImagePropertyOrientation(rawValue: UInt32(value))
            }
        }
        return nil
    }
}
