extension JSON {
    /// The first NaN or infinite number inside this value (depth first, members in key
    /// order), with the keys that lead to it from this value; `nil` when every number is
    /// finite. Walks the value with a stack of its own, so depth costs no thread stack, and
    /// makes the keys only for the number it finds.
    ///
    /// What keeps a `JSON` the coders pass through whole (a payload's `JSON` field) as strict
    /// as the numbers they decode and encode one by one: no NaN or infinity goes in or out.
    func firstNonFinite() -> (keys: [any CodingKey], value: Double)? {
        switch self {
        case .double(let number): return number.isFinite ? nil : ([], number)
        case .array, .object: break
        default: return nil
        }
        // Each entry: a container and the position after the child last gone into; the
        // entries' positions are the path to the container on top.
        var stack: [(container: JSON, next: Int)] = [(self, 0)]
        while let (container, next) = stack.last {
            let found: (offset: Int, child: JSON)?
            switch container {
            case .array(let elements):
                found = elements.storage.withElements { stored in
                    stored[next...].firstIndex(where: \.needsLook).map { ($0, stored[$0]) }
                }
            case .object(let members):
                found = members.storage.withElements { stored in
                    stored[next...].firstIndex { $0.value.needsLook }.map { ($0, stored[$0].value) }
                }
            default: found = nil
            }
            guard let (offset, child) = found else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next = offset + 1
            if case .double(let number) = child { return (Self.keys(to: stack), number) }
            stack.append((child, 0))
        }
        return nil
    }

    /// Whether ``firstNonFinite()`` must look at this child: a non-finite number, or a
    /// non-empty array or object. Reads the value in place, so a string or a finite number
    /// costs no retain.
    private var needsLook: Bool {
        switch self {
        case .double(let number): !number.isFinite
        case .array(let array): !array.isEmpty
        case .object(let object): !object.isEmpty
        default: false
        }
    }

    /// The keys of the children each entry of `stack` last went into (its `next` - 1).
    private static func keys(to stack: [(container: JSON, next: Int)]) -> [any CodingKey] {
        stack.map { entry -> any CodingKey in
            if case .object(let members) = entry.container {
                return JSONMemberKey(members[entry.next - 1].key)
            }
            return JSONCodingKey(index: entry.next - 1)
        }
    }
}

/// An object member's key in a coding path built from a ``JSON`` value.
struct JSONMemberKey: CodingKey {
    /// The member's key.
    let stringValue: String

    /// The key `stringValue`.
    init(_ stringValue: String) {
        self.stringValue = stringValue
    }

    /// The key `stringValue`.
    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    /// Always `nil`: a member's key is text.
    var intValue: Int? { nil }

    /// Always `nil`: a member's key is text.
    init?(intValue: Int) {
        nil
    }
}
