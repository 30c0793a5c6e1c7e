import Prelude
import Testing

@Suite("JSON.Object and JSON.Array: sorted members, copy-on-write, the collection protocols")
struct JSONContainersTests {
    @Test("members added one by one in any order come out sorted by UTF-8 bytes, and are found")
    func objectKeepsMembersSorted() throws {
        let keys = ["\u{E9}", "b", "Z", "e\u{301}", "a", "\u{212B}", "\u{C5}", "", "aa", "\u{1F600}"]
        var object = JSON.Object()
        for (offset, key) in keys.enumerated() { object[key] = .int(offset) }
        #expect(object.count == keys.count)
        let expectedOrder = keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        #expect(object.keys.map { Array($0.utf8) } == expectedOrder.map { Array($0.utf8) })
        for (offset, key) in keys.enumerated() { #expect(object[key] == .int(offset)) }
        #expect(object["e"] == nil && object["A"] == nil)

        #expect(object.updateValue(true, forKey: "a") == .int(4))
        #expect(object.removeValue(forKey: "e\u{301}") == .int(3))
        #expect(object.removeValue(forKey: "e\u{301}") == nil)
        object["b"] = nil
        #expect(object.count == keys.count - 2)
        #expect(object["\u{E9}"] == .int(0) && object["a"] == true)
        let text = try JSON.object(object).serialized()
        #expect(try JSON(parsing: text) == .object(object))
    }

    @Test("a copy of an object or array does not see the original's later changes")
    func copyOnWrite() {
        var object: JSON.Object = ["a": 1]
        let objectCopy = object
        object["b"] = 2
        object["a"] = 3
        #expect(objectCopy == ["a": 1])
        #expect(object == ["a": 3, "b": 2])

        var array: JSON.Array = [1, 2]
        let arrayCopy = array
        array.append(3)
        array[0] = "x"
        array.replaceSubrange(1..<2, with: [nil, nil])
        #expect(arrayCopy == [1, 2])
        #expect(array == ["x", nil, nil, 3])
        #expect(JSON.array(array)[3] == 3)
    }

    @Test("an object from a dictionary or a literal with a repeated key keeps the last value")
    func objectFromDictionaryAndLiteral() {
        let dictionary: [String: JSON] = ["b": 2, "a": 1]
        #expect(JSON.Object(dictionary).keys == ["a", "b"])
        #expect(JSON.Object(dictionary).values == [1, 2])
        let literal: JSON.Object = ["k": 1, "j": 2, "k": 3]
        #expect(literal.count == 2 && literal["k"] == 3)
        #expect(literal.map(\.key) == ["j", "k"])
    }
}
