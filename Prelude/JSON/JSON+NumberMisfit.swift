extension JSON {
    /// The first number inside this value (depth first, members in key order) that no 64-bit
    /// integer holds: one with a fraction, or a whole number beyond `Int64`'s range. Its
    /// coding path and the number as written; `nil` when every number is a 64-bit integer.
    ///
    /// What ``decode(_:)`` names when Foundation's decoder refuses a number without saying
    /// where.
    func firstNumberMisfit() -> (path: String, number: String)? {
        var stack: [(value: JSON, path: [PathKey])] = [(self, [])]
        while let (value, path) = stack.popLast() {
            switch value {
            case .double(let number) where Int64(exactly: number) == nil:
                return (JSONDecodingError.format(path), "number \(number)")
            case .array(let elements):
                for index in elements.indices.reversed() {
                    stack.append((elements[index], path + [PathKey(intValue: index)]))
                }
            case .object(let members):
                for (key, member) in members.reversed() {
                    stack.append((member, path + [PathKey(stringValue: key)]))
                }
            default: break
            }
        }
        return nil
    }

    /// A coding key for a path built by hand.
    private struct PathKey: CodingKey {
        let stringValue: String
        let intValue: Int?

        init(stringValue: String) {
            self.stringValue = stringValue
            intValue = nil
        }

        init(intValue: Int) {
            stringValue = "Index \(intValue)"
            self.intValue = intValue
        }
    }
}
