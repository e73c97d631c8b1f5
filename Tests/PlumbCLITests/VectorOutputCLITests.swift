import Foundation
import PlumbCore
import Testing

@testable import PlumbRender

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `plumb render --format svg|pdf` and `plumb sheet -o FILE.svg|.pdf`: the same drawing as the PNG, read back by
/// librsvg and poppler; PDF text selectable with its fonts embedded; the same bytes in every run.
@Suite struct VectorOutputCLITests {
    /// The profile example: a PNG photo (aspectFill, @2x/@3x files), SVG icons (one tinted), a brand font.
    static let profile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("docs/examples/profile/profile.yaml").path
    static let matrix = ["--width", "375", "--category", "l", "--scale", "2"]

    func render(_ format: String, in folder: TemporaryFolder, extra: [String] = []) throws -> URL {
        let output = folder.url.appendingPathComponent(format + "-" + UUID().uuidString)
        let run = try PlumbProcess.run(
            ["render", Self.profile] + Self.matrix + ["--format", format, "-o", output.path] + extra)
        #expect(run.status == 0, "\(run.stderr)")
        // An overlay render is named apart from the clean one (`-overlay`), so it never replaces it.
        let name = "375w-l@2x" + (extra.contains("--overlay") ? "-overlay" : "") + ".\(format)"
        #expect(run.stdout.contains(name), "\(run.stdout)")
        return output.appendingPathComponent("profile/" + name)
    }

    @Test func svgAndPDFDrawWhatThePNGDraws() throws {
        let folder = try TemporaryFolder()
        let png = try PNGDecoder().decode(contentsOf: try render("png", in: folder))
        let svg = try DocumentReaders.svgPixels(try render("svg", in: folder).path, zoom: 2, in: folder.url)
        let pdf = try DocumentReaders.pdfPixels(try render("pdf", in: folder).path, dpi: 144, in: folder.url)
        // Read back at the PNG's scale by other renderers (librsvg, poppler): the same size, and the same picture but
        // for anti-aliased edges and the photo's resampling.
        #expect(
            svg.width == png.width && svg.height == png.height,
            "\(svg.width)×\(svg.height) vs \(png.width)×\(png.height)")
        #expect(
            pdf.width == png.width && pdf.height == png.height,
            "\(pdf.width)×\(pdf.height) vs \(png.width)×\(png.height)")
        #expect(
            DocumentReaders.differingShare(svg, png) < 0.02,
            "SVG differs in \(DocumentReaders.differingShare(svg, png))")
        #expect(
            DocumentReaders.differingShare(pdf, png) < 0.02,
            "PDF differs in \(DocumentReaders.differingShare(pdf, png))")
        // And the comparison can fail: a render with the overlay drawn over it differs from the clean PNG.
        let overlaid = try DocumentReaders.svgPixels(
            try render("svg", in: folder, extra: ["--overlay"]).path, zoom: 2, in: folder.url)
        #expect(DocumentReaders.differingShare(overlaid, png) > 0.005)
    }

    @Test func pdfTextIsSelectableTextWithItsFontsEmbedded() throws {
        let folder = try TemporaryFolder()
        let pdf = try render("pdf", in: folder).path
        let text = try DocumentReaders.pdfText(pdf)
        for phrase in ["Ada Lovelace", "Analytical Engine", "All notes"] {
            #expect(text.contains(phrase), "\(phrase) is not text in the PDF:\n\(text)")
        }
        let fonts = try DocumentReaders.run("pdffonts", [pdf]).stdout.split(separator: "\n").dropFirst(2)
        #expect(!fonts.isEmpty)
        for font in fonts {
            // name, type…, encoding, then "emb sub uni": every font embedded (a subset).
            let columns = font.split(separator: " ", omittingEmptySubsequences: true)
            #expect(columns.count >= 6 && columns[columns.count - 5] == "yes", "not embedded: \(font)")
        }
        #expect(fonts.contains { $0.contains("Inter") }, "\(fonts)")
    }

    @Test func vectorBytesAreTheSameInEveryRunAndOnAnyNumberOfThreads() throws {
        let folder = try TemporaryFolder()
        for format in ["svg", "pdf"] {
            var outputs: [Data] = []
            for jobs in ["1", "3"] {
                let output = folder.url.appendingPathComponent("\(format)-\(jobs)")
                // The settings cell first, so that the profile's images are made after other surfaces on a worker.
                let run = try PlumbProcess.run(
                    [
                        "render", "gallery:settings-cell", Self.profile, "--width", "320,375", "--category", "l,ax3",
                        "--scale", "2", "--format", format,
                        "--jobs", jobs, "-o", output.path,
                    ])
                #expect(run.status == 0, "\(run.stderr)")
                outputs.append(try Data(contentsOf: output.appendingPathComponent("profile/375w-ax3@2x.\(format)")))
                let sheet = folder.url.appendingPathComponent("sheet-\(jobs).\(format)")
                let sheetRun = try PlumbProcess.run(
                    [
                        "sheet", "gallery:settings-cell", Self.profile, "--width", "320,375", "--category", "l,ax3",
                        "--scale", "2", "--jobs", jobs, "-o", sheet.path,
                    ])
                #expect(sheetRun.status == 0, "\(sheetRun.stderr)")
                outputs.append(try Data(contentsOf: sheet))
            }
            #expect(outputs[0] == outputs[2], "\(format) render differs between runs")
            #expect(outputs[1] == outputs[3], "\(format) sheet differs between runs")
            let text = String(decoding: outputs[1], as: UTF8.self)
            if format == "pdf" {
                #expect(
                    text.contains("/CreationDate (20000101000000Z)") && text.contains("/ModDate (20000101000000Z)"),
                    "fixed dates")
            } else {
                try Self.checkSVG(outputs[1])
            }
        }
    }

    /// The SVG is well-formed XML whose every `#id` reference names an element of the document.
    static func checkSVG(_ data: Data) throws {
        final class Collector: NSObject, XMLParserDelegate {
            var ids: Set<String> = [], references: [String] = []
            func parser(
                _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]
            ) {
                if let id = attributes["id"] { ids.insert(id) }
                for (key, value) in attributes where key != "id" {
                    for part in value.components(separatedBy: "#").dropFirst() {
                        references.append(String(part.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }))
                    }
                }
            }
        }
        let parser = XMLParser(data: data)
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
        #expect(!collector.ids.isEmpty && !collector.references.isEmpty)
        let dangling = collector.references.filter { !collector.ids.contains($0) }
        #expect(dangling.isEmpty, "references to no element: \(Set(dangling).sorted().prefix(10))")
    }

    @Test func aTransparentSheetKeepsItsAlphaInSVGAndPDF() throws {
        let folder = try TemporaryFolder()
        var corners: [String: UInt8] = [:]
        for (background, format) in [
            ("transparent", "svg"), ("transparent", "pdf"), ("#E5E5EA", "svg"), ("#E5E5EA", "pdf"),
        ] {
            let path = folder.url.appendingPathComponent("\(background.dropFirst())-\(UUID().uuidString).\(format)")
                .path
            let run = try PlumbProcess.run([
                "sheet", "gallery:settings-cell", "--width", "320", "--category", "l", "--scale", "2",
                "--sheet-background",
                background, "-o", path,
            ])
            #expect(run.status == 0, "\(run.stderr)")
            let image =
                format == "svg"
                ? try DocumentReaders.svgPixels(path, zoom: 2, in: folder.url)
                : try DocumentReaders.pdfPixels(path, dpi: 144, in: folder.url)
            corners["\(background) \(format)"] = image.pixels[3]
        }
        #expect(corners["transparent svg"] == 0 && corners["transparent pdf"] == 0, "\(corners)")
        #expect(corners["#E5E5EA svg"] == 255 && corners["#E5E5EA pdf"] == 255, "\(corners)")
    }
}
