import CCairoPango
import Foundation
import PlumbCore

extension PangoTextMeasurer {
    /// The words `layout` breaks inside at a line end: where a line ends at a position the Unicode line breaking
    /// algorithm (UAX #14, Pango's `is_line_break`) allows no break, because the word is wider than the line.
    ///
    /// UIKit: `NSLineBreakMode.byWordWrapping` "wrapping occurs at word boundaries, unless the word itself doesn't
    /// fit on a single line", and then the word is broken between characters — "Fettgedruckt|er" at AX5. iOS teams
    /// treat it as a bug (the `brokenWord` lint, docs/lints.md). A break where UAX #14 allows one (after a space or a
    /// hyphen, between ideographs, between Thai words) is not a broken word.
    ///
    /// - Complexity: O(lines) for text that breaks at spaces; the text before a line end is walked only when the
    ///   line does not end in whitespace.
    static func brokenWords(in layout: OpaquePointer, request: TextRequest) -> [BrokenWord] {
        guard request.width != nil, !isUnwrapped(request), request.lineBreakMode != .charWrap,
            pango_layout_get_line_count(layout) > 1
        else { return [] }
        // The layout's own bytes, read in place: most texts break only at spaces and are never copied.
        guard let characters = pango_layout_get_text(layout) else { return [] }
        let bytes = UnsafeBufferPointer(
            start: UnsafeRawPointer(characters).assumingMemoryBound(to: UInt8.self), count: Int(strlen(characters)))
        var attributeCount: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount) else { return [] }
        var found: [BrokenWord] = []
        var scalars: [Unicode.Scalar]?
        // A cursor over the bytes: lines come in order, so the text is walked once however many lines break.
        var cursor = (byte: 0, character: 0)
        var lineNumber = 0
        var list = pango_layout_get_lines_readonly(layout)
        while let node = list {
            list = node.pointee.next
            lineNumber += 1
            guard list != nil, let raw = node.pointee.data else { continue }
            let line = raw.assumingMemoryBound(to: PangoLayoutLine.self)
            let end = Int(line.pointee.start_index) + Int(line.pointee.length)
            guard end > 0, end < bytes.count, !isBreakByte(bytes[end - 1]), !isBreakByte(bytes[end]) else { continue }
            while cursor.byte < end {
                if bytes[cursor.byte] & 0xC0 != 0x80 { cursor.character += 1 }
                cursor.byte += 1
            }
            let offset = cursor.character
            guard offset < Int(attributeCount), attributes[offset].is_line_break == 0 else { continue }
            if scalars == nil { scalars = Array(layoutText(layout).unicodeScalars) }
            found.append(brokenWord(in: scalars!, atCharacter: offset, line: lineNumber))
            // A text that breaks everywhere (one long word) names its first words; the lint needs no more.
            if found.count == maximumBrokenWords { break }
        }
        return found
    }

    /// The most broken words one measurement lists.
    static let maximumBrokenWords = 8

    /// Whether a byte at a line end says the line broke between words: whitespace or a line separator.
    private static func isBreakByte(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The word around a break before scalar `offset`: the letters, digits and marks on either side (at
    /// most 64 each way).
    private static func brokenWord(in scalars: [Unicode.Scalar], atCharacter offset: Int, line: Int) -> BrokenWord {
        func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            let properties = scalar.properties
            return properties.isAlphabetic || properties.numericType != nil
                || properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark
        }
        var start = offset, end = offset
        while start > 0, offset - start < 64, isWordScalar(scalars[start - 1]) { start -= 1 }
        while end < scalars.count, end - offset < 64, isWordScalar(scalars[end]) { end += 1 }
        var before = String.UnicodeScalarView(), after = String.UnicodeScalarView()
        before.append(contentsOf: scalars[start..<offset])
        after.append(contentsOf: scalars[offset..<end])
        return BrokenWord(before: String(before), after: String(after), line: line)
    }
}
