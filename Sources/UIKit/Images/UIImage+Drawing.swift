import Foundation

extension UIImage {
    func performDraw(at point: CGPoint) {
        draw(at: point, blendMode: .normal, alpha: 1)
    }

    func performDraw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    func performDraw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    func performDraw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawContents(in: rect, context: context, blendMode: blendMode, alpha: alpha, templateColor: nil)
    }

    /// Draws the image into `rect` of a y-down `context`. With `templateColor` the image is drawn as a
    /// template: only its alpha is used, filled with that colour (what `UIImageView` does for template
    /// images). OpenUIKit helper for image views, buttons and cells.
    func drawContents(in rect: CGRect, context: CGContext, blendMode: CGBlendMode, alpha: CGFloat,
                      templateColor: UIColor?) {
        guard rect.width != 0, rect.height != 0, rect.width.isFinite, rect.height.isFinite else { return }
        switch content {
        case .empty:
            return
        case .symbol(let symbol, let configuration):
            let color = templateColor ?? symbolTint ?? .black
            symbol.draw(in: rect, context: context, color: color.cgColor, configuration: configuration,
                        blendMode: blendMode, alpha: alpha)
        case .bitmap(let image):
            let displayed = size
            guard displayed.width > 0, displayed.height > 0 else { return }
            context.saveGState()
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            if drawsNineSlice(in: rect) {
                if templateColor != nil { context.beginTransparencyLayer(in: rect, auxiliaryInfo: nil) }
                drawNineSlice(image, in: rect, context: context)
                if let templateColor {
                    context.setBlendMode(.sourceIn)
                    context.setFillColor(templateColor.cgColor)
                    context.fill(rect)
                    context.endTransparencyLayer()
                }
                context.restoreGState()
                return
            }
            context.translateBy(x: rect.minX, y: rect.minY)
            context.scaleBy(x: rect.width / displayed.width, y: rect.height / displayed.height)
            context.concatenate(imageOrientation.displayTransform(for: displayed))
            let stored = CGRect(x: 0, y: 0, width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
            // Core Graphics draws an image's first row at the rectangle's maxY: flip locally so it lands on top.
            context.translateBy(x: 0, y: stored.height)
            context.scaleBy(x: 1, y: -1)
            if let templateColor {
                context.beginTransparencyLayer(in: stored, auxiliaryInfo: nil)
                context.setBlendMode(.normal)
                context.draw(image, in: stored)
                context.setBlendMode(.sourceIn)
                context.setFillColor(templateColor.cgColor)
                context.fill(stored)
                context.endTransparencyLayer()
            } else {
                context.draw(image, in: stored)
            }
            context.restoreGState()
        }
    }
}
