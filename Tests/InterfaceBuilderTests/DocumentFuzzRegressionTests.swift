import Foundation
import Testing
@testable import InterfaceBuilder

/// Inputs libFuzzer found crashing Foundation's XMLParser (scripts/fuzz-interface-builder.sh), kept
/// verbatim: each must now be an error naming the file and line, before XMLParser sees it.
@Suite("Interface Builder documents: fuzzer findings")
struct DocumentFuzzRegressionTests {
    /// crash-d13bb078ad28f2a5d7dbc967a9da72f66ecdf081 (312 bytes, 167k runs): a SEGV in `strlen` under
    /// libxml2's `xmlParsePI`. The trigger is the first line, `<?auuoresizingMask?>`: a processing
    /// instruction without data, which libxml2 reports with a NULL data pointer that Foundation reads as a C
    /// string. (The undeclared `d:` prefix further down is harmless: namespaces are not processed.)
    static let dataLessProcessingInstruction = """
        <?auuoresizingMask?>
        <document type="com.appleYES">
            <d:evice id="retina2_7" orientation="portrait">
                <adappation id="fullscreen"/>
          </de'''''''''''''''''''''''''''''''''''''''''''''''''''''''''''''''''''''''''''''''''''vice>
            <dependencies>
            `   <plugIn ion="1.0" eninodcg="UTF-8"?fier>
        <docum=
        """

    @Test("libFuzzer's crash-d13bb078: a processing instruction without data is an error at line 1")
    func dataLessProcessingInstruction() throws {
        let data = Data(Self.dataLessProcessingInstruction.utf8)
        #expect(data.count == 312)
        let error = try #require(DocumentFixtures.error(reading: data, name: "crash.xib"))
        #expect(error.file == "crash.xib" && error.line == 1, "\(error)")
        #expect(error.message.contains("processing instruction <?auuoresizingMask"), "\(error)")
    }

    @Test("processing instructions anywhere but the declaration are errors at their line", arguments: [
        ("<?target?>\n<document/>", 1), ("<?xml version=\"1.0\"?>\n<document>\n<?pi?></document>", 3),
        ("<?xml version=\"1.0\"?>\n<document>\n<?pi with data?></document>", 3), ("\n\n<?xml version=\"1.0\"?><document/>", 3),
    ])
    func processingInstructions(text: String, line: Int) throws {
        let error = try #require(DocumentFixtures.error(reading: text))
        #expect(error.line == line && error.message.contains("processing instruction"), "\(error)")
    }

    @Test("a DTD, which could define entities that expand to the same instruction, is an error at its line")
    func doctype() throws {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY e \"&#60;?x?>\">]>\n<document>&e;</document>"
        let error = try #require(DocumentFixtures.error(reading: text))
        #expect(error.line == 2 && error.message.contains("<!DOCTYPE"), "\(error)")
    }

    @Test("`<?` inside comments and CDATA, `>` inside attribute values is not an instruction")
    func quotedInstructionText() throws {
        let text = DocumentFixtures.xib(#"<!-- <?pi?> --><view id="a" userLabel='"x" > y'><![CDATA[<?pi?>]]></view>"#)
        let error = DocumentFixtures.error(reading: text)
        #expect(error == nil, "\(String(describing: error))")
    }
}
