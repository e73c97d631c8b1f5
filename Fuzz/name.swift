import PlumbCore

/// libFuzzer entry: the input as a `plumb render --name` template (`RenderNameTemplate`, compiled into this target
/// from PlumbPipeline), then the names it gives a small matrix.
///
/// A `RenderNameError` is a correct answer; a crash, a hang, an empty message, or a name that leaves the output
/// folder (absolute, empty, `.` or `..` folder) is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzName(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    do {
        let template = try RenderNameTemplate(text)
        let renders = fuzzEnvironments.map {
            RenderNameTemplate.Render(spec: "card", source: "card.yaml", environment: $0)
        }
        do {
            for name in try template.names(for: renders) {
                precondition(!name.hasPrefix("/"), "absolute name \(name)")
                for folder in name.split(separator: "/", omittingEmptySubsequences: false) {
                    precondition(
                        !folder.isEmpty && folder != "." && folder != "..", "name \(name) leaves the output folder")
                }
            }
        } catch {
            precondition(!error.description.isEmpty)
        }
    } catch {
        precondition(!error.description.isEmpty)
    }
    return 0
}

/// A fitted width, fixed widths, two categories, both directions, a pseudo-locale, dark, a device.
private let fuzzEnvironments: [Environment] = {
    var matrix = Matrix(
        widths: [320, 375.5], categories: [.large, .accessibilityExtraExtraExtraLarge], scales: [1, 3],
        directions: [.ltr, .rtl])
    matrix.fitsWidth = true
    matrix.localizations = [.base, .pseudo]
    matrix.appearances = [.light, .dark]
    return matrix.environments + Matrix(devices: [DevicePreset.named("iphone-16")!], categories: [.large]).environments
}()
