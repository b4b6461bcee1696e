import Foundation

extension UIImage {
    /// The cap insets and mode of a resizable image.
    struct Resizing {
        var capInsets = UIEdgeInsets.zero
        var mode = ResizingMode.stretch
    }

    func performResizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    func performResizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let clean = UIEdgeInsets(top: max(0, capInsets.top), left: max(0, capInsets.left),
                                 bottom: max(0, capInsets.bottom), right: max(0, capInsets.right))
        return UIImage(content: content, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                       symbolTint: symbolTint, resizing: Resizing(capInsets: clean, mode: resizingMode))
    }

    func performStretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let size = self.size
        let left = CGFloat(leftCapWidth), top = CGFloat(topCapHeight)
        let insets = UIEdgeInsets(top: top, left: left,
                                  bottom: topCapHeight > 0 ? max(0, size.height - top - 1) : 0,
                                  right: leftCapWidth > 0 ? max(0, size.width - left - 1) : 0)
        return resizableImage(withCapInsets: insets, resizingMode: .stretch)
    }

    /// Whether drawing into `rect` uses nine slices.
    func drawsNineSlice(in rect: CGRect) -> Bool {
        guard resizing.capInsets != .zero, imageOrientation == .up, case .bitmap = content else { return false }
        return rect.size != size
    }

    /// Draws the nine slices of `image` into `rect` of a y-down `context` (blend mode and alpha already set).
    func drawNineSlice(_ image: CGImage, in rect: CGRect, context: CGContext) {
        let source = size
        let insets = resizing.capInsets
        let srcLeft = min(insets.left, source.width), srcRight = min(insets.right, source.width - srcLeft)
        let srcTop = min(insets.top, source.height), srcBottom = min(insets.bottom, source.height - srcTop)
        let dest = rect.standardized
        let fx = srcLeft + srcRight > dest.width ? dest.width / (srcLeft + srcRight) : 1
        let fy = srcTop + srcBottom > dest.height ? dest.height / (srcTop + srcBottom) : 1
        let srcXs = [0, srcLeft, source.width - srcRight, source.width]
        let srcYs = [0, srcTop, source.height - srcBottom, source.height]
        let dstXs = [dest.minX, dest.minX + srcLeft * fx, dest.maxX - srcRight * fx, dest.maxX]
        let dstYs = [dest.minY, dest.minY + srcTop * fy, dest.maxY - srcBottom * fy, dest.maxY]
        let slices = nineSlices(of: image, xs: srcXs, ys: srcYs)
        for row in 0..<3 {
            for column in 0..<3 {
                guard let slice = slices[row * 3 + column] else { continue }
                let target = CGRect(x: dstXs[column], y: dstYs[row],
                                    width: dstXs[column + 1] - dstXs[column], height: dstYs[row + 1] - dstYs[row])
                guard target.width > 0, target.height > 0 else { continue }
                let natural = CGSize(width: srcXs[column + 1] - srcXs[column], height: srcYs[row + 1] - srcYs[row])
                let isCorner = row != 1 && column != 1
                if resizing.mode == .tile && !isCorner && fx == 1 && fy == 1 {
                    tile(slice, natural: natural, in: target, context: context)
                } else {
                    drawUpright(slice, in: target, context: context)
                }
            }
        }
    }

    /// The nine slices (row by row), cropped once per image and cached.
    private func nineSlices(of image: CGImage, xs: [CGFloat], ys: [CGFloat]) -> [CGImage?] {
        rasterLock.withLock {
            if let slices { return slices }
            var result: [CGImage?] = []
            for row in 0..<3 {
                for column in 0..<3 {
                    let pixels = CGRect(x: (xs[column] * scale).rounded(), y: (ys[row] * scale).rounded(),
                                        width: ((xs[column + 1] - xs[column]) * scale).rounded(),
                                        height: ((ys[row + 1] - ys[row]) * scale).rounded())
                    result.append(pixels.width > 0 && pixels.height > 0 ? image.cropping(to: pixels) : nil)
                }
            }
            slices = result
            return result
        }
    }

    /// Draws `image` stretched into `rect`, upright in a y-down context.
    private func drawUpright(_ image: CGImage, in rect: CGRect, context: CGContext) {
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: CGRect(x: 0, y: 0, width: rect.width, height: rect.height))
        context.restoreGState()
    }

    /// Repeats `image` at its `natural` point size over `rect`, starting at the rectangle's top-left.
    private func tile(_ image: CGImage, natural: CGSize, in rect: CGRect, context: CGContext) {
        guard natural.width > 0, natural.height > 0 else { return }
        context.saveGState()
        context.clip(to: rect)
        context.translateBy(x: rect.minX, y: rect.minY + natural.height)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: CGRect(origin: .zero, size: natural), byTiling: true)
        context.restoreGState()
    }
}
