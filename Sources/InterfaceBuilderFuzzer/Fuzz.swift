import Foundation
import InterfaceBuilder

// The XIB reader's fuzz target. Built by scripts/fuzz-interface-builder.sh with
// `swift build -c release -sanitize=fuzzer -Xswiftc -DFUZZING`: libFuzzer then calls
// `LLVMFuzzerTestOneInput` with mutations of the seed corpus (the test documents). Without FUZZING it
// is a replay tool: `InterfaceBuilderFuzzer FILE...` reads each file as a document and prints the error
// or the object count, so a crashing input libFuzzer saved can be replayed in a debugger.

/// Reads `data` as a document; the reader must never trap, whatever the bytes.
func readDocument(_ data: Data) -> String {
    do {
        let document = try IBDocument(data: data, fileName: "fuzz.xib")
        var count = 0
        for object in document.objects + document.scenes.flatMap(\.objects) { object.forEachObject { _ in count += 1 } }
        return "\(count) objects"
    } catch {
        return error.description
    }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = readDocument(Data(bytes: bytes, count: count))
    return 0
}
#else
@main
struct InterfaceBuilderReplay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): cannot read")
                continue
            }
            print("\(path): \(readDocument(data))")
        }
    }
}
#endif
