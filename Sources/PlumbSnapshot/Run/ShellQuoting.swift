import PlumbCore

/// Quotes `word` for a POSIX shell only when it needs it: `'it'\''s'`.
func shellQuoted(_ word: String) -> String {
    let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./:@%+=,-")
    if !word.isEmpty && word.allSatisfy({ plain.contains($0) }) { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// The command that re-records one environment of `source` into `baselines`.
func recordCommand(source: String, key: EnvironmentKey, baselines: String) -> String {
    var words = ["plumb", "record", shellQuoted(source), "--width", formatNumber(key.width), "--category", key.category]
    if key.scale != 1 { words += ["--scale", "\(key.scale)"] }
    if key.direction != "ltr" { words += ["--direction", key.direction] }
    if baselines != BaselineStore.defaultRoot { words += ["--baselines", shellQuoted(baselines)] }
    return words.joined(separator: " ")
}
