import Foundation
import PlumbCore
import PlumbRender

/// The baselines folder of docs/design.md §9: `<root>/<spec>/<width>w-<category>[@<scale>x][-rtl].png`, a `.frames.json`
/// beside each, and one `<root>/<spec>/fingerprint.json`.
///
/// Every write is atomic (a temporary file in the same folder, then a rename), so a reader, or a process killed
/// mid-write, only ever leaves the old or the new file. Paths are shown as the user gave the root
/// (`Baselines/settings-cell/375w-l.png`), resolved against the working directory when used.
public struct BaselineStore: Sendable {
    /// The root as given, without a trailing `/` (`Baselines`).
    public var rootPath: String

    /// The default root, `Baselines`.
    public static let defaultRoot = "Baselines"
    /// The file name of each spec folder's renderer fingerprint.
    public static let fingerprintFileName = "fingerprint.json"

    public init(rootPath: String = BaselineStore.defaultRoot) {
        var path = rootPath
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        self.rootPath = path.isEmpty ? "." : path
    }

    public var root: URL { URL(fileURLWithPath: rootPath) }

    /// `<root>/<folder>`.
    public func folderPath(_ folder: String) -> String { rootPath + "/" + folder }
    /// `<root>/<folder>/<label>.png`.
    public func imagePath(_ key: EnvironmentKey) -> String { folderPath(key.folder) + "/" + key.label + ".png" }
    /// `<root>/<folder>/<label>.frames.json`.
    public func framesPath(_ key: EnvironmentKey) -> String {
        folderPath(key.folder) + "/" + key.label + ".frames.json"
    }
    /// `<root>/<folder>/fingerprint.json`.
    public func fingerprintPath(_ folder: String) -> String { folderPath(folder) + "/" + Self.fingerprintFileName }

    /// The stored PNG's bytes, or `nil` when there is no file.
    ///
    /// - Throws: the file system's error when the file exists but cannot be read.
    public func imageData(_ key: EnvironmentKey) throws -> [UInt8]? {
        try Self.read(imagePath(key)).map { [UInt8]($0) }
    }

    /// The stored frames JSON's bytes, or `nil` when there is no file.
    public func framesData(_ key: EnvironmentKey) throws -> Data? { try Self.read(framesPath(key)) }

    /// The fingerprint the folder's baselines were made with: `nil` when there is none.
    ///
    /// - Throws: `BaselineError.damagedFingerprint` when the file reads but is not a fingerprint (`record` replaces
    ///   it), `unreadableFingerprint` when it cannot be read at all (a folder, no permission).
    public func fingerprint(_ folder: String) throws(BaselineError) -> RendererFingerprint? {
        let path = fingerprintPath(folder)
        let data: Data?
        do { data = try Self.read(path) } catch {
            throw .unreadableFingerprint(path: path, reason: FileRead.reason(error))
        }
        guard let data else { return nil }
        do { return try JSONDecoder().decode(RendererFingerprint.self, from: data) } catch {
            let detail = (error as? DecodingError).map(Self.describe) ?? "\(error)"
            throw .damagedFingerprint(path: path, reason: "not a fingerprint JSON object (\(detail))", source: nil)
        }
    }

    /// A decoding error in one phrase: the missing key or the JSON problem.
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, _): "missing key \(key.stringValue)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            ([context.debugDescription] + context.codingPath.map(\.stringValue)).joined(separator: " at ")
        @unknown default: "\(error)"
        }
    }

    /// Writes one environment's baseline: the PNG, then its frames JSON, each atomically.
    public func write(png: [UInt8], frames: Data, for key: EnvironmentKey) throws(BaselineError) {
        try Self.atomicWrite(Data(png), to: imagePath(key))
        try Self.atomicWrite(frames, to: framesPath(key))
    }

    /// Writes the folder's `fingerprint.json` atomically.
    public func write(fingerprint: RendererFingerprint, folder: String) throws(BaselineError) {
        try Self.atomicWrite(Data(fingerprint.jsonText.utf8), to: fingerprintPath(folder))
    }

    /// Removes the temporary files that killed writers left in `<root>/<folder>` (`.<file>.<pid>.<n>.tmp`, the
    /// writer no longer running), so a run after a `kill -9` leaves no trace of it; returns their display paths.
    @discardableResult
    public func removeAbandonedTemporaries(folder: String) -> [String] {
        AtomicFile.removeAbandonedTemporaries(in: URL(fileURLWithPath: folderPath(folder))).map {
            folderPath(folder) + "/" + $0
        }
    }

    static func atomicWrite(_ data: Data, to path: String) throws(BaselineError) {
        do { try AtomicFile.write(data, to: URL(fileURLWithPath: path)) } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
    }

    /// The file's bytes, or `nil` when it does not exist.
    ///
    /// - Throws: `FileReadProblem` saying why an existing path cannot be read (a folder, no permission).
    static func read(_ path: String) throws -> Data? {
        try FileRead.contents(of: path)
    }
}

/// A baseline that cannot be read or written; each case names the file.
public enum BaselineError: Error, Hashable, Sendable, CustomStringConvertible {
    case cannotWrite(path: String, reason: String)
    /// A file of the artifacts folder (`report.html`, an actual image) could not be written.
    case cannotWriteArtifact(path: String, reason: String)
    case unreadableFingerprint(path: String, reason: String)
    /// A `fingerprint.json` that reads but is not a fingerprint; `source` is the spec whose `plumb record` replaces it.
    case damagedFingerprint(path: String, reason: String, source: String?)
    /// A `<label>.lints.json` that exists but is not a lint baseline.
    case unreadableLints(path: String, reason: String)
    /// A `<label>.accessibility.json` that exists but is not an accessibility snapshot.
    case unreadableAccessibility(path: String, reason: String)
    /// The layout of `id` is too large to render (`Renderer.sizeProblem`), so there is no image to store or compare.
    case tooLarge(id: String, source: String, problem: String)

    public var description: String {
        switch self {
        case .tooLarge(let id, let source, let problem): "\(source): \(id): cannot render: \(problem)"
        case .cannotWrite(let path, let reason): "\(path): cannot write the baseline: \(reason)"
        case .cannotWriteArtifact(let path, let reason): "\(path): cannot write the artifact: \(reason)"
        case .unreadableFingerprint(let path, let reason): "\(path): cannot read the renderer fingerprint: \(reason)"
        case .damagedFingerprint(let path, let reason, let source):
            "\(path): cannot read the renderer fingerprint: \(reason); it is damaged: "
                + (source.map { "plumb record \(shellQuoted($0)) (or plumb check --record all) replaces it" }
                    ?? "plumb record (or plumb check --record all) with the same spec replaces it")
        case .unreadableLints(let path, let reason): "\(path): cannot read the lint baseline: \(reason)"
        case .unreadableAccessibility(let path, let reason):
            "\(path): cannot read the accessibility baseline: \(reason)"
        }
    }
}
