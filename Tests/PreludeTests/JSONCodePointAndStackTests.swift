import Foundation
import Prelude
import Testing

@Suite("JSON compares by code point, keeps -0, and parses deep nesting on a small stack")
struct JSONCodePointAndStackTests {
    @Test("strings that are canonically equivalent but differ in scalars are different values")
    func stringsByScalars() throws {
        let composed = JSON.string("\u{E9}")
        let decomposed = JSON.string("e\u{301}")
        #expect(composed != decomposed)
        // Compared as bytes: `String`'s own `==` would call the two texts equal.
        #expect(try composed.utf8() != decomposed.utf8())
        #expect(try Array(composed.serialized().utf8) == composed.utf8())
        #expect(JSON.string("\u{212B}") != JSON.string("\u{C5}"))
        #expect(JSON.string("\u{E9}") == JSON.string("\u{E9}"))
        let objects: (JSON, JSON) = (["\u{E9}": 1], ["e\u{301}": 1])
        #expect(objects.0 != objects.1)
        #expect(try objects.0.utf8() != objects.1.utf8())
    }

    @Test("equal values serialize to equal bytes, for every pair of these")
    func equalMeansSameText() throws {
        let values: [JSON] = [
            .string("\u{E9}"), .string("e\u{301}"), .double(0), .double(-0.0), .int(0),
            ["\u{212B}": 1], ["\u{C5}": 1], [.string("\u{E9}")], [.string("e\u{301}")],
        ]
        for left in values {
            for right in values where left == right {
                #expect(try left.utf8() == right.utf8())
            }
        }
    }

    @Test("-0 keeps its sign through parsing and writing")
    func negativeZero() throws {
        let parsed = try JSON(parsing: "-0")
        #expect(parsed.doubleValue?.sign == .minus)
        #expect(parsed.intValue == 0)
        #expect(try parsed.serialized() == "-0.0")
        #expect(try JSON(parsing: parsed.serialized()) == parsed)
        #expect(try JSON(parsing: "[-0,0]").serialized() == "[-0.0,0]")
        #expect(JSON.double(-0.0) != JSON.double(0.0))
        #expect(try JSON(parsing: "-9223372036854775808") == .int(.min))
        #expect(try JSON(parsing: "9223372036854775808") == .double(9_223_372_036_854_775_808))
    }

    @Test("512 levels of arrays and objects parse on a thread with a 512 KiB stack")
    func deepNestingOnSmallStack() {
        let depth = JSON.maximumDepth
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let objects = String(repeating: #"{"a":"#, count: depth - 1) + "{}" + String(repeating: "}", count: depth - 1)
        let tooDeep = "[" + arrays + "]"
        let outcome = Locked<[String]>([])
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            for text in [arrays, objects, tooDeep] {
                do throws(JSONParseError) {
                    let value = try JSON(parsing: text)
                    outcome.withLock { $0.append(value.typeName) }
                } catch {
                    outcome.withLock { $0.append(error.message) }
                }
            }
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        #expect(done.wait(timeout: .now() + 120) == .success)
        #expect(
            outcome.value == [
                "array", "object", "arrays and objects nest deeper than \(depth) levels",
            ])
    }
}
