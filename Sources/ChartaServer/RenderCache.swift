import Charta
import ChartaVegaLite
import Crypto
import Foundation
import NIOConcurrencyHelpers

/// Rendered charts by content: the key is the SHA-256 of the spec's bytes and every setting that changes
/// the output, so equal requests share an entry on every instance and the key doubles as the `ETag`.
/// Least recently used entries are dropped to stay within a byte budget (an entry larger than the
/// whole budget is not kept). Safe to use from many threads.
public final class RenderCache: Sendable {
    /// One cached chart.
    public struct Entry: Sendable {
        /// The encoded chart.
        public var bytes: Data
        /// Its media type.
        public var mediaType: String
        /// Its `ETag` (quoted).
        public var etag: String
        /// The data files it was drawn from, as they were then: the entry holds only while they are current.
        public var dataFiles: [VegaLiteReader.DataFileStamp]
        /// The frame of the chart's plot in points, for answers that report it (a zoomable chart's).
        public var plotFrame: Rect?

        /// Creates an entry.
        public init(
            bytes: Data, mediaType: String, etag: String, dataFiles: [VegaLiteReader.DataFileStamp] = [],
            plotFrame: Rect? = nil
        ) {
            self.bytes = bytes
            self.mediaType = mediaType
            self.etag = etag
            self.dataFiles = dataFiles
            self.plotFrame = plotFrame
        }
    }

    /// The byte budget.
    public let capacity: Int
    private let state: NIOLockedValueBox<LRU>

    /// Creates an empty cache holding at most `capacity` bytes of charts.
    public init(capacity: Int) {
        self.capacity = max(0, capacity)
        state = NIOLockedValueBox(LRU())
    }

    /// The content key of a render: SHA-256 over length-prefixed parts, in hexadecimal.
    public static func key(_ parts: [Data]) -> String {
        var hash = SHA256()
        for part in parts {
            withUnsafeBytes(of: UInt64(part.count).littleEndian) { hash.update(bufferPointer: $0) }
            hash.update(data: part)
        }
        return hash.finalize().map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }

    /// The quoted `ETag` of a render: its key, and with data files their stamps too.
    public static func etag(key: String, dataFiles: [VegaLiteReader.DataFileStamp]) -> String {
        let tag = dataFiles.isEmpty ? key : RenderCache.key([Data(key.utf8)] + dataFiles.map { Data("\($0)".utf8) })
        return "\"\(tag.prefix(40))\""
    }

    /// The entry for `key`, marking it most recently used.
    public func get(_ key: String) -> Entry? { state.withLockedValue { $0.get(key) } }

    /// Stores `entry` under `key`, dropping least recently used entries to stay within the budget.
    public func put(_ key: String, _ entry: Entry) {
        let cost = entry.bytes.count + key.utf8.count
        guard cost <= capacity else { return }
        state.withLockedValue { $0.put(key, entry, cost: cost, capacity: capacity) }
    }

    /// Bytes held now.
    public var bytes: Int { state.withLockedValue { $0.bytes } }

    /// Entries held now.
    public var count: Int { state.withLockedValue { $0.slots.count } }
}

/// A least-recently-used list: a dictionary from key to slot and a doubly linked list of slots in
/// order of use, so that lookups, insertions and evictions are O(1).
struct LRU {
    struct Slot {
        var key: String
        var entry: RenderCache.Entry
        var cost: Int
        var newer: Int?
        var older: Int?
    }
    var slots: [String: Int] = [:]
    var storage: [Slot?] = []
    var free: [Int] = []
    var newest: Int?
    var oldest: Int?
    var bytes = 0

    mutating func get(_ key: String) -> RenderCache.Entry? {
        guard let i = slots[key], let slot = storage[i] else { return nil }
        unlink(i)
        link(i)
        return slot.entry
    }

    mutating func put(_ key: String, _ entry: RenderCache.Entry, cost: Int, capacity: Int) {
        if let i = slots[key] { remove(i) }
        while bytes + cost > capacity, let last = oldest { remove(last) }
        let slot = Slot(key: key, entry: entry, cost: cost)
        let i: Int
        if let reused = free.popLast() {
            i = reused
            storage[i] = slot
        } else {
            i = storage.count
            storage.append(slot)
        }
        slots[key] = i
        bytes += cost
        link(i)
    }

    private mutating func remove(_ i: Int) {
        guard let slot = storage[i] else { return }
        unlink(i)
        slots[slot.key] = nil
        bytes -= slot.cost
        storage[i] = nil
        free.append(i)
    }

    /// Makes slot `i` the newest.
    private mutating func link(_ i: Int) {
        storage[i]?.older = newest
        storage[i]?.newer = nil
        if let n = newest { storage[n]?.newer = i }
        newest = i
        if oldest == nil { oldest = i }
    }

    private mutating func unlink(_ i: Int) {
        guard let slot = storage[i] else { return }
        if let n = slot.newer { storage[n]?.older = slot.older } else { newest = slot.older }
        if let o = slot.older { storage[o]?.newer = slot.newer } else { oldest = slot.newer }
        storage[i]?.newer = nil
        storage[i]?.older = nil
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
