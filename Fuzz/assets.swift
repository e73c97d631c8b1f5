import Foundation
import PlumbCore

/// libFuzzer entry: the input as an asset catalog's `Contents.json`, read as a colour set (every component form,
/// colour space and appearance), an image set and a symbol set (whose files are looked for in an empty folder), and
/// a group's namespace property.
///
/// An `AssetError` is a correct answer; a crash, a hang, an empty message or a negative line is a bug. The sources of
/// PlumbAssets compile into this target's module (Scripts/fuzz), so it calls the readers directly.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssets(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(UnsafeRawBufferPointer(start: start, count: count))
    let json: ContentsJSON
    do { json = try ContentsJSON.parse(data, file: "Fuzz.colorset/Contents.json") } catch {
        check(error)
        return 0
    }
    for idiom in AssetIdiom.allCases {
        do {
            let color = try ColorSetReader.read(json, name: "Fuzz", idiom: idiom)
            for appearance in Appearance.allCases {
                for contrast in Contrast.allCases { _ = color.color.resolved(for: appearance, contrast: contrast) }
            }
        } catch { check(error) }
        for isSymbol in [false, true] {
            do {
                let image = try ImageSetReader.read(
                    json, name: "Fuzz", folder: emptyFolder, catalogRoot: emptyFolder.path, idiom: idiom,
                    isSymbol: isSymbol)
                _ = image.file(scale: 3, appearance: .dark)
            } catch { check(error) }
        }
    }
    _ = json.property("provides-namespace") as? Bool
    return 0
}

/// A folder with no files, so every `filename` is looked for and not found (or refused for its path).
private let emptyFolder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fuzz-assets.imageset")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

private func check(_ error: AssetError) {
    precondition(!error.problem.isEmpty, "an error without a message")
    precondition(error.line >= 0, "a line before the first")
}
