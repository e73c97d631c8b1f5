import PlumbCore

/// Quotes `word` for a POSIX shell only when it needs it: `'it'\''s'`.
func shellQuoted(_ word: String) -> String {
    let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./:@%+=,-")
    if !word.isEmpty && word.allSatisfy({ plain.contains($0) }) { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// The command that re-records one environment of `source` into `baselines`: each axis that makes the environment's
/// label is given as its flag (a device preset by `--device`, a fitted width as `--width fit`), and an axis left at
/// its default is still pinned when `siblings` (the subject's other environments) vary it, so the command records
/// exactly the environment that failed. `extra` comes after the source (a story's `--story NAME`); `program` is the
/// command that runs it, already quoted for the shell (`plumb`, or a team's own CLI as it was invoked).
func recordCommand(
    source: String, environment: Environment, siblings: [Environment] = [], extra: [String] = [], baselines: String,
    program: String = "plumb"
) -> String {
    func varies<Value: Equatable>(_ value: (Environment) -> Value) -> Bool {
        siblings.contains { value($0) != value(environment) }
    }
    let file = source.hasPrefix("/") ? PrintedPath.relative(source) : source
    var words = [program, "record", shellQuoted(file)] + extra.map(shellQuoted)
    if let device = environment.device, !environment.fitsWidth {
        words += ["--device", device.name]
        if environment.scale != device.scale { words += ["--scale", "\(environment.scale)"] }
    } else {
        words += ["--width", environment.fitsWidth ? "fit" : formatNumber(environment.width)]
        if environment.scale != 1 || varies(\.scale) { words += ["--scale", "\(environment.scale)"] }
    }
    words += ["--category", environment.category.shortName]
    let forced = environment.localization.forcedDirection != nil
    if !forced && (environment.direction == .rtl || varies(\.direction)) {
        words += ["--direction", environment.direction.rawValue]
    }
    if environment.appearance == .dark || varies(\.appearance) {
        words += ["--appearance", environment.appearance.rawValue]
    }
    if environment.contrast == .high || varies(\.contrast) { words += ["--contrast", environment.contrast.rawValue] }
    if environment.localization != .base || varies(\.localization) {
        words += ["--locale", shellQuoted(environment.localization.rawValue)]
    }
    if baselines != BaselineStore.defaultRoot {
        words += ["--baselines", shellQuoted(PrintedPath.relative(baselines))]
    }
    return words.joined(separator: " ")
}

extension SnapshotReport {
    /// ` --baselines DIR` when the check used another folder than `Baselines`, else empty: what `plumb accept` and
    /// `plumb review` need on their command line, since they never take the folder from the report. Inside the
    /// folder the run started in, it is named relative to it (`PrintedPath`).
    public var baselinesFlag: String {
        baselines == BaselineStore.defaultRoot ? "" : " --baselines " + shellQuoted(PrintedPath.relative(baselines))
    }

    /// The command the report's accept commands start with: `plumb`, or the team's own CLI that wrote it.
    public var acceptProgram: String { (program ?? "plumb") + " accept" }
}
