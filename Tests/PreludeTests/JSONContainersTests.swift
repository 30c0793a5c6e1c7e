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

    /// A seeded generator, so that a failing sequence of changes can be replayed.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
    }

    @Test("an array changed 5,000 times in random ways matches a Swift array changed the same way", arguments: 1...4)
    func arrayMatchesModel(seed: UInt64) {
        var generator = SplitMix64(state: seed)
        var array = JSON.Array()
        var model: [JSON] = []
        var snapshots: [(JSON.Array, [JSON])] = []
        for step in 0..<5_000 {
            let value: JSON = step.isMultiple(of: 7) ? [.int(step)] : .int(step)
            switch Int.random(in: 0..<8, using: &generator) {
            case 0, 1:
                array.append(value)
                model.append(value)
            case 2 where !model.isEmpty:
                let position = Int.random(in: 0..<model.count, using: &generator)
                array[position] = value
                model[position] = value
            case 3:
                let lower = Int.random(in: 0...model.count, using: &generator)
                let upper = Int.random(in: lower...model.count, using: &generator)
                let inserted = (0..<Int.random(in: 0..<6, using: &generator)).map { JSON.int(step * 10 + $0) }
                array.replaceSubrange(lower..<upper, with: inserted)
                model.replaceSubrange(lower..<upper, with: inserted)
            case 4 where !model.isEmpty:
                let position = Int.random(in: 0..<model.count, using: &generator)
                let removed = array.remove(at: position)
                #expect(removed == model.remove(at: position))
            case 5:
                array.reserveCapacity(model.count + Int.random(in: 0..<40, using: &generator))
            case 6 where step.isMultiple(of: 50):
                array.removeAll(keepingCapacity: step.isMultiple(of: 100))
                model.removeAll()
            default:
                snapshots.append((array, model))
            }
            #expect(array.count == model.count)
        }
        #expect(Array(array) == model)
        #expect(JSON.array(array) == JSON.array(JSON.Array(model)))
        // Copies taken along the way kept what they held then.
        for (snapshot, expected) in snapshots { #expect(Array(snapshot) == expected) }
    }

    @Test("an object changed 5,000 times in random ways matches a dictionary changed the same way", arguments: 1...4)
    func objectMatchesModel(seed: UInt64) throws {
        var generator = SplitMix64(state: seed)
        var object = JSON.Object()
        // Keyed by UTF-8 bytes: a `String` key would merge "\u{E9}" and "e\u{301}".
        var model: [[UInt8]: JSON] = [:]
        var snapshots: [(JSON.Object, [[UInt8]: JSON])] = []
        let keys = (0..<60).map { "k\($0)" } + ["\u{E9}", "e\u{301}", "", "a", "ab"]
        func expected(_ model: [[UInt8]: JSON]) -> [(key: [UInt8], value: JSON)] {
            model.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map { ($0.key, $0.value) }
        }
        func members(_ object: JSON.Object) -> [(key: [UInt8], value: JSON)] {
            object.map { (Array($0.key.utf8), $0.value) }
        }
        for step in 0..<5_000 {
            let key = keys[Int.random(in: 0..<keys.count, using: &generator)]
            let bytes = Array(key.utf8)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0, 1, 2:
                let value: JSON = step.isMultiple(of: 5) ? ["n": .int(step)] : .int(step)
                #expect(object.updateValue(value, forKey: key) == model.updateValue(value, forKey: bytes))
            case 3:
                #expect(object.removeValue(forKey: key) == model.removeValue(forKey: bytes))
            case 4:
                object[key] = nil
                model[bytes] = nil
            default:
                snapshots.append((object, model))
            }
            #expect(object.count == model.count)
        }
        #expect(members(object).elementsEqual(expected(model)) { $0.key == $1.key && $0.value == $1.value })
        for key in keys { #expect(object[key] == model[Array(key.utf8)]) }
        for (snapshot, model) in snapshots {
            #expect(members(snapshot).elementsEqual(expected(model)) { $0.key == $1.key && $0.value == $1.value })
        }
        #expect(try JSON(parsing: JSON.object(object).serialized()) == .object(object))
    }

    /// Runs `change` on a `JSON.Array` and on a `[JSON]` holding the same five elements
    /// (with room to spare, so a change can happen in place) and says whether they agree.
    static func agrees(_ change: (inout JSON.Array) -> Void, _ modelChange: (inout [JSON]) -> Void) -> Bool {
        var array: JSON.Array = [0, 1, 2, 3, 4]
        array.reserveCapacity(20)
        var model: [JSON] = [0, 1, 2, 3, 4]
        change(&array)
        modelChange(&model)
        return Array(array) == model
    }

    @Test("changing an array or object with a view of itself gives what value semantics promise")
    func changesWithAViewOfItself() {
        // Optimized callers in another module may pass these arguments without a reference of
        // their own, so that the storage looks unique while it is being read; a container that
        // trusted that would free what it reads (a use after free under AddressSanitizer). A
        // debug build cannot show that; these pin the results, which a release build of the
        // same calls gives too.
        #expect(
            Self.agrees({ $0.replaceSubrange(0..<2, with: $0[1...3]) }, { $0.replaceSubrange(0..<2, with: $0[1...3]) }))
        #expect(Self.agrees({ $0.insert(contentsOf: $0[2...3], at: 1) }, { $0.insert(contentsOf: $0[2...3], at: 1) }))
        #expect(Self.agrees({ $0.append(contentsOf: $0) }, { $0.append(contentsOf: $0) }))
        #expect(Self.agrees({ $0.replaceSubrange(1..<3, with: $0) }, { $0.replaceSubrange(1..<3, with: $0) }))
        #expect(Self.agrees({ $0[0..<2] = $0[1..<3] }, { $0[0..<2] = $0[1..<3] }))
        #expect(Self.agrees({ $0[1..<4] = $0[0..<1] }, { $0[1..<4] = $0[0..<1] }))
        #expect(Self.agrees({ $0 += $0 }, { $0 += $0 }))

        var array: JSON.Array = [0, 1]
        array.reserveCapacity(8)
        array.append(.array(array))
        array[0] = .array(array)
        #expect(JSON.array(array) == [[0, 1, [0, 1]], 1, [0, 1]])
        var object: JSON.Object = ["a": 1]
        object["z"] = .object(object)
        object["a"] = .object(object)
        #expect(JSON.object(object) == ["a": ["a": 1, "z": ["a": 1]], "z": ["a": 1]])
    }
}
