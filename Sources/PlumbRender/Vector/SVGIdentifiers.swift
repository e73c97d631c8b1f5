/// Renumbers the `id`s of a Cairo SVG document in the order they appear, so its bytes do not depend on what else the
/// process drew before.
///
/// Cairo names some SVG elements from counters shared by the whole process (an embedded image is `image<N>` with
/// the surface's process-wide serial number), so the same drawing made after another one, or on another thread,
/// would differ in those numbers. Every `id="NAME"` becomes its letters followed by a count per letters
/// (`glyph0-3` → `glyph4`, `image91` → `image1`), and every `#NAME` reference to it (`xlink:href="#NAME"`,
/// `url(#NAME)`) follows.
enum SVGIdentifiers {
    static func renumbered(_ bytes: [UInt8]) -> [UInt8] {
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), closing = UInt8(ascii: ")")
        let marker = Array(" id=\"".utf8)
        // First pass: every id in document order, with its new name.
        var names: [[UInt8]: [UInt8]] = [:]
        var counts: [[UInt8]: Int] = [:]
        var index = 0
        while let start = find(marker, in: bytes, from: index) {
            let nameStart = start + marker.count
            guard let end = bytes[nameStart...].firstIndex(of: quote) else { break }
            let name = Array(bytes[nameStart..<end])
            if names[name] == nil {
                let letters = Array(name.prefix { isLetter($0) })
                let count = counts[letters, default: 0] + 1
                counts[letters] = count
                names[name] = letters + Array(String(count).utf8)
            }
            index = end + 1
        }
        guard !names.isEmpty else { return bytes }
        // Second pass: rewrite each `id="NAME"` and each `#NAME` that ends at a quote or a parenthesis.
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            let isId = byte == UInt8(ascii: " ") && bytes[position...].starts(with: marker)
            guard isId || byte == hash else {
                output.append(byte)
                position += 1
                continue
            }
            let nameStart = position + (isId ? marker.count : 1)
            // Cairo's ids are short: a name is looked for within 64 bytes, so scanning stays linear.
            let window = bytes[nameStart..<min(bytes.count, nameStart + 64)]
            if let end = window.firstIndex(where: { $0 == quote || $0 == closing }),
                isId || end > nameStart, let renamed = names[Array(bytes[nameStart..<end])]
            {
                output.append(contentsOf: bytes[position..<nameStart])
                output.append(contentsOf: renamed)
                position = end
            } else {
                output.append(byte)
                position += 1
            }
        }
        return output
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// The index where `needle` next occurs in `haystack` at or after `start`.
    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0], haystack[index..<index + needle.count].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }
}
