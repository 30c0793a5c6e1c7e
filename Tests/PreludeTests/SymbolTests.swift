import Prelude
import Testing

@Suite("Symbol")
struct SymbolTests {
    @Test("the same string interns to the same id, a different one to another")
    func interning() {
        let first = Symbol("symbol-tests.alpha")
        let again = Symbol("symbol-tests.alpha")
        let other = Symbol("symbol-tests.beta")
        #expect(first == again)
        #expect(first.id == again.id)
        #expect(first.id != other.id)
        #expect(first.name == "symbol-tests.alpha")
    }

    @Test("names that share a slot of the thread's cache each keep their own id")
    func cacheCollisions() {
        // 300 names over a cache of 64 entries: many share a slot and replace each other.
        let names = (0..<300).map { "symbol-tests.cache-\($0)" }
        let ids = names.map { Symbol($0).id }
        #expect(Set(ids).count == names.count)
        for _ in 0..<3 {
            for (name, id) in zip(names, ids).shuffled() {
                #expect(Symbol(name).id == id)
                #expect(Symbol(name).name == name)
            }
        }
    }

    @Test("concurrent interning agrees on one id per string")
    func concurrentInterning() async {
        let ids = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<50 {
                group.addTask { Symbol("symbol-tests.shared").id }
            }
            return await group.reduce(into: Set<Int>()) { $0.insert($1) }
        }
        #expect(ids.count == 1)
    }
}

@Suite("Symbol look-up")
struct SymbolLookupTests {
    @Test("looking up a name never interns it; an interned one is found with its id")
    func existing() {
        #expect(Symbol(existing: "symbol-tests.only-looked-up") == nil)
        #expect(Symbol(existing: "symbol-tests.only-looked-up") == nil)
        let made = Symbol("symbol-tests.made")
        #expect(Symbol(existing: "symbol-tests.made") == made)
    }
}
