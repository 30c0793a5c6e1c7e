import Dispatch
import Prelude
import Testing

/// The parser keeps its scratch memory on each thread from one parse to the next: whatever
/// an earlier parse left there (a larger or smaller document, another nesting, an error
/// halfway), the next parse reads exactly what its own text says.
@Suite("JSON parsing: scratch memory kept between parses on a thread")
struct JSONParserScratchReuseTests {
    /// A document of one shape and size, with the value its text must parse to.
    struct Shape {
        let name: String
        let value: JSON
    }

    /// Values of very different sizes and nestings: below the 32 values that fit on the
    /// stack, just above, well above, past the 32 KiB a thread keeps, and nested deep.
    static let shapes: [Shape] = {
        func strings(_ count: Int) -> JSON {
            .array(JSON.Array((0..<count).map { .string("value number \($0) of \(count), long enough") }))
        }
        func object(_ count: Int) -> JSON {
            var object = JSON.Object()
            for index in 0..<count { object["key\(index * 7919 % count)-\(index)"] = .int(index) }
            return .object(object)
        }
        func nested(_ depth: Int) -> JSON {
            var value: JSON = "leaf"
            for level in 0..<depth {
                value = level.isMultiple(of: 3) ? ["k\(level)": value, "n": .int(level)] : [.int(level), value]
            }
            return value
        }
        return [
            Shape(name: "small", value: ["a": 1, "b": [true, nil]]),
            Shape(name: "33 strings", value: strings(33)),
            Shape(name: "300 strings", value: strings(300)),
            Shape(name: "5,000 strings", value: strings(5_000)),
            Shape(name: "object of 1,000", value: object(1_000)),
            Shape(name: "object of 3,000", value: object(3_000)),
            Shape(name: "nested 40", value: nested(40)),
            Shape(name: "nested 500", value: nested(500)),
            Shape(name: "scalar", value: 42),
        ]
    }()

    /// Parses every shape's text in `order`, checking each against its value.
    static func parseAll(_ texts: [String], order: [Int]) throws -> Bool {
        var allEqual = true
        for index in order {
            allEqual = try JSON(parsing: texts[index]) == shapes[index].value && allEqual
        }
        return allEqual
    }

    /// Every shape's compact text, in the order of ``shapes``.
    static func texts() throws -> [String] {
        try shapes.map { try $0.value.serialized() }
    }

    @Test("documents of very different sizes and nestings, one after another, read right")
    func mixedShapesInTurn() throws {
        let texts = try Self.texts()
        let forwards = Array(Self.shapes.indices)
        #expect(try Self.parseAll(texts, order: forwards + forwards.reversed() + forwards))
        // Each shape twice in a row, then small ones after large.
        #expect(try Self.parseAll(texts, order: forwards.flatMap { [$0, $0] } + [3, 0, 7, 0, 5, 1]))
    }

    @Test("many concurrent tasks parse mixed documents and each reads its own")
    func concurrentTasks() async throws {
        let texts = try Self.texts()
        let count = Self.shapes.count
        let results = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<32 {
                group.addTask {
                    let order = (0..<(3 * count)).map { (task + $0 * 5) % count }
                    return (try? Self.parseAll(texts, order: order)) ?? false
                }
            }
            var all: [Bool] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 32 && results.allSatisfy { $0 })
    }

    @Test("threads that parse and exit leave nothing behind that a later parse reads")
    func threadsThatExit() throws {
        let texts = try Self.texts()
        let threads = (0..<8).map { thread in
            onThread {
                let order = (0..<Self.shapes.count).map { ($0 + thread) % Self.shapes.count }
                #expect((try? Self.parseAll(texts, order: order)) == true)
            }
        }
        for thread in threads { #expect(thread.wait(timeout: .now() + 60) == .success) }
        #expect(try Self.parseAll(texts, order: Array(Self.shapes.indices)))
    }

    @Test("an error halfway through a large document leaves the next parse correct")
    func errorThenParse() throws {
        let texts = try Self.texts()
        // Open arrays and objects, pending keys and strings, then a bad byte.
        let broken = [
            (String(texts[3].dropLast()) + ",x]", "unexpected 'x'; expected a value"),
            (String(texts[4].dropLast()) + "," + String(texts[4].dropFirst()), "appears twice in one object"),
            (texts[7].replacing("\"leaf\"", with: #""le\qaf""#), "is not a JSON escape"),
            (String(repeating: "[{\"a\":\"some string value\",\"b\":", count: 200) + "tru", "expected a value"),
        ]
        for (text, message) in broken {
            #expect {
                try JSON(parsing: text)
            } throws: { error in
                (error as? JSONParseError)?.message.contains(message) == true
            }
            #expect(try Self.parseAll(texts, order: Array(Self.shapes.indices)))
        }
    }
}
