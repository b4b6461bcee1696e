import Foundation
import Testing
@testable import UIKit

@Suite("UIKit graphics context functions")
struct GraphicsContextTests {
    @Test func pushAndPopNestAndUnbalancedPopIsIgnored() throws {
        let a = try #require(UIGraphicsMakeImageContext(size: CGSize(width: 2, height: 2), scale: 1, opaque: false))
        let b = try #require(UIGraphicsMakeImageContext(size: CGSize(width: 2, height: 2), scale: 1, opaque: false))
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsPushContext(a)
        UIGraphicsPushContext(b)
        #expect(UIGraphicsGetCurrentContext() === b)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() === a)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func eachThreadHasItsOwnStack() throws {
        let context = try #require(UIGraphicsMakeImageContext(size: CGSize(width: 2, height: 2), scale: 1, opaque: false))
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        final class Box: @unchecked Sendable { var seen = true }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.seen = UIGraphicsGetCurrentContext() != nil
            done.signal()
        }
        done.wait()
        #expect(!box.seen)
        #expect(UIGraphicsGetCurrentContext() === context)
    }

    @Test func legacyImageContextMakesAnImageAtItsScale() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 5, height: 4), false, 3)
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 1))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.scale == 3)
        #expect(image.size == CGSize(width: 5, height: 4))
        #expect(image.cgImage?.width == 15)
        #expect(image.cgImage?.rgba(0, 0) == .red)
        #expect(image.cgImage?.rgba(0, 3) == .clear)
    }

    @Test func scaleZeroMeansTheScreenScaleAndBeginImageContextMeansScaleOne() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 0)
        let screen = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(screen.scale == UIScreenScale.current)
        #expect(screen.cgImage?.rgba(0, 0) == .black)
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        let one = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(one.scale == 1)
    }

    @Test func imageFunctionsIgnorePushedContextsAndEmptySizes() throws {
        UIGraphicsBeginImageContextWithOptions(.zero, false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
        let plain = try #require(UIGraphicsMakeImageContext(size: CGSize(width: 2, height: 2), scale: 1, opaque: false))
        UIGraphicsPushContext(plain)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === plain)
        UIGraphicsPopContext()
    }

    @Test func rectFillCopiesAndRectFrameDrawsInside() {
        let cg = renderPixels(CGSize(width: 10, height: 10)) { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            // `.copy`: a translucent colour replaces the red instead of blending with it.
            UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
            UIColor.green.setFill()
            UIRectFrame(CGRect(x: 5, y: 5, width: 5, height: 5))
        }
        #expect(cg.rgba(2, 2).isClose(to: RGBA(r: 0, g: 0, b: 255, a: 128), tolerance: 2))
        #expect(cg.rgba(5, 5) == .green)
        #expect(cg.rgba(9, 7) == .green)
        #expect(cg.rgba(7, 7) == .red)
        #expect(cg.rgba(4, 7) == .red)
    }

    @Test func rectFillUsingBlendModeAndRectClip() {
        let cg = renderPixels(CGSize(width: 10, height: 10)) { _ in
            UIColor.white.set()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            UIRectFillUsingBlendMode(CGRect(x: 0, y: 0, width: 10, height: 2), .multiply)
            UIRectClip(CGRect(x: 0, y: 5, width: 10, height: 5))
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(cg.rgba(3, 1) == .red)
        #expect(cg.rgba(3, 3) == .white)
        #expect(cg.rgba(3, 7) == .blue)
    }

    @Test func colorSettersWithoutAContextDoNothing() {
        UIColor.red.set()
        UIColor.red.setFill()
        UIColor.red.setStroke()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIRectFrame(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIRectClip(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
