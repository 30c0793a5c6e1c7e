import Prelude
import Testing

@Suite("Freeing a JSON value does not recurse, however deep it is")
struct JSONTeardownTests {
    /// How many arrays or objects are nested along the first element or member, counted
    /// without recursion.
    static func depth(of value: JSON) -> Int {
        var current = value
        var depth = 0
        while true {
            switch current {
            case .array: current = current[0] ?? .null
            case .object: current = current["a"] ?? .null
            default: return depth
            }
            depth += 1
        }
    }

    @Test("values nested 100,000 and 1,000,000 levels deep, built in code, are freed", arguments: [100_000, 1_000_000])
    func deepValuesAreFreed(depth: Int) {
        var arrays: JSON = .null
        var objects: JSON = .null
        var mixed: JSON = .null
        for level in 0..<depth {
            arrays = [arrays, 1]
            objects = ["a": objects, "b": "leaf"]
            mixed = level.isMultiple(of: 2) ? [mixed] : ["a": mixed]
        }
        #expect(Self.depth(of: arrays) == depth)
        #expect(Self.depth(of: objects) == depth)
        arrays = .null
        objects = .null
        mixed = .null
        #expect(arrays == .null && objects == .null && mixed == .null)
    }

    @Test("freeing one holder of a shared subtree leaves the subtree whole for the other")
    func sharedSubtreesSurvive() {
        var shared: JSON = .null
        for _ in 0..<100_000 { shared = [shared] }
        var first: JSON = ["a": shared]
        let second: JSON = [shared, shared]
        shared = .null
        first = .null
        #expect(first == .null)
        #expect(Self.depth(of: second) == 100_001)
        #expect(Self.depth(of: second[1] ?? .null) == 100_000)
    }

    @Test("values nested 100,000 levels deep through append, subscripts and replaceSubrange are freed")
    func deepValuesBuiltByMutationAreFreed() {
        var appended: JSON = .null
        var assigned: JSON = .null
        var members: JSON = .null
        var replaced: JSON = .null
        for _ in 0..<100_000 {
            var array = JSON.Array()
            array.append(appended)
            appended = .array(array)
            // A container of scalars that later gets a container in place of a scalar.
            var scalars: JSON.Array = [1, 2]
            scalars[1] = assigned
            assigned = .array(scalars)
            var object: JSON.Object = ["b": 1]
            object.updateValue(members, forKey: "a")
            members = .object(object)
            var range: JSON.Array = [1, 2, 3]
            range.replaceSubrange(1..<3, with: [replaced])
            replaced = .array(range)
        }
        #expect(Self.depth(of: appended) == 100_000)
        #expect(Self.depth(of: members) == 100_000)
        appended = .null
        assigned = .null
        members = .null
        replaced = .null
        #expect(appended == .null && assigned == .null && members == .null && replaced == .null)
    }
}
