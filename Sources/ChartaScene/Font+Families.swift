extension Font {
    /// The families of a CSS-style list (`Liberation Sans, Arial, "Helvetica Neue", sans-serif`), in
    /// order, with whitespace and quotes taken off; `sans-serif` when the list is empty.
    package static func familyNames(in list: String) -> [String] {
        func isQuoteOrSpace(_ c: Character) -> Bool {
            switch c {
            case " ", "\t", "\n", "\"", "'": true
            default: false
            }
        }
        let names = list.split(separator: ",").map { part -> String in
            var slice = part[...]
            while let first = slice.first, isQuoteOrSpace(first) { slice = slice.dropFirst() }
            while let last = slice.last, isQuoteOrSpace(last) { slice = slice.dropLast() }
            return String(slice)
        }.filter { !$0.isEmpty }
        return names.isEmpty ? ["sans-serif"] : names
    }
}
