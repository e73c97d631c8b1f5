import PlumbSpec

/// libFuzzer entry: the input as a spec file's text, through YAML, the node parser, the limits and the reference check.
///
/// Any `SpecError` is a correct answer; a crash or a hang is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    do { _ = try SpecLoader(manualLayouts: ["settings-cell"]).parse(text, file: "fuzz.yaml") } catch {
        precondition(!error.description.isEmpty)
    }
    return 0
}
