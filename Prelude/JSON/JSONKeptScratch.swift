import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The heap memory of the parser's three scratch stacks that a thread keeps from one parse
/// to its next, so that parsing a document larger than the stack buffers (an array of more
/// than 32 values, nesting deeper than 32) makes no allocation but its own values.
///
/// Perf: growing the scratch asks `malloc` for 1.5 KiB, then 3, 6 and 12 KiB on every such
/// parse, and glibc answers a request of 1 KiB or more by first merging every small chunk
/// the previous document's values gave back (`malloc_consolidate`); its values are then
/// allocated the slow way. Keeping the memory took parsing (and freeing) 20 arrays nested
/// 400 deep from about 0.65 ms to 0.59 ms, 300 strings with escapes from 35 to 31 us and
/// 300 ASCII strings from 24 to 22 us.
///
/// Bound: a buffer is kept only while it is at most ``maximumBytes`` (32 KiB), so a thread
/// keeps at most 96 KiB, freed when it exits; a larger buffer is freed at the end of its
/// parse, as before. Each thread has its own (a `pthread` key), so no lock is taken. A parse
/// runs no code but its own and never suspends, so no other parse can start on its thread
/// before it ends; still, it checks the memory out (``isBusy``) for its whole length, so
/// that a parse started meanwhile (were a `deinit` ever to parse) would use memory of its
/// own rather than the same memory twice.
struct JSONKeptScratch {
    /// The largest buffer a thread keeps, in bytes.
    static let maximumBytes = 32 * 1024

    /// Whether a parse on this thread is using the memory now.
    var isBusy = false
    /// Memory for the values of open containers (bound to `JSON`).
    var elements: JSONScratchMemory?
    /// Memory for the pending keys of open objects (bound to the parser's key type).
    var keys: JSONScratchMemory?
    /// Memory for the stack of open containers (bound to the parser's container type).
    var open: JSONScratchMemory?

    /// The key of each thread's kept memory (a pointer to one ``JSONKeptScratch``), as an
    /// `Int` (`pthread_key_t` differs between platforms), made by the first parse that has
    /// memory to keep: -1 until then, -2 if the system had no key to spare (then nothing is
    /// kept). An atomic rather than a lazy global, which would call `swift_once` on every read.
    private static let storedKey = Atomic<Int>(-1)

    /// The memory this thread kept, moved out for a parse to use, and the thread's
    /// ``JSONKeptScratch``, marked busy, to hand back with
    /// ``giveBack(_:elements:elementStride:keys:keyStride:open:openStride:)``; `nil` when the
    /// thread has none or a parse is using it.
    static func checkOut() -> Loan? {
        let key = storedKey.load(ordering: .acquiring)
        guard key >= 0, let pointer = pthread_getspecific(pthread_key_t(truncatingIfNeeded: key)) else { return nil }
        let kept = pointer.assumingMemoryBound(to: JSONKeptScratch.self)
        guard !kept.pointee.isBusy else { return nil }
        kept.pointee.isBusy = true
        defer {
            kept.pointee.elements = nil
            kept.pointee.keys = nil
            kept.pointee.open = nil
        }
        return Loan(kept: kept, elements: kept.pointee.elements, keys: kept.pointee.keys, open: kept.pointee.open)
    }

    /// What ``checkOut()`` lends a parse: the thread's kept memory, now the parse's to use
    /// or free, and where to give it back.
    struct Loan {
        /// The thread's kept memory, marked busy until it is given back.
        let kept: UnsafeMutablePointer<JSONKeptScratch>
        /// The memory for the values of open containers, if the thread kept some.
        let elements: JSONScratchMemory?
        /// The memory for pending keys, if the thread kept some.
        let keys: JSONScratchMemory?
        /// The memory for the stack of open containers, if the thread kept some.
        let open: JSONScratchMemory?
    }

    /// Ends a parse: keeps the memory its stacks used (each of `elementStride`,
    /// `keyStride` and `openStride` bytes a value) on this thread when it is within the
    /// bound and the thread's memory is `kept` (checked out by this parse) or there is none
    /// yet; frees the rest.
    static func giveBack(
        _ kept: UnsafeMutablePointer<JSONKeptScratch>?, elements: JSONScratchMemory?, elementStride: Int,
        keys: JSONScratchMemory?, keyStride: Int, open: JSONScratchMemory?, openStride: Int
    ) {
        var target = kept
        if target == nil && (elements != nil || keys != nil || open != nil) { target = madeForThisThread() }
        guard let target else {
            for memory in [elements, keys, open] { memory?.start.deallocate() }
            return
        }
        // A slot of memory checked out by this parse is empty; one that holds memory was
        // filled by a parse that ran while this one did (on this thread): replaced.
        keep(elements, stride: elementStride, in: &target.pointee.elements)
        keep(keys, stride: keyStride, in: &target.pointee.keys)
        keep(open, stride: openStride, in: &target.pointee.open)
        target.pointee.isBusy = false
    }

    /// Puts `memory` in `slot` when it is within the bound, else frees it. A parse that
    /// kept nothing in a slot leaves what it holds.
    private static func keep(_ memory: JSONScratchMemory?, stride: Int, in slot: inout JSONScratchMemory?) {
        guard let memory else { return }
        guard memory.capacity * stride <= maximumBytes else {
            memory.start.deallocate()
            return
        }
        slot?.start.deallocate()
        slot = memory
    }

    /// This thread's kept memory, made now if it has none, when it is not busy (a parse
    /// that started before the current one, on this thread, is using it); `nil` when busy
    /// or when the system has no key to spare.
    private static func madeForThisThread() -> UnsafeMutablePointer<JSONKeptScratch>? {
        let key = madeKey()
        guard key >= 0 else { return nil }
        let threadKey = pthread_key_t(truncatingIfNeeded: key)
        if let pointer = pthread_getspecific(threadKey) {
            let kept = pointer.assumingMemoryBound(to: JSONKeptScratch.self)
            return kept.pointee.isBusy ? nil : kept
        }
        let kept = UnsafeMutablePointer<JSONKeptScratch>.allocate(capacity: 1)
        kept.initialize(to: JSONKeptScratch())
        guard pthread_setspecific(threadKey, kept) == 0 else {
            kept.deinitialize(count: 1)
            kept.deallocate()
            return nil
        }
        return kept
    }

    /// The key, made now if no thread made it yet; negative when the system has none.
    private static func madeKey() -> Int {
        ThreadKey.made(in: storedKey) { pointer in
            #if canImport(Darwin)
                let kept = pointer.assumingMemoryBound(to: JSONKeptScratch.self)
            #else
                guard let kept = pointer?.assumingMemoryBound(to: JSONKeptScratch.self) else { return }
            #endif
            for memory in [kept.pointee.elements, kept.pointee.keys, kept.pointee.open] { memory?.start.deallocate() }
            kept.deinitialize(count: 1)
            kept.deallocate()
        }
    }
}
