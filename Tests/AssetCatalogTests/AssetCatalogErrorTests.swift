@testable import AssetCatalog
import Foundation
import SeededRandom
import Testing

@Suite("Asset catalogs: malformed Contents.json files give errors naming file and line, never a crash")
struct AssetCatalogErrorTests {
    @Test("errors name the file and line", arguments: [
        ("Syntax", 5, "expected ',' or '}'"),
        ("BadComponent", 10, "\"red\" component is not a number"),
        ("OutOfRange", 10, "outside 0-255"),
        ("UnknownSpace", 5, "unknown colour space \"cmyk\""),
        ("Empty", 1, "unexpected end of file"),
        ("NotObject", 1, "top level is not an object"),
    ])
    func colorSetErrors(name: String, line: Int, fragment: String) throws {
        let error = try #require(try AssetCatalogFixtures.colorSetError(name))
        #expect(error.file.lastPathComponent == "Contents.json")
        #expect(error.file.deletingLastPathComponent().lastPathComponent == name + ".colorset")
        #expect(error.line == line, "\(error)")
        #expect(error.message.contains(fragment), "\(error)")
        #expect(error.description.hasSuffix("\(name).colorset/Contents.json:\(line): \(error.message)"))
    }

    @Test("an image entry naming a missing file names the line of its file name")
    func missingFile() throws {
        let catalog = try AssetCatalogFixtures.broken
        #expect(throws: AssetCatalogError.self) { try catalog.imageSet(named: "MissingFile") }
        do {
            _ = try catalog.imageSet(named: "MissingFile")
        } catch {
            #expect(error.line == 4)
            #expect(error.message.contains("nothere.png"))
        }
    }

    @Test("a malformed folder Contents.json is kept as a problem; its sets are listed without a namespace")
    func folderProblem() throws {
        let catalog = try AssetCatalogFixtures.broken
        let problem = try #require(catalog.problems.first)
        #expect(problem.file.deletingLastPathComponent().lastPathComponent == "BadFolder")
        #expect(problem.line == 1)
        #expect(catalog.colorSetNames.contains("Inner"))
        let inner = try catalog.colorSet(named: "Inner")
        #expect(inner?.variants.count == 1)
    }

    @Test("a folder that is not there is an error, not a crash")
    func notAFolder() {
        #expect(throws: AssetCatalogError.self) {
            try AssetCatalog(contentsOf: URL(fileURLWithPath: "/nonexistent/Assets.xcassets"))
        }
    }

    @Test("5,000 seeded corruptions of a colour set never crash the reader; errors name a line in the file")
    func fuzz() throws {
        let file = AssetCatalogFixtures.folder.appendingPathComponent("Test.xcassets/Brand.colorset/Contents.json")
        let original = try Data(contentsOf: file)
        var random = SplitMix64(seed: 14)
        let alphabet = Array("{}[]\":,0123456789.-+eE xtrufalsn\\\n".utf8)
        var errors = 0
        for _ in 0..<5_000 {
            var bytes = [UInt8](original)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[at] = alphabet.randomElement(using: &random)!
                case 1: bytes.remove(at: at)
                default: bytes.insert(alphabet.randomElement(using: &random)!, at: at)
                }
                if bytes.isEmpty { bytes = [0x7B] }
            }
            let lines = bytes.filter { $0 == 0x0A }.count + 1
            do {
                let set = try AssetContentsReader(file: file, contents: Data(bytes)).colorSet(named: "Fuzz")
                #expect(set.name == "Fuzz")
            } catch {
                errors += 1
                #expect((1...lines).contains(error.line), "\(error)")
            }
        }
        #expect(errors > 1_000, "most corruptions are errors")
    }
}
