import PlumbCore
import PlumbSpec

/// libFuzzer entry: the input as a spec file's text, through YAML, the node parser, the limits and the reference check.
///
/// Any `SpecError` is a correct answer; a crash or a hang is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    do {
        let spec = try SpecLoader(manualLayouts: ["settings-cell"]).parse(text, file: "fuzz.yaml")
        // `when:` overrides are parsed again per environment: exercise a few combinations of conditions.
        for environment in fuzzEnvironments { _ = spec.root(for: environment) }
    } catch {
        precondition(!error.description.isEmpty)
    }
    return 0
}

/// Environments that make different `when:` conditions hold.
private let fuzzEnvironments =
    [
        Environment(width: 320), Environment(width: 414, category: .accessibilityMedium, appearance: .dark),
        Environment(width: 820, direction: .rtl, localization: .pseudo),
    ] + Matrix(devices: [DevicePreset.named("iphone-16")!], categories: [.extraSmall]).environments
