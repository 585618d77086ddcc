import Testing

@testable import ChartaSVG

@Suite("Byte writer")
struct ByteWriterTests {
    @Test("a copy that is written to keeps its own bytes, and so does the original")
    func copiesAreValues() {
        var a = ByteWriter(capacity: 64)
        a.write("shared ")
        var b = a
        b.write("copy")
        a.write("original")
        #expect(String(decoding: a.bytes, as: UTF8.self) == "shared original")
        #expect(String(decoding: b.bytes, as: UTF8.self) == "shared copy")
    }

    @Test("growing far past the first capacity keeps every byte, in order")
    func growthKeepsBytes() {
        var writer = ByteWriter(capacity: 64)
        var expected: [UInt8] = []
        for i in 0..<50_000 {
            let byte = UInt8(truncatingIfNeeded: i &* 31 &+ 7)
            writer.write(byte)
            expected.append(byte)
            if i % 997 == 0 {
                writer.withUnsafeSpace(reserve: 4096) { out in
                    for k in 0..<3 { out[k] = UInt8(k) }
                    return 3
                }
                expected += [0, 1, 2]
            }
        }
        #expect(writer.count == expected.count)
        #expect(writer.bytes == expected)
    }

    @Test("finish puts the head in front and the tail behind, and empties the writer")
    func finishJoins() {
        var head = ByteWriter(capacity: 64)
        head.write("<a>")
        var body = ByteWriter(capacity: 64)
        body.write("body")
        let document = body.finish(head: head, tail: "</a>")
        #expect(String(decoding: document, as: UTF8.self) == "<a>body</a>")
        #expect(body.count == 0)
        #expect(head.count == 3)
    }
}
