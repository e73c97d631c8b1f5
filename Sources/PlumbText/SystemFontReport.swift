import Foundation
import PlumbCore

/// Which file each system text style resolves to, with the tracking applied: what `plumb fonts` prints so a team
/// can check its system-font folder (docs/fonts.md, "Checking the setup").
public struct SystemFontReport: Sendable {
    /// One text style at one category, or one script sample.
    public struct Row: Hashable, Sendable {
        public var name: String
        public var size: Double
        public var weight: FontWeight
        public var family: String
        public var file: String
        /// Letter spacing applied, in points (Apple's tracking table for the system font; 0 for Inter).
        public var tracking: Double
    }

    public var rows: [Row]

    /// Samples of the scripts the system folder may draw besides SF Pro: Apple Color Emoji and SF Arabic.
    public static let scriptSamples = [("emoji", "😀"), ("arabic", "مرحبا")]

    /// The report for `fonts` at `category`: every Dynamic Type style with its default weight, then the samples.
    public init(fonts: PinnedFonts, category: ContentSizeCategory = .large) {
        let measurer = PangoTextMeasurer(fonts: fonts)
        var rows: [Row] = []
        func row(_ name: String, _ string: String, _ metrics: TypeMetrics, _ weight: FontWeight) -> Row {
            let request = TextRequest(
                string: string, fontSize: metrics.size, lineHeight: metrics.leading, weight: weight)
            let face = measurer.resolvedFaces(request).first
            return Row(
                name: name, size: metrics.size, weight: weight, family: face?.family ?? "", file: face?.file ?? "",
                tracking: fonts.systemTracking(request))
        }
        for style in TextStyle.allCases {
            rows.append(row(style.rawValue, "Aa", DynamicTypeTable.metrics(style, category), style.defaultWeight))
        }
        for (name, sample) in Self.scriptSamples {
            rows.append(row(name, sample, DynamicTypeTable.metrics(.body, category), .regular))
        }
        self.rows = rows
    }

    /// The report as aligned text, one row a line, the file by its name (as `fingerprint.json` names it):
    /// `body  17pt  regular  SF Pro Text  tracking -0.442pt  SF-Pro-Text-Regular.otf`.
    public var text: String {
        let table = rows.map { row in
            [
                row.name, "\(formatNumber(row.size))pt", row.weight.rawValue, row.family,
                "tracking \(String(format: "%+.3f", row.tracking))pt", Self.fileName(row.file),
            ]
        }
        let widths = (0..<5).map { column in table.map { $0[column].count }.max() ?? 0 }
        return table.map { cells in
            cells.enumerated().map { index, cell in
                index < 5 ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0) : cell
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// A file's name, without the `NNN-` order prefix of a link in the font scan cache (`FontScanCache`).
    static func fileName(_ path: String) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let digits = name.prefix(while: \.isNumber)
        guard digits.count == 3, name.dropFirst(3).hasPrefix("-")
        else { return name }
        return String(name.dropFirst(4))
    }
}
