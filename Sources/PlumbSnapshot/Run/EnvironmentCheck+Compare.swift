import Foundation
import PlumbCore
import PlumbDiff
import PlumbLint
import PlumbRender

extension EnvironmentCheck {
    /// The baseline's state and the diffs against it.
    struct Comparison {
        var baselineImage: RGBAImage?
        var pixels: PixelComparison?
        var lintBaseline: LintBaseline?
        var baselineMissing: Bool
        var matches: Bool
    }

    /// Reads and diffs the baseline; fills `verdict.pixels`, `.frames`, `.accessibility` and their messages.
    /// `encoded` is the render's PNG when the caller has it: a baseline of the same bytes holds the same pixels, so
    /// it is compared with the render itself rather than decoded (the encoder is deterministic and lossless).
    func compare(
        _ render: Render, key: EnvironmentKey, encoded: [UInt8]? = nil, into verdict: inout EnvironmentVerdict
    ) -> Comparison {
        var comparison = Comparison(
            baselineImage: nil, pixels: nil, lintBaseline: nil, baselineMissing: false, matches: true)
        let imagePath = store.imagePath(key), framesPath = store.framesPath(key)
        let rendererDiffers = !(fingerprintNotes[key.folder] ?? []).isEmpty
        switch Result(catching: { try store.imageData(key) }) {
        case .success(nil):
            comparison.baselineMissing = true
        case .success(let bytes?):
            do {
                let same = encoded.map { bytes.elementsEqual($0) } ?? false
                let image = same ? render.image : try PNGDecoder().decode(bytes)
                let pixels = PixelDiff.compare(
                    expected: image, actual: render.image,
                    options: tolerance.pixelOptions(rendererDiffers: rendererDiffers))
                let passed = tolerance.accepts(pixels.result)
                comparison.baselineImage = image
                comparison.pixels = pixels
                verdict.pixels = PixelCheck(pixels.result, passed: passed, scale: key.scale)
                if !passed {
                    comparison.matches = false
                    verdict.note(.pixels, pixelMessage(pixels.result, rendererDiffers: rendererDiffers))
                }
            } catch {
                comparison.matches = false
                verdict.note(.pixels, "pixels: the baseline \(imagePath) is not a readable PNG (\(error))")
            }
        case .failure(let error):
            comparison.matches = false
            verdict.note(.pixels, "pixels: cannot read the baseline \(imagePath): \(FileRead.reason(error))")
        }
        switch Result(catching: { try store.framesData(key) }) {
        case .success(nil):
            comparison.baselineMissing = true
        case .success(let data?):
            if let expected = try? FramesDocument(json: data) {
                let diff = FrameDiff(old: expected, new: render.frames, tolerance: tolerance.frameTolerance)
                verdict.frames = FrameCheck(diff)
                if !diff.isEmpty {
                    comparison.matches = false
                    verdict.note(.frames, "frames: " + diff.description.replacingOccurrences(of: "\n", with: "; "))
                }
            } else {
                comparison.matches = false
                verdict.note(.frames, "frames: the baseline \(framesPath) is not a frames JSON document")
            }
        case .failure(let error):
            comparison.matches = false
            verdict.note(.frames, "frames: cannot read the baseline \(framesPath): \(FileRead.reason(error))")
        }
        do { comparison.lintBaseline = try store.lints(key) } catch {
            comparison.matches = false
            verdict.note(.lints, "lints: \(error)")
        }
        if comparison.baselineMissing { comparison.matches = false }
        var notes: [VerdictNote] = []
        verdict.accessibility = compareAccessibility(
            render, key: key, baselineMissing: comparison.baselineMissing, notes: &notes)
        for note in notes { verdict.note(note.part, note.text, isDetail: note.isDetail) }
        return comparison
    }

    private func pixelMessage(_ result: PixelDiffResult, rendererDiffers: Bool) -> String {
        if result.sizeMismatch {
            return "pixels: the image is \(result.actualSize), the baseline \(result.expectedSize) "
                + "(\(result.differentPixels) pixels differ when padded)"
        }
        let excused =
            tolerance.isExact(rendererDiffers: rendererDiffers)
            ? "" : "; \(result.antialiasedPixels) anti-aliased ignored"
        return "pixels: \(result.differentPixels) of \(result.totalPixels) differ, at most \(result.maxDensity) in one "
            + "\(result.densityWindow)×\(result.densityWindow) window (\(tolerance.summary(rendererDiffers: rendererDiffers))\(excused))"
    }
}

/// A render's error findings sorted against the lint baseline: new (fail), known, and fixed (gone since).
struct LintComparison {
    var new: [LintRecord]
    var known: [LintRecord]
    var changes: LintChanges

    /// Without a baseline (an older one), every error is new.
    init(_ lints: [LintRecord], baseline: LintBaseline?) {
        let errors = lints.filter(\.isError)
        let recorded = baseline?.keys ?? []
        new = errors.filter { !recorded.contains($0.key) }
        known = errors.filter { recorded.contains($0.key) }
        let now = Set(errors.map(\.key))
        let fixed = (baseline?.entries ?? []).filter {
            $0.severity == LintSeverity.error.rawValue && !now.contains($0.key)
        }.map(\.key)
        changes = LintChanges(new: new.map(\.key), known: known.map(\.key), fixed: fixed)
    }
}
