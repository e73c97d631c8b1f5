import CCairoPango
import Foundation

/// A one-page SVG or PDF document drawn with Cairo, collected in memory with deterministic bytes.
///
/// Cairo's PDF surface stamps a creation date and its SVG surface numbers some ids from process-wide counters; both
/// are fixed here, so the same drawing gives the same bytes in every run and on any number of threads: the PDF's
/// dates are set to `fixedDate` (`SOURCE_DATE_EPOCH` is not read: the bytes must not depend on the environment),
/// and the SVG's ids are renumbered in document order (`SVGIdentifiers`). Text stays text in PDF (Cairo embeds
/// a subset of each font used, named by a hash of its glyphs); SVG draws glyphs as shared `<symbol>` outlines.
final class VectorDocument {
    /// What Cairo's stream writer appends to.
    private final class Sink {
        var bytes: [UInt8] = []
    }

    /// The creation and modification date written into every PDF.
    static let fixedDate = "2000-01-01T00:00:00Z"

    let format: ImageFormat
    let surface: OpaquePointer
    private let sink = Sink()
    private let retained: Unmanaged<Sink>

    /// A page of `width` × `height` points (SVG: CSS pixels, which iOS points equal); `title` goes into the PDF's
    /// document information (Cairo's SVG surface has no place for one).
    init(format: ImageFormat, width: Double, height: Double, title: String?) {
        precondition(format.isVector, "VectorDocument draws SVG or PDF")
        self.format = format
        retained = Unmanaged.passRetained(sink)
        let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        let closure = retained.toOpaque()
        if format == .pdf {
            surface = cairo_pdf_surface_create_for_stream(write, closure, width, height)!
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, Self.fixedDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, Self.fixedDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Plumb")
            if let title, !title.isEmpty { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title) }
        } else {
            surface = cairo_svg_surface_create_for_stream(write, closure, width, height)!
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        }
    }

    deinit {
        cairo_surface_destroy(surface)
        retained.release()
    }

    /// A drawing error Cairo reported, by its own description.
    struct DrawingFailed: Error, CustomStringConvertible {
        var description: String
    }

    /// Ends the page and returns the document's bytes.
    ///
    /// - Throws: `DrawingFailed` when Cairo reports an error (out of memory, a drawing beyond its limits).
    func finish() throws(DrawingFailed) -> [UInt8] {
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw DrawingFailed(description: String(cString: cairo_status_to_string(status)))
        }
        return format == .svg ? SVGIdentifiers.renumbered(sink.bytes) : sink.bytes
    }
}
