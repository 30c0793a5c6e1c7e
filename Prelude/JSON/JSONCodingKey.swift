/// A key the coders add to a coding path themselves: an array element's index, which reads
/// `Index 2` as Foundation's coders name it (so ``JSONDecodingError/format(_:)`` writes
/// `[2]`), or `super`, the key of a super decoder or encoder.
///
/// One word, so storing it in an `any CodingKey` allocates nothing, and its `stringValue`
/// is made only when something asks for it (an error, or a type reading its coding path).
struct JSONCodingKey: CodingKey {
    /// The index, or -1 for `super`.
    private let index: Int

    /// The key of the element at `index` of an array.
    init(index: Int) {
        self.index = index
    }

    /// `super`, the key a super decoder or encoder reads or writes.
    static let superKey = JSONCodingKey(super: ())

    private init(super: Void) {
        index = -1
    }

    /// `Index 2` for an element, `super` for the super key.
    var stringValue: String { index < 0 ? "super" : "Index \(index)" }

    /// The index of an element; `nil` for `super`.
    var intValue: Int? { index < 0 ? nil : index }

    /// `super`, or an element's `Index 2`.
    init?(stringValue: String) {
        if stringValue == "super" {
            self = .superKey
        } else if stringValue.hasPrefix("Index "), let index = Int(stringValue.dropFirst(6)), index >= 0 {
            self.init(index: index)
        } else {
            return nil
        }
    }

    /// The key of the element at `intValue`, which must not be negative.
    init?(intValue: Int) {
        guard intValue >= 0 else { return nil }
        self.init(index: intValue)
    }
}
