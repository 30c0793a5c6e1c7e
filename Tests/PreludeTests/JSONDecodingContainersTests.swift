import Prelude
import Testing

/// The containers a `Decodable` type asks for: optionals, dictionaries, nested keyed and
/// unkeyed containers, super decoders and the coding path each reports.
@Suite("JSON.decode: optionals, dictionaries and containers")
struct JSONDecodingContainersTests {
    @Test("an explicit null and an absent key both decode as nil; a wrong value is still an error")
    func optionals() throws {
        #expect(try (["v": nil] as JSON).decode(OptionalField<Int>.self).v == nil)
        #expect(try ([:] as JSON).decode(OptionalField<Int>.self).v == nil)
        #expect(try (["v": 3] as JSON).decode(OptionalField<Int>.self).v == 3)
        #expect(try (["v": nil] as JSON).decode(Field<Int??>.self).v == .none)
        #expect(try ([1, nil, 3] as JSON).decode([Int?].self) == [1, nil, 3])
        #expect(try JSON.null.decode(Int?.self) == nil)
        #expect(try JSON.int(3).decode(Int?.self) == 3)
        #expect(try (["a": nil, "b": 1] as JSON).decode([String: Int?].self) == ["a": Int?.none, "b": 1])
    }

    @Test("decodeIfPresent tells an explicit null from an absent key only through contains and decodeNil")
    func nullOrAbsent() throws {
        struct Probe: Decodable {
            enum Key: CodingKey { case v }
            let contains: Bool
            let isNull: Bool?
            let value: Int?
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Key.self)
                contains = container.contains(.v)
                isNull = contains ? try container.decodeNil(forKey: .v) : nil
                value = try container.decodeIfPresent(Int.self, forKey: .v)
            }
        }
        let null = try (["v": nil] as JSON).decode(Probe.self)
        #expect(null.contains && null.isNull == true && null.value == nil)
        let absent = try ([:] as JSON).decode(Probe.self)
        #expect(!absent.contains && absent.isNull == nil && absent.value == nil)
        let present = try (["v": 2] as JSON).decode(Probe.self)
        #expect(present.contains && present.isNull == false && present.value == 2)
    }

    @Test("decodeNil(forKey:) of an absent key is a missing field")
    func decodeNilOfAbsentKey() throws {
        struct Probe: Decodable {
            enum Key: CodingKey { case a }
            init(from decoder: any Decoder) throws {
                _ = try decoder.container(keyedBy: Key.self).decodeNil(forKey: .a)
            }
        }
        let error = try #require(decodingError([:], as: Probe.self))
        #expect(error.path == "a" && error.message == #"missing mandatory field "a""#)
    }

    @Test("dictionaries keyed by String and Int are objects; keys of another type alternate in an array")
    func dictionaries() throws {
        enum Kind: String, Codable { case a, b }
        #expect(try (["1": "a", "2": "b"] as JSON).decode([Int: String].self) == [1: "a", 2: "b"])
        #expect(try (["a", 1] as JSON).decode([Kind: Int].self) == [.a: 1])
        let notAnArray = try #require(decodingError(["a": 1], as: [Kind: Int].self))
        #expect(notAnArray.path == "" && notAnArray.message == "expected an array, found object")
        let notAnObject = try #require(decodingError([1, "a"], as: [Int: String].self))
        #expect(notAnObject.message == "expected an object, found array")
        let badKey = try #require(decodingError(["x": "a"], as: [Int: String].self))
        #expect(badKey.path == "x" && badKey.message == #"expected an integer, found string "a""#)
        let badValue = try #require(decodingError(["1": "a", "2": 3], as: [Int: String].self))
        #expect(badValue.path == "2" && badValue.message == "expected a string, found integer 3")
        let badStringValue = try #require(decodingError(["k1": "a", "k2": 3], as: [String: String].self))
        #expect(badStringValue.path == "k2")
    }

    @Test("keys with escapes and non-ASCII scalars are found")
    func unusualKeys() throws {
        let escaped = try JSON(parsing: #"{"a\"b\\c\n": 1, "\u00e9t\u00e9": 2, "😀": 3}"#)
        let decoded = try escaped.decode([String: Int].self)
        #expect(decoded == ["a\"b\\c\n": 1, "\u{E9}t\u{E9}": 2, "😀": 3])
        struct Keys: Decodable {
            enum CodingKeys: String, CodingKey {
                case quoted = "a\"b\\c\n"
                case accented = "\u{E9}t\u{E9}"
                case emoji = "😀"
            }
            let quoted: Int
            let accented: Int
            let emoji: Int
        }
        let keys = try escaped.decode(Keys.self)
        #expect(keys.quoted == 1 && keys.accented == 2 && keys.emoji == 3)
    }

    @Test("coding keys with integer values are looked up by their string value")
    func integerCodingKeys() throws {
        struct Probe: Decodable {
            enum Key: Int, CodingKey { case first = 1, second = 2 }
            let second: Int
            init(from decoder: any Decoder) throws {
                second = try decoder.container(keyedBy: Key.self).decode(Int.self, forKey: .second)
            }
        }
        #expect(try (["second": 2] as JSON).decode(Probe.self).second == 2)
        let error = try #require(decodingError(["2": 2], as: Probe.self))
        #expect(error.path == "second" && error.message == #"missing mandatory field "second""#)
    }

    /// A type that reads `a` as an array whose second element is an object with `x`.
    struct NestedReader: Decodable {
        enum Key: CodingKey { case a }
        enum Inner: CodingKey { case x }
        let x: Int
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            var elements = try container.nestedUnkeyedContainer(forKey: .a)
            _ = try elements.decode(Int.self)
            x = try elements.nestedContainer(keyedBy: Inner.self).decode(Int.self, forKey: .x)
        }
    }

    /// Payloads `NestedReader` cannot read, with the path and message of their fault.
    static let nestedFaults: [(JSON, String, String)] = [
        (["a": [1, ["x": "s"]]], "a[1].x", #"expected an integer, found string "s""#),
        (["a": [1, ["y": 1]]], "a[1].x", #"missing mandatory field "x""#),
        (["a": [1, 2]], "a[1]", "expected an object, found integer 2"),
        (["a": ["x": 1]], "a", "expected an array, found object"),
    ]

    @Test("nested containers name their path in a fault", arguments: nestedFaults)
    func nestedContainerFaults(json: JSON, path: String, message: String) throws {
        #expect(try (["a": [1, ["x": 5]]] as JSON).decode(NestedReader.self).x == 5)
        let error = try #require(decodingError(json, as: NestedReader.self))
        #expect(error.path == path)
        #expect(error.message == message)
    }

    @Test("a value decoded from a nested container names the nested path, deep inside arrays")
    func decodedThroughNestedContainer() throws {
        struct Reader: Decodable {
            enum Key: CodingKey { case a }
            enum Inner: CodingKey { case x }
            let x: [Field<Int>]
            init(from decoder: any Decoder) throws {
                let nested = try decoder.container(keyedBy: Key.self).nestedContainer(keyedBy: Inner.self, forKey: .a)
                x = try nested.decode([Field<Int>].self, forKey: .x)
            }
        }
        let missing = try #require(decodingError(["a": ["x": [["v": 1], ["v": 2], ["w": 3]]]], as: Reader.self))
        #expect(missing.path == "a.x[2].v" && missing.message == #"missing mandatory field "v""#)
        let misfit = try #require(decodingError(["a": ["x": [["v": 1], ["v": 3.5]]]], as: Reader.self))
        #expect(misfit.path == "a.x[1].v" && misfit.message.hasPrefix("number 3.5 does not fit"))
    }

    @Test("every container reports its coding path; allKeys, contains and the unkeyed counters")
    func codingPaths() throws {
        struct Probe: Decodable {
            enum Key: CodingKey { case a }
            var report: [String] = []
            init(from decoder: any Decoder) throws {
                report.append(JSONDecodingError.format(decoder.codingPath))
                let container = try decoder.container(keyedBy: Key.self)
                report.append(JSONDecodingError.format(container.codingPath))
                var elements = try container.nestedUnkeyedContainer(forKey: .a)
                report.append(JSONDecodingError.format(elements.codingPath))
                let superDecoder = try elements.superDecoder()
                report.append(JSONDecodingError.format(superDecoder.codingPath))
                let inner = try superDecoder.container(keyedBy: Key.self)
                report.append(JSONDecodingError.format(inner.codingPath))
                report.append(JSONDecodingError.format(try inner.superDecoder().codingPath))
                report.append(JSONDecodingError.format(try inner.superDecoder(forKey: .a).codingPath))
                report.append("\(elements.currentIndex) \(String(describing: elements.count)) \(elements.isAtEnd)")
                report.append(
                    "\(inner.allKeys.map(\.stringValue)) \(inner.contains(.a)) \(try inner.decodeNil(forKey: .a))")
            }
        }
        let probe = try (["a": [["a": 1]]] as JSON).decode(Probe.self)
        #expect(
            probe.report == [
                "", "", "a", "a[0]", "a[0]", "a[0].super", "a[0].a", "1 Optional(1) true", #"["a"] true false"#,
            ])
    }

    @Test("allKeys lists the keys the key type knows")
    func allKeys() throws {
        struct Probe: Decodable {
            enum Key: String, CodingKey { case b, a }
            let keys: [String]
            init(from decoder: any Decoder) throws {
                keys = try decoder.container(keyedBy: Key.self).allKeys.map(\.stringValue).sorted()
            }
        }
        #expect(try (["a": 1, "b": 2, "c": 3] as JSON).decode(Probe.self).keys == ["a", "b"])
    }

    @Test("super decoders read the key super, or the key given, and null where it is absent")
    func superDecoders() throws {
        struct Named: Decodable {
            enum Key: CodingKey { case a }
            let value: String
            init(from decoder: any Decoder) throws {
                value = try String(from: try decoder.container(keyedBy: Key.self).superDecoder(forKey: .a))
            }
        }
        struct Super: Decodable {
            enum Key: CodingKey { case a }
            let value: Int
            init(from decoder: any Decoder) throws {
                value = try Int(from: try decoder.container(keyedBy: Key.self).superDecoder())
            }
        }
        #expect(try (["a": "x"] as JSON).decode(Named.self).value == "x")
        let absent = try #require(decodingError([:], as: Named.self))
        #expect(absent.path == "a" && absent.message == "expected a string, found null")
        #expect(try (["super": 3] as JSON).decode(Super.self).value == 3)
        let absentSuper = try #require(decodingError([:], as: Super.self))
        #expect(absentSuper.path == "super" && absentSuper.message == "expected an integer, found null")
    }

    /// Reads one `Int` from an unkeyed container, then what `more` asks for.
    struct ReadPastEnd<More: ReadingMore>: Decodable {
        init(from decoder: any Decoder) throws {
            var elements = try decoder.unkeyedContainer()
            _ = try elements.decode(Int.self)
            try More.read(&elements)
        }
    }

    @Test("an unkeyed container read past its end is an error at the next index")
    func readPastEnd() {
        func expectFault<More: ReadingMore>(_ more: More.Type, _ message: String) {
            let error = decodingError([1], as: ReadPastEnd<More>.self)
            #expect(error?.path == "[1]")
            #expect(error?.message == message)
        }
        expectFault(MoreInt.self, "expected an integer, found null")
        expectFault(MoreNil.self, "expected Never, found null")
        expectFault(MoreKeyed.self, "expected KeyedDecodingContainer<Key>, found null")
        expectFault(MoreUnkeyed.self, "expected UnkeyedDecodingContainer, found null")
        expectFault(MoreSuper.self, "expected Decoder, found null")
    }

    @Test("decodeIfPresent past the end of an unkeyed container is nil, and moves on")
    func decodeIfPresentPastEnd() throws {
        struct Probe: Decodable {
            let value: Int?
            let index: Int
            init(from decoder: any Decoder) throws {
                var elements = try decoder.unkeyedContainer()
                _ = try elements.decode(Int.self)
                value = try elements.decodeIfPresent(Int.self)
                index = elements.currentIndex
            }
        }
        let probe = try ([1] as JSON).decode(Probe.self)
        #expect(probe.value == nil && probe.index == 2)
    }

    @Test("Set, Range and a top-level JSON value decode")
    func standardTypes() throws {
        #expect(try ([1, 2] as JSON).decode(Set<Int>.self) == [1, 2])
        #expect(try ([1, 3] as JSON).decode(Range<Int>.self) == 1..<3)
        #expect(try ([1, "a"] as JSON).decode(JSON.self) == [1, "a"])
        #expect(try JSON.string("s").decode(String.self) == "s")
    }
}

/// What ``JSONDecodingContainersTests/ReadPastEnd`` reads after the last element.
protocol ReadingMore {
    static func read(_ elements: inout any UnkeyedDecodingContainer) throws
}

/// One more `Int`.
enum MoreInt: ReadingMore {
    static func read(_ elements: inout any UnkeyedDecodingContainer) throws { _ = try elements.decode(Int.self) }
}

/// A `null`.
enum MoreNil: ReadingMore {
    static func read(_ elements: inout any UnkeyedDecodingContainer) throws { _ = try elements.decodeNil() }
}

/// A nested keyed container.
enum MoreKeyed: ReadingMore {
    enum Key: CodingKey { case a }
    static func read(_ elements: inout any UnkeyedDecodingContainer) throws {
        _ = try elements.nestedContainer(keyedBy: Key.self)
    }
}

/// A nested unkeyed container.
enum MoreUnkeyed: ReadingMore {
    static func read(_ elements: inout any UnkeyedDecodingContainer) throws {
        _ = try elements.nestedUnkeyedContainer()
    }
}

/// A super decoder.
enum MoreSuper: ReadingMore {
    static func read(_ elements: inout any UnkeyedDecodingContainer) throws { _ = try elements.superDecoder() }
}
