/// Character data: text runs, CDATA sections, entity and character references, and the UTF-8 check.
extension XMLTokenizer {
    /// The text up to the next `<`, decoded; `nil` when it is white space a reader does not keep. Outside the root
    /// element only white space is allowed.
    mutating func characterData() throws(XMLSyntaxError) -> String? {
        let start = index
        var plain = true
        var blank = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.lt { break }
            if byte == Self.amp || byte == Self.cr || byte < 0x20 {
                try checkCharacter(at: index)
                if byte != Self.tab && byte != Self.lf { plain = false }
                if byte == Self.amp { blank = false }
            } else if byte != Self.space {
                blank = false
            }
            index += 1
        }
        if open.isEmpty {
            guard blank else {
                let place = elements == 0 ? "before the root element (is this an XML file?)" : "after the root element"
                throw error(at: start, .malformed("text \(place)"))
            }
            return nil
        }
        if blank, !keepsWhitespaceText { return nil }
        let text = plain ? string(start..<index) : try decode(start..<index, normalisingSpace: false)
        let length = text.utf8.count
        if length > limits.valueLength {
            throw error(at: start, .valueTooLong(name: "text", bytes: length, limit: limits.valueLength))
        }
        return text
    }

    /// `<![CDATA[…]]>`, its content as written; only inside the root element.
    mutating func cdataSection() throws(XMLSyntaxError) -> String {
        let start = index
        guard !open.isEmpty else { throw error(at: start, .malformed("a CDATA section outside the root element")) }
        index += 9
        let contentStart = index
        try skip(past: "]]>", "the CDATA section is not closed (expected ]]>)")
        let length = index - 3 - contentStart
        if length > limits.valueLength {
            throw error(at: start, .valueTooLong(name: "text", bytes: length, limit: limits.valueLength))
        }
        return string(contentStart..<index - 3)
    }

    /// Refuses a control character XML does not allow (all below U+0020 but tab, line feed and carriage return)
    /// and an `&` that starts no reference the tokenizer reads.
    func checkCharacter(at offset: Int) throws(XMLSyntaxError) {
        let byte = bytes[offset]
        if byte < 0x20, byte != Self.tab, byte != Self.lf, byte != Self.cr {
            throw error(at: offset, .malformed("control character 0x\(String(byte, radix: 16)) is not allowed in XML"))
        }
        if byte == Self.amp { _ = try reference(at: offset, end: bytes.count) }
    }

    /// The bytes of `range` with references replaced, line ends normalised to line feeds, and (in attribute values)
    /// tab, line feed and carriage return replaced by spaces, as XML's attribute-value normalisation says.
    func decode(_ range: Range<Int>, normalisingSpace: Bool) throws(XMLSyntaxError) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var offset = range.lowerBound
        while offset < range.upperBound {
            let byte = bytes[offset]
            if byte == Self.amp {
                let (scalar, next) = try reference(at: offset, end: range.upperBound)
                UTF8.encode(scalar) { out.append($0) }
                offset = next
                continue
            }
            if byte == Self.cr {
                out.append(normalisingSpace ? Self.space : Self.lf)
                if offset + 1 < range.upperBound, bytes[offset + 1] == Self.lf { offset += 1 }
            } else if normalisingSpace, byte == Self.lf || byte == Self.tab {
                out.append(Self.space)
            } else {
                out.append(byte)
            }
            offset += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The scalar of the reference at `offset` (`&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&#NN;` `&#xHH;`) and the
    /// offset after its `;`. Any other name is refused: no entity is defined, so none is expanded.
    func reference(at offset: Int, end: Int) throws(XMLSyntaxError) -> (Unicode.Scalar, Int) {
        var semicolon = offset + 1
        while semicolon < end, semicolon - offset <= 10, bytes[semicolon] != UInt8(ascii: ";") { semicolon += 1 }
        guard semicolon < end, bytes[semicolon] == UInt8(ascii: ";") else {
            throw error(at: offset, .malformed("`&` starts no reference; write &amp; for an ampersand"))
        }
        let name = string(offset + 1..<semicolon)
        let predefined: Unicode.Scalar? =
            switch name {
            case "lt": "<"
            case "gt": ">"
            case "amp": "&"
            case "quot": "\""
            case "apos": "'"
            default: nil
            }
        if let predefined { return (predefined, semicolon + 1) }
        if name.hasPrefix("#") {
            let code = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : UInt32(name.dropFirst(), radix: 10)
            guard let code, let scalar = Unicode.Scalar(code), Self.isXMLCharacter(code) else {
                throw error(at: offset, .malformed("&\(name); is not a character XML allows"))
            }
            return (scalar, semicolon + 1)
        }
        throw error(
            at: offset,
            .malformed(
                "&\(name); is not a predefined entity (expected &lt; &gt; &amp; &quot; &apos; or &#NN;); "
                    + "no other entity is expanded"))
    }

    static func isXMLCharacter(_ code: UInt32) -> Bool {
        code == 0x9 || code == 0xA || code == 0xD || (0x20...0xD7FF).contains(code) || (0xE000...0xFFFD).contains(code)
            || (0x10000...0x10FFFF).contains(code)
    }

    /// The offset of the first byte of `bytes` that is not part of well-formed UTF-8 (no overlong forms, no
    /// surrogates, nothing above U+10FFFF), or `nil`.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            var offset = 0
            let count = buffer.count
            while offset < count {
                let lead = buffer[offset]
                if lead < 0x80 {
                    offset += 1
                    continue
                }
                let length: Int
                var low: UInt8 = 0x80
                var high: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: (length, low) = (3, 0xA0)
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: (length, high) = (3, 0x9F)
                case 0xF0: (length, low) = (4, 0x90)
                case 0xF1...0xF3: length = 4
                case 0xF4: (length, high) = (4, 0x8F)
                default: return offset
                }
                guard offset + length <= count else { return offset }
                if buffer[offset + 1] < low || buffer[offset + 1] > high { return offset }
                for next in offset + 2..<offset + length where buffer[next] & 0xC0 != 0x80 { return offset }
                offset += length
            }
            return nil
        }
    }
}
