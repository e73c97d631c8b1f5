import CCairoPango
import Foundation

/// librsvg and gdk-pixbuf, opened the first time an SVG or a JPEG is read, not when `plumb` starts.
///
/// Linked at build time, they and what they pull in (GIO, libxml2, ICU, libjpeg, libmount, SELinux …) were a third
/// of the libraries the dynamic loader mapped and relocated before every verb, `plumb --version` and `plumb diff`
/// included, which never draw an image. Opened with `dlopen` by their stable sonames, they cost nothing until a spec
/// names an `.svg` or `.jpg`. The functions are looked up by name and called through their C signatures
/// (librsvg 2.52+, gdk-pixbuf 2.40+, the versions Debian 12 ships); an `RsvgRectangle` is passed as its four
/// doubles (x, y, width, height).
struct ImageLibraries: @unchecked Sendable {
    typealias ErrorSlot = UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?

    let svgNewFromData: @convention(c) (UnsafePointer<UInt8>?, gsize, ErrorSlot) -> OpaquePointer?
    let svgIntrinsicSizeInPixels:
        @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> gboolean
    let svgIntrinsicDimensions:
        @convention(c) (
            OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
            UnsafeMutableRawPointer?, UnsafeMutablePointer<gboolean>?, UnsafeMutablePointer<Double>?
        ) -> Void
    let svgRenderDocument:
        @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<Double>?, ErrorSlot) -> gboolean
    let pixbufNewFromFile: @convention(c) (UnsafePointer<CChar>?, ErrorSlot) -> OpaquePointer?
    let pixbufApplyEmbeddedOrientation: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let pixbufWidth: @convention(c) (OpaquePointer?) -> Int32
    let pixbufHeight: @convention(c) (OpaquePointer?) -> Int32
    let pixbufChannels: @convention(c) (OpaquePointer?) -> Int32
    let pixbufRowstride: @convention(c) (OpaquePointer?) -> Int32
    let pixbufReadPixels: @convention(c) (OpaquePointer?) -> UnsafePointer<UInt8>?

    /// The libraries, opened once per process on first use; the failure says which library or function is missing
    /// and the package that installs it.
    static let shared: Result<ImageLibraries, ImageAssets.Failure> = {
        do throws(ImageAssets.Failure) {
            return .success(try ImageLibraries())
        } catch {
            return .failure(error)
        }
    }()

    private init() throws(ImageAssets.Failure) {
        let rsvg = try Self.open("librsvg-2.so.2", package: "librsvg2-2")
        let pixbuf = try Self.open("libgdk_pixbuf-2.0.so.0", package: "libgdk-pixbuf-2.0-0")
        svgNewFromData = try Self.function(rsvg, "rsvg_handle_new_from_data")
        svgIntrinsicSizeInPixels = try Self.function(rsvg, "rsvg_handle_get_intrinsic_size_in_pixels")
        svgIntrinsicDimensions = try Self.function(rsvg, "rsvg_handle_get_intrinsic_dimensions")
        svgRenderDocument = try Self.function(rsvg, "rsvg_handle_render_document")
        pixbufNewFromFile = try Self.function(pixbuf, "gdk_pixbuf_new_from_file")
        pixbufApplyEmbeddedOrientation = try Self.function(pixbuf, "gdk_pixbuf_apply_embedded_orientation")
        pixbufWidth = try Self.function(pixbuf, "gdk_pixbuf_get_width")
        pixbufHeight = try Self.function(pixbuf, "gdk_pixbuf_get_height")
        pixbufChannels = try Self.function(pixbuf, "gdk_pixbuf_get_n_channels")
        pixbufRowstride = try Self.function(pixbuf, "gdk_pixbuf_get_rowstride")
        pixbufReadPixels = try Self.function(pixbuf, "gdk_pixbuf_read_pixels")
    }

    /// The library `soname`, opened for the life of the process.
    private static func open(_ soname: String, package: String) throws(ImageAssets.Failure) -> UnsafeMutableRawPointer {
        guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            throw ImageAssets.Failure(
                description:
                    "SVG and JPEG images need \(soname), which could not be opened (\(reason)); install the Debian "
                    + "package \(package) (Scripts/bootstrap does)")
        }
        return handle
    }

    /// The function `name` of `library`, as `T` (a `@convention(c)` type with its C signature).
    private static func function<T>(
        _ library: UnsafeMutableRawPointer, _ name: String
    ) throws(ImageAssets.Failure) -> T {
        guard let symbol = dlsym(library, name) else {
            throw ImageAssets.Failure(description: "the image library has no \(name): librsvg 2.52 or later is needed")
        }
        return unsafeBitCast(symbol, to: T.self)
    }
}
