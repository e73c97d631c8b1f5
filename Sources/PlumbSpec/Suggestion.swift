/// "Did you mean …?" for a misspelt name: the closest known name within a small edit distance.
enum Suggestion {
    /// The name in `candidates` closest to `text` (case-insensitive Levenshtein distance), when it is at most
    /// `maximumDistance` edits away; ties go to the earlier candidate.
    static func closest(to text: String, in candidates: [String], maximumDistance: Int = 2) -> String? {
        let wanted = Array(text.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(wanted, Array(candidate.lowercased()))
            if distance <= maximumDistance, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The Levenshtein distance between two character arrays (insertions, deletions, substitutions).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            if b.isEmpty { current[0] = i }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
