/// The file formats Plumb draws into: PNG pixels, or SVG and PDF vectors for documentation (`plumb render --format`,
/// `plumb sheet -o FILE.svg`).
///
/// The three draw the same layout with the same Cairo calls; SVG and PDF keep shapes as paths (and, in PDF, text as
/// text with its fonts embedded), so they stay crisp at any zoom. Only PNG is compared with baselines.
public enum ImageFormat: String, CaseIterable, Hashable, Sendable {
    case png, svg, pdf

    /// The file-name extension, without the dot.
    public var fileExtension: String { rawValue }

    /// Whether the format is drawn as vectors (SVG, PDF) rather than pixels.
    public var isVector: Bool { self != .png }

    /// The format a file name ends with (`.png`, `.svg`, `.pdf`, any case), or `nil`.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }
}
