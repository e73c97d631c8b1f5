import Foundation
import PlumbCore
import PlumbSpec
import PlumbText

/// The system-font folder of a run (`systemFont:`, `--system-font`, `PLUMB_SYSTEM_FONT`, an assertion's
/// `systemFont:`), read and checked, its problems turned into `SubjectError`s naming where it was given.
public enum SystemFonts {
    /// The environment variable a CI machine sets to its copy of the team's SF Pro folder.
    public static let environmentVariable = "PLUMB_SYSTEM_FONT"

    /// The folder `PLUMB_SYSTEM_FONT` names in `environment`, or `nil` when it is unset or empty.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    )
        -> String?
    {
        environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `folder` read as a system-font folder (relative paths taken from `relativeTo`, else the working directory).
    ///
    /// - Throws: `SubjectError.systemFont` with `location` or `origin` when it does not exist, is not a folder,
    ///   holds a FIFO or device named as a font, or has no SF Pro file.
    public static func load(
        _ folder: String, relativeTo base: String? = nil, location: SpecLocation? = nil, origin: String
    ) throws(SubjectError) -> SystemFont {
        let path =
            folder.hasPrefix("/") || base == nil
            ? folder : URL(fileURLWithPath: base!).appendingPathComponent(folder).path
        do { return try SystemFont.load(folder: path) } catch {
            throw .systemFont(message: error.description, location: location, origin: origin)
        }
    }

    /// The one system-font folder `subjects` draw with, read, or `nil` when none names one.
    ///
    /// - Throws: `SubjectError.systemFont` when two subjects name different folders (a run pins one set of fonts),
    ///   or the folder cannot be used.
    public static func of(_ subjects: [Subject]) throws(SubjectError) -> SystemFont? {
        var folders: [String] = []
        for folder in subjects.compactMap(\.systemFont) where !folders.contains(folder) { folders.append(folder) }
        guard let folder = folders.first else { return nil }
        guard folders.count == 1 else {
            throw .systemFont(
                message:
                    "the specs name different system-font folders (\(folders.joined(separator: ", "))); a run draws with one: "
                    + "give it with --system-font or PLUMB_SYSTEM_FONT, or run them separately",
                location: nil, origin: "systemFont")
        }
        return try load(folder, origin: "systemFont")
    }
}
