import Foundation
import PlumbCore

extension BaselineStats {
    /// The kinds of file a baseline environment has, by file-name suffix (longest first).
    static let kindSuffixes = [
        ".accessibility.json", ".accessibility.png", ".frames.json", ".lints.json", ".png",
    ]

    /// Measures the baselines folder at `root`: every regular file of every spec folder, by its size on disk
    /// (`stat`), nothing decoded.
    ///
    /// - Throws: `BaselineStatsError` when `root` is not a folder or a spec folder cannot be listed.
    public static func measure(root: String) throws(BaselineStatsError) -> BaselineStats {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            throw .notAFolder(root)
        }
        var stats = BaselineStats(root: root)
        var specs: [String: (tally: Tally, labels: Set<String>)] = [:]
        var kinds: [String: (tally: Tally, labels: Set<String>)] = [:]
        var axes: [Axis: [String: (tally: Tally, labels: Set<String>)]] = [:]
        let folders: [String]
        do { folders = try manager.contentsOfDirectory(atPath: root).sorted() } catch {
            throw .unreadable(path: root, reason: error.localizedDescription)
        }
        for folder in folders where !folder.hasPrefix(".") {
            let path = root + "/" + folder
            guard manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                if let size = fileSize(path) { stats.total.add(size) }
                continue
            }
            let files: [String]
            do { files = try manager.contentsOfDirectory(atPath: path).sorted() } catch {
                throw .unreadable(path: path, reason: error.localizedDescription)
            }
            var entry = specs[folder] ?? (Tally(), [])
            for file in files {
                guard let size = fileSize(path + "/" + file) else { continue }
                stats.total.add(size)
                entry.tally.add(size)
                let suffix = kindSuffixes.first { file.hasSuffix($0) }
                let label = suffix.map { String(file.dropLast($0.count)) }
                let environment = label.flatMap(EnvironmentLabel.init)
                let kind = environment == nil ? "other" : String(suffix!.dropFirst())
                let id = folder + "/" + (label ?? file)
                kinds[kind, default: (Tally(), [])].tally.add(size)
                kinds[kind, default: (Tally(), [])].labels.insert(id)
                guard let environment else { continue }
                entry.labels.insert(id)
                for axis in Axis.allCases {
                    guard let value = environment.value(axis) else { continue }
                    axes[axis, default: [:]][value, default: (Tally(), [])].tally.add(size)
                    axes[axis, default: [:]][value, default: (Tally(), [])].labels.insert(id)
                }
            }
            specs[folder] = entry
        }
        func shares(_ byName: [String: (tally: Tally, labels: Set<String>)]) -> [Share] {
            byName.map { Share(name: $0.key, tally: $0.value.tally, environments: $0.value.labels.count) }
                .sorted { ($0.tally.bytes, $1.name) > ($1.tally.bytes, $0.name) }
        }
        stats.specs = shares(specs)
        stats.kinds = shares(kinds)
        stats.environments = specs.values.reduce(0) { $0 + $1.labels.count }
        stats.axes = axes.compactMap { axis, byValue -> AxisWeight? in
            guard byValue.count > 1 else { return nil }
            let values = shares(byValue)
            let kept = axis.defaultValue.flatMap { byValue[$0] == nil ? nil : $0 } ?? values[0].name
            let saved = values.filter { $0.name != kept }.reduce(0) { $0 + $1.tally.bytes }
            return AxisWeight(axis: axis, values: values, kept: kept, savedBytes: saved)
        }.sorted { ($0.savedBytes, $1.axis.rawValue) > ($1.savedBytes, $0.axis.rawValue) }
        return stats
    }

    /// The size of a regular file; `nil` for anything else (a folder, a link to nowhere).
    private static func fileSize(_ path: String) -> Int? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType == .typeRegular
        else { return nil }
        return (attributes[.size] as? NSNumber)?.intValue
    }
}

/// Why a baselines folder could not be measured.
public enum BaselineStatsError: InputError, Equatable {
    case notAFolder(String)
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .notAFolder(let path):
            "\(path): no baselines folder there (give the folder plumb record wrote, e.g. plumb stats Baselines)"
        case .unreadable(let path, let reason): "\(path): cannot list the folder: \(reason)"
        }
    }
}
