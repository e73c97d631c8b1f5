import PlumbCore
import Testing

/// `XMLTokenizer` reads what the XML 1.0 specification (W3C, fifth edition) says a well-formed document is — the
/// predefined entities and character references (§4.1, §4.6), attribute-value normalisation (§3.3.3), line-end
/// handling (§2.11), CDATA (§2.7) — defines and expands no entity, and names the line and column of what stops it.
@Suite struct XMLTokenizerTests {
    private static let limits = XMLReadLimits(bytes: 1 << 20, elements: 1000, depth: 32, valueLength: 4096)

    private func tokens(
        _ text: String, doctype: XMLTokenizer.DoctypePolicy = .refuse, whitespace: Bool = false,
        limits: XMLReadLimits = limits
    ) throws(XMLSyntaxError) -> [String] {
        try tokens(Array(text.utf8), doctype: doctype, whitespace: whitespace, limits: limits)
    }

    /// Each token as a line: `<name a=v>` (attributes sorted), `</name>`, `"text"`.
    private func tokens(
        _ bytes: [UInt8], doctype: XMLTokenizer.DoctypePolicy = .refuse, whitespace: Bool = false,
        limits: XMLReadLimits = limits
    ) throws(XMLSyntaxError) -> [String] {
        var tokenizer = try XMLTokenizer(bytes, limits: limits, doctype: doctype, keepsWhitespaceText: whitespace)
        var out: [String] = []
        while let token = try tokenizer.next() {
            switch token {
            case .start(let tag):
                let attributes = tag.attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
                out.append("<\(tag.name)\(attributes)\(tag.isEmpty ? "/" : "")>@\(tag.line)")
            case .end(let name): out.append("</\(name)>")
            case .text(let text): out.append("\"\(text)\"")
            }
        }
        return out
    }

    private func refusal(
        _ text: String, doctype: XMLTokenizer.DoctypePolicy = .refuse, limits: XMLReadLimits = limits
    ) -> XMLSyntaxError? {
        refusal(Array(text.utf8), doctype: doctype, limits: limits)
    }

    private func refusal(
        _ bytes: [UInt8], doctype: XMLTokenizer.DoctypePolicy = .refuse, limits: XMLReadLimits = limits
    ) -> XMLSyntaxError? {
        do {
            _ = try tokens(bytes, doctype: doctype, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test func elementsAttributesAndTextComeInDocumentOrder() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -->
            <document a="1" b='two'>
                <view id="x"/>
                <string key="text">Hello <?pi skipped?>world</string>
            </document>
            """
        #expect(
            try tokens(text) == [
                "<document a=1 b=two>@3", "<view id=x/>@4", "</view>", "<string key=text>@5", "\"Hello \"",
                "\"world\"", "</string>", "</document>",
            ])
    }

    /// §4.6 and §4.1: the five predefined entities and decimal and hexadecimal character references.
    @Test func predefinedEntitiesAndCharacterReferencesAreDecoded() throws {
        let text = "<a v=\"&lt;&gt;&amp;&quot;&apos;&#65;&#x263A;\">&lt;b&gt; &#x1F600;</a>"
        #expect(try tokens(text) == ["<a v=<>&\"'A☺>@1", "\"<b> 😀\"", "</a>"])
    }

    /// §3.3.3: tab, line feed and carriage return in an attribute value become spaces; a character reference
    /// keeps its character. §2.11: CR LF in text becomes LF.
    @Test func attributeValuesAreNormalisedAndLineEndsToo() throws {
        #expect(try tokens("<a v=\"x\ty\r\nz&#10;\"/>") == ["<a v=x y z\n/>@1", "</a>"])
        #expect(try tokens("<a>x\r\ny</a>") == ["<a>@1", "\"x\ny\"", "</a>"])
    }

    /// §2.7: a CDATA section's content is text as written, markup and all.
    @Test func cdataIsTextAsWritten() throws {
        #expect(try tokens("<a><![CDATA[<b>&amp;]]></a>") == ["<a>@1", "\"<b>&amp;\"", "</a>"])
    }

    @Test func whitespaceTextIsKeptOnlyWhenAsked() throws {
        #expect(try tokens("<a> <b/> </a>") == ["<a>@1", "<b/>@1", "</b>", "</a>"])
        #expect(try tokens("<a> </a>", whitespace: true) == ["<a>@1", "\" \"", "</a>"])
    }

    /// "Billion laughs" and external entities need a declaration: refused where it starts, nothing expanded.
    @Test func declarationsAreRefusedAndNoOtherEntityIsExpanded() throws {
        let bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE a [<!ENTITY x \"xx\">]>\n<a>&x;</a>"
        #expect(refusal(bomb) == XMLSyntaxError(line: 2, column: 1, problem: .declaration))
        #expect(refusal(bomb, doctype: .skipWithoutInternalSubset)?.problem == .declaration)
        let plist = "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"x.dtd\">\n<plist/>"
        #expect(try tokens(plist, doctype: .skipWithoutInternalSubset) == ["<plist/>@2", "</plist>"])
        #expect(refusal(plist)?.problem == .declaration)
        let undefined = try #require(refusal("<a>\n  &x;</a>"))
        #expect(undefined.line == 2 && undefined.column == 3)
        guard case .malformed(let reason) = undefined.problem else { throw Failure("expected malformed") }
        #expect(reason.hasPrefix("&x; is not a predefined entity"))
    }

    @Test func onlyUTF8IsRead() throws {
        let invalid = try #require(refusal(Array("<a>\nab".utf8) + [0xFF] + Array("</a>".utf8)))
        #expect(invalid.line == 2 && invalid.column == 3)
        #expect(invalid.problem == .notUTF8("byte 0xFF is not UTF-8"))
        #expect(refusal([0xFF, 0xFE, 0x3C, 0x00])?.problem != nil)
        #expect(refusal([0xED, 0xA0, 0x80]) != nil, "an encoded surrogate is not UTF-8")
        #expect(refusal([0xC0, 0xAF]) != nil, "an overlong form is not UTF-8")
        guard case .notUTF8 = refusal("<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>")?.problem else {
            throw Failure("a declared UTF-16 encoding was read")
        }
        #expect(try tokens([0xEF, 0xBB, 0xBF] + Array("<a/>".utf8)) == ["<a/>@1", "</a>"], "a UTF-8 BOM is skipped")
    }

    @Test func budgetsAreCheckedAsTheTokensCome() throws {
        let small = XMLReadLimits(bytes: 200, elements: 5, depth: 3, valueLength: 8)
        #expect(refusal("<a><b><c><d/></c></b></a>", limits: small)?.problem == .tooDeep(limit: 3))
        #expect(refusal("<a><b/><b/><b/><b/><b/></a>", limits: small)?.problem == .tooManyElements(limit: 5))
        #expect(
            refusal("<a v=\"123456789\"/>", limits: small)
                == XMLSyntaxError(line: 1, column: 4, problem: .valueTooLong(name: "v", bytes: 9, limit: 8)))
        #expect(refusal("<a>123456789</a>", limits: small)?.problem == .valueTooLong(name: "text", bytes: 9, limit: 8))
        #expect(
            refusal(String(repeating: " ", count: 201) + "<a/>", limits: small)?.problem
                == .tooLarge(bytes: 205, limit: 200))
    }

    /// Well-formedness (§2.1, §3): matching end tags, one root, quoted unique attributes, closed constructs.
    @Test func malformedDocumentsNameLineAndColumn() throws {
        let cases: [(String, Int, Int, String)] = [
            ("<a>\n  <b></a>", 2, 6, "</a> closes <b>, opened on line 2"),
            ("<a>\n<b>", 2, 4, "the file ends inside <b> (opened on line 2); is it truncated?"),
            ("<a/><b/>", 1, 5, "a second root element <b>; a document has one"),
            ("text<a/>", 1, 1, "text before the root element (is this an XML file?)"),
            ("<a/>text", 1, 5, "text after the root element"),
            ("<a v=1/>", 1, 6, "expected a quoted value for the attribute `v` of <a>"),
            ("<a v='1' v='2'/>", 1, 15, "the attribute `v` appears twice in <a>"),
            ("<a v='<'/>", 1, 7, "`<` in the value of `v`; write &lt;"),
            ("<a>&#0;</a>", 1, 4, "&#0; is not a character XML allows"),
            ("<a>x & y</a>", 1, 6, "`&` starts no reference; write &amp; for an ampersand"),
            ("<a><!-- open</a>", 1, 4, "the comment is not closed (expected -->)"),
            ("<a>\u{1}</a>", 1, 4, "control character 0x1 is not allowed in XML"),
            ("", 1, 1, "no root element"),
        ]
        for (text, line, column, reason) in cases {
            #expect(
                refusal(text) == XMLSyntaxError(line: line, column: column, problem: .malformed(reason)),
                "\(text)")
        }
    }

    private struct Failure: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
