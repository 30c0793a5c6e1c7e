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

    @Test("names of every length, sharing the shared cache's 1024 entries, keep their own id on every thread")
    func sharedCacheCollisions() async {
        // 3,000 names (more than the shared cache holds), 1 to 40 bytes long so that every
        // way of hashing a name's last bytes is used, some differing only in their last byte.
        let names = (0..<3000).map { index in
            String(repeating: "s", count: index % 40) + "\(index % 10)" + (index % 3 == 0 ? "" : "\(index / 10)")
        }
        let unique = Array(Set(names))
        let ids = unique.map { Symbol($0).id }
        #expect(Set(ids).count == unique.count)
        let expected = Dictionary(uniqueKeysWithValues: zip(unique, ids))
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    unique.shuffled().filter { Symbol($0).id != expected[$0] || Symbol($0).name != $0 }.count
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test("a name of any length gets one id whether its string is stored small or in a buffer")
    func smallAndBufferedNames() {
        // Up to 15 bytes a string is usually stored in its own two words ("small"); reserving
        // capacity stores the same text in a buffer instead. Both spellings are one name.
        for length in 0...24 {
            for tail in ["a", "é"] {
                let short = String(repeating: tail, count: length)
                var buffered = String()
                buffered.reserveCapacity(64)
                buffered.append(contentsOf: short)
                #expect(buffered == short)
                let first = Symbol(short)
                #expect(Symbol(buffered) == first && Symbol(short) == first)
                #expect(Symbol(buffered).name == short)
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
