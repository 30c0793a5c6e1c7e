import Foundation
import Prelude
import Testing

/// What the encoder decides where Foundation's encoder gave another path, trapped or had no
/// exact answer: paths through nested containers, containers used out of turn, a NaN inside
/// a `JSON` value, `JSON` values inside a type, keys that differ only in normalization.
@Suite("JSON(encoding:): paths, containers used out of turn, NaN, JSON inside a type")
struct JSONEncodingDirectTests {
    @Test("a NaN or infinity inside a JSON value cannot be encoded, and the error names its path")
    func nonFiniteWhenEncoding() throws {
        let error = try #require(encodingError(Field(v: ["a": [1, .double(.nan)]] as JSON)))
        #expect(error.path == "v.a[1]")
        #expect(error.message == "Unable to encode Double.nan directly in JSON.")
        #expect(encodingError(JSON.double(.infinity))?.path == "")
        let decimal = try #require(encodingError(Field(v: Decimal.nan)))
        #expect(decimal.path == "v" && decimal.message == "Unable to encode Decimal.NaN directly in JSON.")
    }

    @Test("a JSON value inside a type is encoded as it is")
    func jsonAsItIs() throws {
        let value: JSON = ["whole": .double(3.0), "negativeZero": .double(-0.0), "list": [1, 2.5, "s", nil, false]]
        #expect(try JSON(encoding: Field(v: value)) == ["v": value])
        #expect(try JSON(encoding: value) == value)
        let members = try #require(value.objectValue)
        #expect(try JSON(encoding: members) == value)
    }

    @Test("keys that differ only in normalization are two keys")
    func keysByScalars() throws {
        #expect(try JSON(encoding: Accents(composed: 1, decomposed: 2)) == .object(["\u{E9}": 1, "e\u{301}": 2]))
    }

    @Test("an error inside nested containers names the whole path, and so does every coding path")
    func encodingPaths() throws {
        struct Deep: Encodable {
            enum Key: CodingKey { case a }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                var elements = container.nestedUnkeyedContainer(forKey: .a)
                try elements.encode(1)
                try elements.encode(Field(v: [1.0, 2.0, .infinity]))
            }
        }
        #expect(encodingError(Deep())?.path == "a[1].v[2]")

        struct Paths: Encodable {
            enum Key: CodingKey { case a }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                var elements = container.nestedUnkeyedContainer(forKey: .a)
                try elements.encode(1)
                let superEncoder = elements.superEncoder()
                var inner = superEncoder.container(keyedBy: Key.self)
                let innerSuper = inner.superEncoder()
                let paths = [
                    encoder.codingPath, container.codingPath, elements.codingPath, superEncoder.codingPath,
                    inner.codingPath, innerSuper.codingPath,
                ]
                try paths.map(JSONDecodingError.format).joined(separator: "|").encode(to: innerSuper)
            }
        }
        #expect(try JSON(encoding: Paths()) == ["a": [1, ["super": "||a|a[1]|a[1]|a[1].super"]]])
    }

    @Test("containers used out of turn: the last write wins, and nothing traps")
    func outOfTurn() throws {
        struct NestedAfterValue: Encodable {
            enum Key: CodingKey { case a }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(1, forKey: .a)
                var nested = container.nestedContainer(keyedBy: Key.self, forKey: .a)
                try nested.encode(2, forKey: .a)
            }
        }
        struct NestedTwice: Encodable {
            enum Key: CodingKey { case a, b }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                var first = container.nestedContainer(keyedBy: Key.self, forKey: .a)
                try container.encode(0, forKey: .b)
                try first.encode(1, forKey: .a)
                var again = container.nestedContainer(keyedBy: Key.self, forKey: .a)
                try again.encode(2, forKey: .b)
            }
        }
        struct UnkeyedAfterKeyed: Encodable {
            enum Key: CodingKey { case a }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(1, forKey: .a)
                var elements = encoder.unkeyedContainer()
                try elements.encode(2)
            }
        }
        struct SingleTwice: Encodable {
            func encode(to encoder: any Encoder) throws {
                var single = encoder.singleValueContainer()
                try single.encode(1)
                try single.encode("two")
            }
        }
        #expect(try JSON(encoding: NestedAfterValue()) == ["a": ["a": 2]])
        #expect(try JSON(encoding: NestedTwice()) == ["a": ["a": 1, "b": 2], "b": 0])
        #expect(try JSON(encoding: UnkeyedAfterKeyed()) == [2])
        #expect(try JSON(encoding: SingleTwice()) == "two")
    }

    @Test("a container kept past its value's encode(to:) writes nowhere, even when its buffer serves another object")
    func keptContainer() throws {
        enum Key: CodingKey { case a, b, c }
        final class Stash {
            var container: KeyedEncodingContainer<Key>?
        }
        struct First: Encodable {
            let stash: Stash
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(1, forKey: .a)
                stash.container = container
            }
        }
        struct Second: Encodable {
            let stash: Stash
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(2, forKey: .b)
                try stash.container?.encode(3, forKey: .c)
            }
        }
        struct Both: Encodable {
            let first: First
            let second: Second
        }
        let stash = Stash()
        let json = try JSON(encoding: Both(first: First(stash: stash), second: Second(stash: stash)))
        #expect(json == ["first": ["a": 1], "second": ["b": 2]])
        try stash.container?.encode(4, forKey: .c)
        #expect(try JSON(encoding: Both(first: First(stash: Stash()), second: Second(stash: Stash()))) == json)
    }

    @Test("an encode inside an encode(to:) works on an encoder of its own, and the outer one goes on")
    func encodeInsideEncode() throws {
        struct Inner: Encodable {
            let name = "inner"
            let values = [1.5, 2]
        }
        struct Outer: Encodable {
            enum Key: CodingKey { case before, nested, after }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(1, forKey: .before)
                try container.encode(try JSON(encoding: Inner()), forKey: .nested)
                try container.encode(2, forKey: .after)
            }
        }
        let expected: JSON = ["before": 1, "nested": ["name": "inner", "values": [1.5, 2]], "after": 2]
        #expect(try JSON(encoding: Outer()) == expected)
        #expect(try JSON(encoding: [Outer(), Outer()]) == [expected, expected])
    }

    @Test("encodes running at once on many threads each make their own values")
    func manyThreads() throws {
        struct Row: Encodable {
            let thread: Int
            let index: Int
            let tags: [String]
        }
        let failures = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<300 {
                let expected: JSON = [
                    "thread": .int(thread), "index": .int(index),
                    "tags": .array([.string("t\(thread)"), .string("i\(index)")]),
                ]
                let encoded = try? JSON(encoding: Row(thread: thread, index: index, tags: ["t\(thread)", "i\(index)"]))
                if encoded != expected {
                    failures.withLock { $0.append("\(thread)/\(index): \(String(describing: encoded))") }
                }
            }
        }
        #expect(failures.value.isEmpty, "\(failures.value.prefix(3))")
    }

    @Test("a large value goes through encoding and decoding unchanged")
    func roundTrip() throws {
        struct Row: Codable, Equatable {
            let id: Int
            let name: String
            let tags: [String]
            let score: Double?
            let nested: [String: [Int]]
        }
        let rows = (0..<200).map { index in
            Row(
                id: index, name: "row \(index) \u{E9}\"\n", tags: index % 3 == 0 ? [] : ["a", "b\(index)"],
                score: index % 5 == 0 ? nil : Double(index) / 7, nested: ["k\(index % 4)": [index, -index]])
        }
        let json = try JSON(encoding: rows)
        #expect(try json.decode([Row].self) == rows)
        #expect(try JSON(parsing: json.serialized()) == json)
    }
}
