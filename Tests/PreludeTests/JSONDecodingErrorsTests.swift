import Prelude
import Testing

/// What a fault says: the coding path, what was expected there and what was found.
@Suite("JSON.decode: what a fault says")
struct JSONDecodingErrorsTests {
    /// Expects `json` to fail to decode as `type` at `path` with `message`.
    private func expectFault<Value: Decodable>(
        _ json: JSON, as type: Value.Type, at path: String = "v", _ message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let error = decodingError(json, as: type)
        #expect(error?.path == path, sourceLocation: sourceLocation)
        #expect(error?.message == message, sourceLocation: sourceLocation)
    }

    @Test("a value of the wrong kind names what was expected and what was found")
    func wrongKind() {
        expectFault(["v": 1], as: Field<Bool>.self, "expected a boolean, found integer 1")
        expectFault(["v": 7], as: Field<String>.self, "expected a string, found integer 7")
        expectFault(["v": 2.5], as: Field<String>.self, "expected a string, found number 2.5")
        expectFault(["v": true], as: Field<String>.self, "expected a string, found boolean true")
        expectFault(["v": [1]], as: Field<String>.self, "expected a string, found array")
        expectFault(["v": ["a": 1]], as: Field<String>.self, "expected a string, found object")
        expectFault(["v": nil], as: Field<String>.self, "expected a string, found null")
        expectFault(["v": nil], as: Field<Int>.self, "expected an integer, found null")
        expectFault(["v": "forty"], as: Field<Int>.self, #"expected an integer, found string "forty""#)
        expectFault(["v": "forty"], as: Field<Int64>.self, #"expected an integer, found string "forty""#)
        expectFault(["v": "forty"], as: Field<Int8>.self, #"expected Int8, found string "forty""#)
        expectFault(["v": "forty"], as: Field<UInt64>.self, #"expected UInt64, found string "forty""#)
        expectFault(["v": "x"], as: Field<Double>.self, #"expected a number, found string "x""#)
        expectFault(["v": "x"], as: Field<Float>.self, #"expected a number, found string "x""#)
        expectFault(["v": "x"], as: Field<Bool>.self, #"expected a boolean, found string "x""#)
        let long = String(repeating: "a", count: 60)
        expectFault(
            ["v": .string(long)], as: Field<Int>.self, "expected an integer, found string \"\(long.prefix(40))\"")
        expectFault(["v": true], as: Field<Int>.self, "expected an integer, found boolean true")
        expectFault(["v": [1]], as: Field<Int>.self, "expected an integer, found array")
        expectFault(["v": ["a": 1]], as: Field<Int>.self, "expected an integer, found object")
        expectFault(["v": ["a": 1]], as: Field<[Int]>.self, "expected an array, found object")
        expectFault(["v": "s"], as: Field<[Int]>.self, #"expected an array, found string "s""#)
        expectFault(["v": nil], as: Field<[Int]>.self, "expected an array, found null")
        expectFault(["v": [1]], as: Field<Field<Int>>.self, "expected an object, found array")
        expectFault(["v": nil], as: Field<Field<Int>>.self, "expected an object, found null")
        expectFault(["v": 3], as: Field<Field<Int>>.self, "expected an object, found integer 3")
        expectFault(["v": [1]], as: Field<[String: Int]>.self, "expected an object, found array")
        expectFault(["v": "x"], as: Field<[String: Int]>.self, #"expected an object, found string "x""#)
        expectFault([:], as: Field<String>.self, #"missing mandatory field "v""#)
        expectFault(["v": "x"], as: OptionalField<Int>.self, #"expected an integer, found string "x""#)
    }

    @Test("a value at the root of the wrong kind is named at <root>")
    func wrongKindAtRoot() {
        expectFault("seven", as: Field<Int>.self, at: "", #"expected an object, found string "seven""#)
        expectFault(nil, as: Field<Int>.self, at: "", "expected an object, found null")
        expectFault(nil, as: String.self, at: "", "expected a string, found null")
        expectFault(3, as: [Int].self, at: "", "expected an array, found integer 3")
        #expect(
            decodingError("seven", as: Field<Int>.self)?.description.hasPrefix("<root>: expected an object") == true)
    }

    @Test("the error names the type being decoded")
    func typeName() throws {
        let error = try #require(decodingError(["v": "x"], as: Field<Int>.self))
        #expect(error.type == "Field<Int>")
        #expect(error.description == #"v: expected an integer, found string "x" (decoding Field<Int>)"#)
    }

    @Test("a fault deep inside arrays of objects names each step of the path")
    func deepPaths() throws {
        struct Deep: Codable { let a: [[String: [Field<Int>]]] }
        let missing = try #require(decodingError(["a": [["k": []], ["k": [["v": 1], [:]]]]], as: Deep.self))
        #expect(missing.path == "a[1].k[1].v")
        #expect(missing.message == #"missing mandatory field "v""#)
        let wrong = try #require(decodingError(["a": [["k": [["v": "x"]]]]], as: Deep.self))
        #expect(wrong.path == "a[0].k[0].v")
        let dictionaryOfArrays = try #require(decodingError(["a": [1], "b": [1, "x"]], as: [String: [Int]].self))
        #expect(dictionaryOfArrays.path == "b[1]")
        #expect(dictionaryOfArrays.message == #"expected an integer, found string "x""#)
        let optionals = try #require(decodingError([1, nil, "x"], as: [Int?].self))
        #expect(optionals.path == "[2]")
    }

    @Test("an enum's raw value that names no case is reported at its path")
    func rawValues() throws {
        enum Kind: String, Codable { case a, b }
        enum Number: Int, Codable { case one = 1, two = 2 }
        let unknown = try #require(decodingError(["v": "c"], as: Field<Kind>.self))
        #expect(unknown.path == "v" && unknown.message == "Cannot initialize Kind from invalid String value c")
        let wrongKind = try #require(decodingError(["v": 1], as: Field<Kind>.self))
        #expect(wrongKind.message == "expected a string, found integer 1")
        let unknownNumber = try #require(decodingError(["v": 3], as: Field<Number>.self))
        #expect(unknownNumber.message == "Cannot initialize Number from invalid Int value 3")
        #expect(try (["v": 2] as JSON).decode(Field<Number>.self).v == .two)
        #expect(try (["v": "b"] as JSON).decode(Field<Kind>.self).v == .b)
    }

    @Test("an error a type throws itself keeps its words and gets its path")
    func ownErrors() throws {
        enum Choice: Codable, Equatable {
            case plain
            case pair(x: Int, String)
            case one(Int)
        }
        #expect(try (["pair": ["x": 1, "_1": "s"]] as JSON).decode(Choice.self) == .pair(x: 1, "s"))
        #expect(try (["plain": [:]] as JSON).decode(Choice.self) == .plain)
        #expect(try (["one": ["_0": 5]] as JSON).decode(Choice.self) == .one(5))
        for json: JSON in [["plain": [:], "one": ["_0": 5]], [:], ["three": [:]]] {
            let error = try #require(decodingError(json, as: Choice.self))
            #expect(error.path == "" && error.message == "expected Choice, found object")
        }
        let inField = try #require(decodingError(["v": ["one": ["_0": "x"]]], as: Field<Choice>.self))
        #expect(inField.path == "v.one._0")
    }
}
