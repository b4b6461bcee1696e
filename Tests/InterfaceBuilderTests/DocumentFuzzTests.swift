import Foundation
import Testing
import SeededRandom
@testable import InterfaceBuilder

/// Property tests: seeded random mutations and truncations of real documents never crash the reader, and
/// every failure names the file and a line inside the document.
@Suite("Interface Builder documents: mutations never crash")
struct DocumentFuzzTests {
    static let fragments: [[UInt8]] = ["<", ">", "/>", "</view>", "\"", "=", "&", "&amp;", "<![CDATA[", "]]>", "<!--", "-->", "id=\"x\"",
                                       "key=\"frame\"", "<rect/>", "<color key=\"c\"/>", "<constraint firstAttribute=\"top\"/>", "\u{0}", "é",
                                       "<subviews>", "</subviews>", "NaN", "1e400", "-", ":"].map { Array($0.utf8) }

    static func mutate(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        let edits = Int.random(in: 1...4, using: &random)
        for _ in 0..<edits where !bytes.isEmpty {
            let at = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &random)))
            case 1: bytes.insert(contentsOf: fragments.randomElement(using: &random)!, at: at)
            case 2: bytes[at] = UInt8.random(in: 0...255, using: &random)
            case 3: bytes = Array(bytes.prefix(at))
            case 4:
                let from = Int.random(in: 0..<bytes.count, using: &random)
                let chunk = bytes[from..<min(bytes.count, from + Int.random(in: 1...200, using: &random))]
                bytes.insert(contentsOf: chunk, at: at)
            default:
                // Swap two attribute values' digits with letters: breaks numbers, keeps the XML well formed.
                if let digit = bytes[at...].firstIndex(where: { $0 >= 48 && $0 <= 57 }) { bytes[digit] = 120 }
            }
        }
        return bytes
    }

    @Test("4000 seeded mutations of the corpus", arguments: DocumentFixtures.names)
    func mutations(name: String) throws {
        let original = try [UInt8](DocumentFixtures.data(name))
        let lines = original.filter { $0 == 10 }.count + 1
        var random = SplitMix64(seed: name.utf8.reduce(17) { $0 &* 31 &+ UInt64($1) })
        var failures = 0
        for _ in 0..<(4000 / DocumentFixtures.names.count + 1) {
            let mutated = Self.mutate(original, &random)
            do {
                _ = try IBDocument(data: Data(mutated), fileName: name)
            } catch {
                failures += 1
                #expect(error.file == name)
                let mutatedLines = mutated.filter { $0 == 10 }.count + 1
                #expect(error.line >= (mutated.isEmpty ? 0 : 1) && error.line <= max(lines, mutatedLines) + 1, "\(error)")
                #expect(!error.message.isEmpty)
            }
        }
        #expect(failures > 0)
    }

    @Test("every truncation of seed 000's XIB fails with a line, never a crash")
    func truncations() throws {
        let original = try [UInt8](DocumentFixtures.data("CustomCollectionView.xib"))
        var checked = 0
        for length in stride(from: 0, to: original.count - 12, by: 7) {
            let error = DocumentFixtures.error(reading: Data(original.prefix(length)), name: "CustomCollectionView.xib")
            let failure = try #require(error, "prefix of \(length) bytes read as a whole document")
            #expect(failure.line >= (length == 0 ? 0 : 1))
            checked += 1
        }
        #expect(checked > 300)
    }
}
