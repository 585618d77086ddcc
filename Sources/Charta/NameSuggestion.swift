/// “Did you mean …?” for a misspelt name: the valid name nearest to it by edit distance.
///
/// The distance is the optimal string alignment distance (Damerau–Levenshtein restricted to edits that
/// do not overlap; Damerau 1964, Boytsov 2011): one insertion, deletion, substitution or swap of two
/// neighbouring characters costs 1, so `feild` is 1 from `field` and `quantitive` 2 from
/// `quantitative`. Case is ignored. Every place that suggests a name uses this one helper.
package enum NameSuggestion {
    /// The edit distance between `a` and `b`, ignoring case.
    package static func distance(_ a: String, _ b: String) -> Int {
        let s = Array(a.lowercased())
        let t = Array(b.lowercased())
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        // Three rows of the dynamic-programming table: two back (for swaps), one back and the current.
        var before = [Int](repeating: 0, count: t.count + 1)
        var previous = Array(0...t.count)
        var current = [Int](repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            current[0] = i
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] { d = min(d, before[j - 2] + 1) }
                current[j] = d
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[t.count]
    }

    /// The candidate nearest to `name`, when it is near enough to be a likely typo: at most a third of
    /// the name's length away (at least 1, at most 3 edits). Ties go to the candidate first in sorted
    /// order, so the answer does not depend on the order given. Nil when `name` is itself a candidate.
    package static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let allowed = min(3, max(1, name.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            if candidate == name { return nil }
            // Names whose lengths differ by more than the allowance cannot be near enough.
            guard abs(candidate.count - name.count) <= allowed else { continue }
            let d = distance(name, candidate)
            guard d <= allowed else { continue }
            if let b = best, b.distance < d || (b.distance == d && b.name < candidate) { continue }
            best = (candidate, d)
        }
        return best?.name
    }
}
