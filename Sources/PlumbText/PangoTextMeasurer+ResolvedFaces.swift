import CCairoPango
import Foundation
import PlumbCore

/// A stretch of laid-out text and the font file that draws it.
public struct ResolvedFace: Hashable, Sendable {
    /// The characters of the run.
    public var text: String
    /// The family fontconfig matched.
    public var family: String
    /// The font file, absolute.
    public var file: String
}

extension PangoTextMeasurer {
    /// The runs of `request`'s layout, each with the family and file Pango drew it from, in logical order: how a
    /// team checks that its system-font folder is the one its text uses (`plumb fonts`).
    public func resolvedFaces(_ request: TextRequest) -> [ResolvedFace] {
        let layout = measured(request).layout
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        let text = Array(Self.layoutText(layout).utf8)
        var faces: [ResolvedFace] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item,
                let font = item.pointee.analysis.font
            else { continue }
            let start = Int(item.pointee.offset), end = start + Int(item.pointee.length)
            guard start >= 0, end <= text.count else { continue }
            let pattern = pango_fc_font_get_pattern(
                UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))
            var file: UnsafeMutablePointer<FcChar8>?
            let path =
                pattern.flatMap { FcPatternGetString($0, FC_FILE, 0, &file) == FcResultMatch ? file : nil }
                .map { String(cString: $0) } ?? ""
            faces.append(
                ResolvedFace(
                    text: String(decoding: text[start..<end], as: UTF8.self), family: Self.family(of: font) ?? "",
                    file: path))
        } while pango_layout_iter_next_run(iterator) != 0
        return faces
    }
}
