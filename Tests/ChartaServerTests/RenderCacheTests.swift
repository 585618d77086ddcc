import ChartaServer
import ChartaVegaLite
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The cache of rendered charts: a byte budget, least recently used first out, and entries that hold
/// only while the data files they were drawn from are unchanged.
@Suite struct RenderCacheTests {
    /// An entry of `size` bytes.
    static func entry(_ size: Int, _ fill: UInt8 = 1) -> RenderCache.Entry {
        RenderCache.Entry(bytes: Data(repeating: fill, count: size), mediaType: "image/svg+xml", etag: "\"t\"")
    }

    @Test func theByteBudgetHoldsAndTheLeastRecentlyUsedEntryGoesFirst() {
        // Each entry costs its bytes and its key: 29 + 1 = 30 bytes; three fit in 100, four do not.
        let cache = RenderCache(capacity: 100)
        for key in ["a", "b", "c"] { cache.put(key, Self.entry(29)) }
        #expect(cache.count == 3)
        #expect(cache.bytes == 90)
        #expect(cache.get("a") != nil)  // "b" is now the least recently used
        cache.put("d", Self.entry(29))
        #expect(cache.bytes <= cache.capacity)
        #expect(cache.get("b") == nil)
        #expect(["a", "c", "d"].allSatisfy { cache.get($0) != nil })
        // Two more entries push out the two least recently used: "a" then "c" (order of the gets above).
        cache.put("e", Self.entry(29))
        cache.put("f", Self.entry(29))
        #expect(cache.get("a") == nil)
        #expect(cache.get("c") == nil)
        #expect(["d", "e", "f"].allSatisfy { cache.get($0) != nil })
        #expect(cache.bytes == 90)
    }

    @Test func anEntryLargerThanTheBudgetIsNotKeptAndEvictsNothing() {
        let cache = RenderCache(capacity: 100)
        cache.put("a", Self.entry(50))
        cache.put("big", Self.entry(100))  // 100 + 3 bytes of key
        #expect(cache.get("big") == nil)
        #expect(cache.get("a") != nil)
        #expect(cache.bytes == 51)
        let off = RenderCache(capacity: 0)
        off.put("a", Self.entry(1))
        #expect(off.count == 0)
    }

    @Test func replacingAnEntryCountsOnlyTheNewOne() {
        let cache = RenderCache(capacity: 100)
        cache.put("a", Self.entry(20, 1))
        cache.put("a", Self.entry(40, 2))
        #expect(cache.count == 1)
        #expect(cache.bytes == 41)
        #expect(cache.get("a")?.bytes.first == 2)
    }

    @Test func aChangedDataFileIsReadAfreshWithANewETag() async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("charta-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: data) }
        let file = data.appendingPathComponent("points.csv")
        try "a,b\n1,2\n3,4\n".write(to: file, atomically: true, encoding: .utf8)
        let server = ServerFixtures.server { $0.dataDirectory = data }
        let body = ByteBuffer(string: ServerFixtures.reading("points.csv"))
        try await server.application().test(.router) { client in
            let first = try await client.execute(uri: "/render", method: .post, body: body)
            let again = try await client.execute(uri: "/render", method: .post, body: body)
            #expect(first.status == .ok)
            let etag = try #require(first.headers[.eTag])
            #expect(again.headers[.eTag] == etag)
            #expect(ServerFixtures.text(again) == ServerFixtures.text(first))
            #expect(server.cache.count == 1)

            try "a,b\n1,2\n3,4\n5,9\n".write(to: file, atomically: true, encoding: .utf8)
            let changed = try await client.execute(
                uri: "/render", method: .post, headers: [.ifNoneMatch: etag], body: body)
            #expect(changed.status == .ok)
            let newTag = try #require(changed.headers[.eTag])
            #expect(newTag != etag)
            #expect(ServerFixtures.text(changed) != ServerFixtures.text(first))
            #expect(ServerFixtures.text(first).contains("with 2 data items"))
            #expect(ServerFixtures.text(changed).contains("with 3 data items"))
            let notModified = try await client.execute(
                uri: "/render", method: .post, headers: [.ifNoneMatch: newTag], body: body)
            #expect(notModified.status == .notModified)
        }
    }
}
