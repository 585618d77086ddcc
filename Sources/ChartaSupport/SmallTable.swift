/// A table of a few entries searched in order, for caches that hold a handful of keys (tick labels per
/// layout, fonts per process). The first dictionary or set a process makes with a new key type has the
/// Swift runtime look up the key's `Hashable` conformance by scanning every loaded library's
/// conformances, about 0.3 ms with Foundation loaded: more than a short list costs in a whole render.
/// So that the table itself asks for no conformance when it is made, its type puts no requirement on
/// `Key`; only its look-ups need `Key` to be equatable.
package struct SmallTable<Key, Value> {
    private var entries: [(key: Key, value: Value)] = []

    package init() {}

    /// How many entries the table holds.
    package var count: Int { entries.count }

    /// Adds an entry for a key the table does not hold.
    package mutating func append(_ key: Key, _ value: Value) {
        entries.append((key, value))
    }
}

extension SmallTable where Key: Equatable {
    /// The value for `key`, if any.
    package subscript(key: Key) -> Value? {
        for entry in entries where entry.key == key { return entry.value }
        return nil
    }

    /// The value for `key`, made by `make` and kept the first time; nil (and nothing kept) when `make`
    /// gives nil.
    package mutating func value(for key: Key, _ make: () -> Value?) -> Value? {
        if let known = self[key] { return known }
        guard let made = make() else { return nil }
        append(key, made)
        return made
    }
}
