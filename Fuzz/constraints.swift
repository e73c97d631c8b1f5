import PlumbCore

/// libFuzzer entry: the input as UTF-8 text to the linear-relation and visual-format parsers.
///
/// Either may reject the text with a `ConstraintSyntaxError`; a crash, a hang or a column outside the text is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConstraints(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    do throws(ConstraintSyntaxError) { _ = try LinearConstraintParser.parse(text) } catch { check(error, text) }
    do throws(ConstraintSyntaxError) { _ = try VisualFormatParser.parse(text) } catch { check(error, text) }
    return 0
}

/// A syntax error must point inside the text (or just after its end).
func check(_ error: ConstraintSyntaxError, _ text: String) {
    precondition(
        error.column >= 1 && error.column <= text.count + 1, "column \(error.column) outside \(text.debugDescription)")
}
