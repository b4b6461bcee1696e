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

    /// crash-b2f87b1d52290e230130cc34f134e1f20b0e8b1a (second run, 243k runs): `<?xml?>` is no
    /// declaration for libxml2 (a blank must follow `xml`) but the same data-less instruction.
    @Test("libFuzzer's crash-b2f87b1d: `<?xml?>` without a blank is an error at line 1")
    func declarationWithoutBlank() throws {
        let error = try #require(DocumentFixtures.error(reading: "<?xml?>\n<daee", name: "crash.xib"))
        #expect(error.line == 1 && error.message.contains("processing instruction <?xml"), "\(error)")
        #expect(DocumentFixtures.error(reading: "<?xml\tversion=\"1.0\"?>\n<document/>")?.message.contains("processing") != true)
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

    /// crash-78d4ec7c79cd9033aec135147ceb54135c4f96d8 (third run, 129k runs): a `<` inside an attribute
    /// value is an error libxml2 recovers from by ending the value there, so `<?xml?>` inside the value is
    /// an instruction after all. The screen ignores quotes, comments and CDATA for that reason.
    @Test("libFuzzer's crash-78d4ec7c: an instruction inside an attribute value is an error at its line")
    func instructionInAttributeValue() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.Interface<?xml?>\n<documentO typ"
        let error = try #require(DocumentFixtures.error(reading: text, name: "crash.xib"))
        #expect(error.line == 2 && error.message.contains("processing instruction <?xml"), "\(error)")
        let inComment = DocumentFixtures.xib("<!-- <?pi?> -->")
        #expect(DocumentFixtures.error(reading: inComment)?.line == 4)
    }

    @Test("comments, CDATA and `>` inside attribute values read")
    func commentsAndCDATA() throws {
        let text = DocumentFixtures.xib(#"<!-- a comment --><view id="a" userLabel='"x" > y'><![CDATA[text]]></view>"#)
        let error = DocumentFixtures.error(reading: text)
        #expect(error == nil, "\(String(describing: error))")
    }
}
