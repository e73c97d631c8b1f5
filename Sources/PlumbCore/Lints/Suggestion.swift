/// "did you mean …?" for a name that is not one of a known list: the closest name within edit distance 2.
public enum Suggestion {
    /// The known name closest to `name` (case-insensitive Levenshtein distance at most 2, ties to the first), or `nil`.
    public static func closest(to name: String, in known: [String]) -> String? {
        let lowered = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in known where candidate != name {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if distance <= 2, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// ` (did you mean `width`?)` or the empty string, to append to an error message.
    public static func didYouMean(_ name: String, in known: [String]) -> String {
        closest(to: name, in: known).map { " (did you mean `\($0)`?)" } ?? ""
    }

    /// Levenshtein distance: insertions, deletions and substitutions of one character each cost 1.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
