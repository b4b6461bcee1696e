import Foundation

extension UIImage {
    func performPngData() -> Data? {
        cgImage?.pngData()
    }

    func performJpegData(compressionQuality: CGFloat) -> Data? {
        cgImage?.jpegData(compressionQuality: compressionQuality)
    }
}
