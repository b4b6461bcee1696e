import Foundation

extension AssetContentsReader {
    /// A data set's entries (`data`: `filename`, `idiom`, `universal-type-identifier`).
    /// - Complexity: O(size of the file).
    func dataSet(named name: String, folder: URL) throws(AssetCatalogError) -> AssetDataSet {
        let root = try document()
        var items: [AssetDataSet.Item] = []
        for entry in try array("data", in: root) {
            guard entry.isObject else { throw fail(entry.line, "an entry of \"data\" is not an object") }
            guard let filename = try string("filename", in: entry) else { continue }
            let url = try existingFile(filename, of: entry, in: folder, kind: "data")
            items.append(AssetDataSet.Item(traits: try variantTraits(of: entry), file: url,
                                           universalTypeIdentifier: try string("universal-type-identifier", in: entry)))
        }
        return AssetDataSet(name: name, items: items)
    }

    /// An app icon set's icons, each checked: `size` `WxH` points, `scale` `Nx`, and a PNG file of exactly
    /// the size times the scale in pixels (Xcode's "is 100x100 but should be 120x120").
    /// - Complexity: O(size of the file) plus reading each PNG's header.
    func appIconSet(named name: String, folder: URL) throws(AssetCatalogError) -> AssetAppIconSet {
        let root = try document()
        var icons: [AssetAppIconSet.Icon] = []
        for entry in try array("images", in: root) {
            guard entry.isObject else { throw fail(entry.line, "an entry of \"images\" is not an object") }
            guard let filename = try string("filename", in: entry) else { continue }
            let url = try existingFile(filename, of: entry, in: folder, kind: "icon")
            guard let sizeNode = entry["size"] else { throw fail(entry.line, "the icon \"\(filename)\" has no \"size\"") }
            let parts = (sizeNode.string ?? "").split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
            guard parts.count == 2, let width = parts[0], let height = parts[1], width > 0, height > 0, width.isFinite, height.isFinite else {
                throw fail(sizeNode.line, "the size is not of the form \"60x60\"")
            }
            let scale = try self.scale(of: entry) ?? 1
            guard let pixels = PNGHeader.pixelSize(of: url) else {
                throw fail(entry["filename"]?.line ?? entry.line, "the icon \"\(filename)\" is not a PNG image")
            }
            let expected = (Int((width * scale).rounded()), Int((height * scale).rounded()))
            guard pixels.width == expected.0, pixels.height == expected.1 else {
                throw fail(entry["filename"]?.line ?? entry.line,
                           "the icon \"\(filename)\" is \(pixels.width)x\(pixels.height) but should be \(expected.0)x\(expected.1)")
            }
            icons.append(AssetAppIconSet.Icon(traits: try variantTraits(of: entry), platform: try string("platform", in: entry),
                                              pointWidth: width, pointHeight: height, scale: scale, file: url,
                                              pixelWidth: pixels.width, pixelHeight: pixels.height))
        }
        return AssetAppIconSet(name: name, icons: icons)
    }

    /// An entry's `scale` (`"2x"`), nil when it has none.
    func scale(of entry: JSONNode) throws(AssetCatalogError) -> Double? {
        guard let scaleNode = entry["scale"] else { return nil }
        guard let text = scaleNode.string, text.hasSuffix("x"), let value = Double(text.dropLast()), value > 0, value.isFinite else {
            throw fail(scaleNode.line, "the scale is not of the form \"2x\"")
        }
        return value
    }

    /// The file `filename` of a set's entry: a plain name inside the set's folder that exists.
    func existingFile(_ filename: String, of entry: JSONNode, in folder: URL, kind: String) throws(AssetCatalogError) -> URL {
        guard !filename.isEmpty, !filename.contains("/"), filename != "..", filename != "." else {
            throw fail(entry.line, "the file name \"\(filename)\" is not a file in the \(kind) set")
        }
        let url = folder.appendingPathComponent(filename)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw fail(entry["filename"]?.line ?? entry.line, "the \(kind) file \"\(filename)\" does not exist")
        }
        return url
    }

    /// A symbol set: the first `symbols` entry with a file (`filename`, an SVG symbol template), read.
    /// - Throws: for a malformed `Contents.json`, a set without a template file, or a malformed template
    ///   (the error then names the SVG file and its line).
    /// - Complexity: O(size of the files).
    func symbolSet(named name: String, folder: URL) throws(AssetCatalogError) -> AssetSymbolSet {
        let root = try document()
        for entry in try array("symbols", in: root) {
            guard entry.isObject else { throw fail(entry.line, "an entry of \"symbols\" is not an object") }
            guard let filename = try string("filename", in: entry) else { continue }
            let url = try existingFile(filename, of: entry, in: folder, kind: "symbol")
            let data: Data
            do { data = try Data(contentsOf: url) } catch { throw AssetCatalogError(file: url, line: 0, message: "cannot be read") }
            return AssetSymbolSet(name: name, file: url, template: try AssetSymbolTemplate(data: data, file: url))
        }
        throw fail(root.line, "the symbol set has no \"symbols\" entry with a \"filename\"")
    }
}

/// Reads a PNG file's pixel size from its header (the signature and the `IHDR` chunk). Not public API.
enum PNGHeader {
    /// The width and height of the PNG at `url`, or nil when it is not a PNG file.
    /// - Complexity: O(1): reads the first 24 bytes.
    static func pixelSize(of url: URL) -> (width: Int, height: Int)? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let bytes = try? handle.read(upToCount: 24), bytes.count == 24 else { return nil }
        return pixelSize(header: [UInt8](bytes))
    }

    /// The size in a PNG's first 24 bytes, or nil when they are not a PNG signature and `IHDR` chunk.
    static func pixelSize(header b: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard b.count >= 24, Array(b[0..<8]) == signature, Array(b[12..<16]) == Array("IHDR".utf8) else { return nil }
        func int(_ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        let width = int(16), height = int(20)
        return width > 0 && height > 0 ? (width, height) : nil
    }
}
