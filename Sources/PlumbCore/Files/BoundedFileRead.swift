import Foundation

/// Reads a whole regular file with `open`, `fstat` and `read`, refusing anything else and any file over a byte
/// budget, before reading and while reading.
///
/// Foundation's `Data(contentsOf:)` on Linux leaked a 4,096-byte buffer of FoundationEssentials' `readBytesFromFile`
/// that nothing pointed to (LeakSanitizer under Fuzz/components; docs/fuzzing.md), and it reads a pipe or
/// `/dev/zero` until memory runs out. This reads at most `limit + 1` bytes, so a file that grew after `fstat` is still refused, and
/// opens without blocking, so a pipe named as a file is refused rather than waited on.
public enum BoundedFileRead {
    /// Why a file could not be read within its budget.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// `open`, `fstat` or `read` failed, with the system's reason ("Permission denied").
        case system(String)
        /// Not a regular file: a folder, a pipe, a socket or a device.
        case notARegularFile
        /// Over the budget: `size` is the size `fstat` gave, or the bytes read when the file grew while read.
        case tooLarge(size: Int, limit: Int)

        public var description: String {
            switch self {
            case .system(let reason): reason
            case .notARegularFile: "it is not a regular file (a folder, a pipe, a socket or a device)"
            case .tooLarge(let size, let limit):
                "the file is \(size) bytes or more, over the \(limit) bytes it may have"
            }
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    ///
    /// - Throws: `Problem` when the file cannot be opened or read, is not a regular file, or is over `limit` bytes.
    public static func contents(ofFile path: String, limit: Int) throws(Problem) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .system(systemReason()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .system(systemReason()) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile }
        let size = Int(status.st_size)
        guard size <= limit else { throw .tooLarge(size: size, limit: limit) }
        // One byte past the size `fstat` gave, so the end of the file is seen without growing the buffer.
        var buffer = [UInt8](repeating: 0, count: size + 1)
        var filled = 0
        while true {
            if filled == buffer.count {
                guard buffer.count <= limit else { throw .tooLarge(size: filled, limit: limit) }
                buffer += [UInt8](repeating: 0, count: min(buffer.count, limit + 1 - buffer.count))
            }
            let count = buffer.withUnsafeMutableBytes { bytes in
                read(descriptor, bytes.baseAddress! + filled, bytes.count - filled)
            }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw .system(systemReason())
            }
            filled += count
        }
        return Data(buffer[..<filled])
    }

    /// The system's sentence for the current `errno`.
    private static func systemReason() -> String { String(cString: strerror(errno)) }
}
