/// The elements written so far to an unkeyed container of ``JSONValueEncoder``, in a buffer
/// an encoder keeps from one array to the next. A class, for the reason
/// ``JSONObjectBuilder`` is one.
final class JSONArrayBuilder {
    /// The elements, in order.
    private var elements: ContiguousArray<JSONPendingValue> = []

    /// The number of elements.
    var count: Int { elements.count }

    /// Adds `value` at the end.
    func append(_ value: JSONPendingValue) {
        elements.append(value)
    }

    /// Adds the elements of `array` (an unkeyed container asked for after an array was
    /// encoded as a single value goes on with its elements).
    func append(contentsOf array: JSON.Array) {
        for element in array { elements.append(.value(element)) }
    }

    /// The array written, with `finish` turning each pending value into its value.
    func array(finishing finish: (JSONPendingValue) -> JSON) -> JSON.Array {
        guard !elements.isEmpty else { return JSON.Array() }
        let storage = JSONArrayStorage.make(capacity: elements.count)
        storage.withPointers { header, stored in
            var mayHoldContainers = false
            for offset in elements.indices {
                let value = finish(elements[offset])
                if value.isContainer { mayHoldContainers = true }
                (stored + offset).initialize(to: value)
            }
            header.pointee.count = elements.count
            header.pointee.mayHoldContainers = mayHoldContainers
        }
        return JSON.Array(storage: storage)
    }

    /// Which array the builder holds: a container made for an earlier array (kept past its
    /// `encode(to:)`) sees another generation, and its writes are dropped, as they come after
    /// its value was taken.
    private(set) var generation = 0

    /// Empties the builder for another array, keeping its buffer.
    func reset() {
        generation &+= 1
        elements.removeAll(keepingCapacity: true)
    }
}
