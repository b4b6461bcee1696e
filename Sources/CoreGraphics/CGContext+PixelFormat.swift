import CCairo
import Foundation

/// The bytes a bitmap context shows its caller when its pixel format is not cairo's own: the caller's
/// buffer (or one the context owns), kept in step with the cairo surface the context draws into.
/// Not public API.
///
/// While nobody outside holds the buffer's address (owned memory before `data` is read) drawing goes to
/// the surface only and the buffer is written when `data` is read. Once the address is out (the caller's
/// own memory from the start, or after `data`), every drawing operation reads the buffer into the
/// surface first (the caller may have written pixels) and writes the surface back after it, so the
/// caller reads what it asked for at any time, as on Core Graphics.
final class PixelMirror {
    let format: BitmapPixelFormat
    let buffer: UnsafeMutableRawPointer
    let bytesPerRow: Int
    let width: Int
    let height: Int
    private let ownsBuffer: Bool
    /// Whether the buffer's address is known outside the context.
    var isShared: Bool
    /// Whether the surface holds drawing the buffer does not have yet.
    var surfaceAhead = false

    init(format: BitmapPixelFormat, buffer: UnsafeMutableRawPointer?, bytesPerRow: Int, width: Int, height: Int) {
        self.format = format
        self.bytesPerRow = bytesPerRow
        self.width = width
        self.height = height
        if let buffer {
            self.buffer = buffer
            ownsBuffer = false
            isShared = true
        } else {
            self.buffer = UnsafeMutableRawPointer.allocate(byteCount: max(1, bytesPerRow * height), alignment: 16)
            self.buffer.initializeMemory(as: UInt8.self, repeating: 0, count: max(1, bytesPerRow * height))
            ownsBuffer = true
            isShared = false
        }
    }

    deinit { if ownsBuffer { buffer.deallocate() } }

    /// Copies the buffer into `surface` (converting every row).
    /// - Complexity: O(width × height).
    func readIn(to surface: OpaquePointer) {
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let source = buffer.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            format.unpackRow(source + y * bytesPerRow, to: pixels + y * stride, count: width)
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Copies `surface` into the buffer (converting every row).
    /// - Complexity: O(width × height).
    func writeOut(from surface: OpaquePointer) {
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let target = buffer.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            format.packRow(pixels + y * stride, to: target + y * bytesPerRow, count: width)
        }
        surfaceAhead = false
    }
}

extension CGContext {
    /// Before an operation reads or paints pixels: the surface catches up with the caller's bytes.
    /// - Complexity: O(1) for cairo's own formats; O(width × height) when the caller holds the bytes of
    ///   another format.
    @inline(__always) func beginPixelAccess() {
        guard let mirror = pixelMirror else { return }
        if mirror.surfaceAhead { mirror.writeOut(from: surface) }
        if mirror.isShared { mirror.readIn(to: surface) }
    }

    /// After an operation painted pixels: the caller's bytes catch up (or are marked stale when nobody
    /// outside holds them yet).
    /// - Complexity: O(1) for cairo's own formats; O(width × height) when the caller holds the bytes of
    ///   another format.
    @inline(__always) func endPixelAccess() {
        guard let mirror = pixelMirror else { return }
        if mirror.isShared { mirror.writeOut(from: surface) } else { mirror.surfaceAhead = true }
    }

    /// Runs `body`, which paints into the surface, between `beginPixelAccess()` and `endPixelAccess()`.
    @inline(__always) func paintingPixels(_ body: () -> Void) {
        beginPixelAccess()
        body()
        endPixelAccess()
    }

    /// The caller-visible pixel memory in the context's format, brought up to date.
    func mirroredData(_ mirror: PixelMirror) -> UnsafeMutableRawPointer {
        if mirror.surfaceAhead { mirror.writeOut(from: surface) }
        mirror.isShared = true
        return mirror.buffer
    }
}
