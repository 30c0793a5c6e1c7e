import Foundation
import Prelude
import Testing

/// A part of the world only these tests use, so changing its base cannot disturb others.
private struct Greeting: Sendable, Equatable {
    var text = "hello"
    var volume = 1
}

private enum GreetingKey: WorldKey {
    static let defaultValue = Greeting()
}

private enum ConfiguredKey: WorldKey {
    static let defaultValue = "unconfigured"
}

/// Only the cross-thread update test writes this one.
private enum UpdatedKey: WorldKey {
    static let defaultValue = "unset"
}

/// Only the update-reads-Current test writes this one (tests run in parallel, and two
/// tests changing one key of the shared base would see each other's values).
private enum ReadInUpdateKey: WorldKey {
    static let defaultValue = "unset"
}

/// Only the update-under-an-override test writes these two.
private enum LiveKey: WorldKey {
    static let defaultValue = "unset"
}

private enum PinnedKey: WorldKey {
    static let defaultValue = "unset"
}

extension World {
    fileprivate var live: String {
        get { self[LiveKey.self] }
        set { self[LiveKey.self] = newValue }
    }

    fileprivate var pinned: String {
        get { self[PinnedKey.self] }
        set { self[PinnedKey.self] = newValue }
    }

    fileprivate var greeting: Greeting {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }

    fileprivate var updated: String {
        get { self[UpdatedKey.self] }
        set { self[UpdatedKey.self] = newValue }
    }

    fileprivate var readInUpdate: String {
        get { self[ReadInUpdateKey.self] }
        set { self[ReadInUpdateKey.self] = newValue }
    }

    fileprivate var configured: String {
        get { self[ConfiguredKey.self] }
        set { self[ConfiguredKey.self] = newValue }
    }
}

@Suite("World")
struct WorldTests {
    @Test("an unset key reads its default")
    func defaults() {
        #expect(World().greeting == Greeting())
    }

    @Test(
        "parallel tests with different overrides each see only their own",
        arguments: 0..<16)
    func parallelOverrides(index: Int) async throws {
        try await World.withOverrides({ $0.greeting.text = "override \(index)" }) {
            for _ in 0..<20 {
                #expect(Current.greeting.text == "override \(index)")
                try await Task.sleep(for: .milliseconds(1))
            }
            let inChild = await Task { Current.greeting.text }.value
            #expect(inChild == "override \(index)")
        }
        #expect(Current.greeting.text == "hello")
    }

    @Test("concurrent tasks with different overrides never see each other's")
    func concurrentTasks() async {
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for index in 0..<32 {
                group.addTask {
                    await World.withOverrides({ $0.greeting.volume = index }) {
                        var wrong = 0
                        for _ in 0..<50 {
                            if Current.greeting.volume != index { wrong += 1 }
                            await Task.yield()
                        }
                        return wrong
                    }
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test("the configured base is visible where nothing is overridden")
    func baseVisibleUnderOverrides() {
        World.update { $0.configured = "configured by the host" }
        World.withOverrides({ $0.greeting.text = "only this" }) {
            #expect(Current.configured == "configured by the host")
            #expect(Current.greeting.text == "only this")
        }
        World.update { $0.configured = "changed at run time" }
        World.withOverrides({ $0.greeting.volume = 11 }) {
            #expect(Current.configured == "changed at run time")
        }
    }

    @Test("a thread that read the base before an update sees the update on its next read")
    func updateSeenByEveryThread() {
        World.update { $0.updated = "first" }
        let step = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)
        let seen = Locked([String]())
        let reader = onThread {
            seen.withLock { $0.append(Current.updated) }
            step.signal()
            go.wait()
            seen.withLock { $0.append(Current.updated) }
        }
        #expect(step.wait(timeout: .now() + 60) == .success)
        World.update { $0.updated = "second" }
        go.signal()
        #expect(reader.wait(timeout: .now() + 60) == .success)
        #expect(seen.value == ["first", "second"])
        #expect(Current.updated == "second")
    }

    @Test("code inside World.update may read Current, and sees the base before the update")
    func updateReadsCurrent() {
        World.update { $0.readInUpdate = "before" }
        World.update { world in
            world.readInUpdate = Current.readInUpdate + " and after"
        }
        #expect(Current.readInUpdate == "before and after")
    }

    @Test("an update of the base while an override is in force shows, except where overridden")
    func updateUnderOverride() {
        World.update {
            $0.live = "base 1"
            $0.pinned = "base 1"
        }
        World.withOverrides({ $0.pinned = "overridden" }) {
            #expect(Current.live == "base 1")
            World.update {
                $0.live = "base 2"
                $0.pinned = "base 2"
            }
            #expect(Current.live == "base 2")
            #expect(Current.pinned == "overridden")
            World.withOverrides({ $0.greeting.volume = 7 }) {
                #expect(Current.live == "base 2")
                #expect(Current.pinned == "overridden")
                #expect(Current.greeting.volume == 7)
            }
        }
        #expect(Current.pinned == "base 2")
    }

    @Test("overrides nest, inner on top of outer, and end with their scope")
    func nesting() {
        World.withOverrides({ $0.greeting.text = "outer" }) {
            World.withOverrides({ $0.greeting.volume = 5 }) {
                #expect(Current.greeting == Greeting(text: "outer", volume: 5))
            }
            #expect(Current.greeting == Greeting(text: "outer", volume: 1))
        }
    }

    @Test("a task started under an override keeps it after the override's scope has ended")
    func overrideOutlivesItsScope() async {
        let (gate, open) = AsyncStream<Void>.makeStream()
        let task = World.withOverrides({ $0.greeting.text = "inherited" }) {
            Task {
                for await _ in gate { break }
                return Current.greeting.text
            }
        }
        // The scope has ended: only the task still holds the override.
        #expect(Current.greeting.text == "hello")
        open.yield()
        #expect(await task.value == "inherited")
    }

    @Test("a world is a value: changing a copy leaves the original and Current as they were")
    func copiesAreIndependent() {
        var original = Current
        original.greeting.text = "original"
        var copy = original
        copy.greeting.text = "copy"
        copy.greeting.volume = 9
        #expect(original.greeting == Greeting(text: "original", volume: 1))
        #expect(copy.greeting == Greeting(text: "copy", volume: 9))
        #expect(Current.greeting == Greeting())
    }

    @Test("an error thrown while overriding leaves nothing behind")
    func throwingOverride() {
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try World.withOverrides({ $0.greeting.text = "half" }) { throw Boom() }
        }
        #expect(Current.greeting.text == "hello")
    }
}
