import Prelude

/// Random changes to a valid payload, from a seeded generator so that a failing run can be
/// repeated: values of the wrong type, fields removed and added, numbers beyond any sensible
/// bound, long texts, huge arrays and deep nesting, all within what the hub's inputs take
/// (a payload of at most 1 MiB of JSON, nested at most 512 levels).
///
/// A change may leave the payload valid (a field added where any is allowed); the tests
/// ask the schema which it is.
struct PayloadMutations {
    /// One step of a path into a value.
    enum Step: Hashable {
        case key(String)
        case index(Int)
    }

    /// The kinds of change.
    enum Change: String, CaseIterable {
        case wrongType, removedField, addedField, extremeNumber, longText, hugeArray, deepNesting
    }

    /// Elements in a huge array: about 100 KB of JSON, a tenth of the largest payload.
    static let hugeCount = 20_000
    /// Levels of a deeply nested value: beyond what a schema check descends (128), within
    /// what the JSON parser takes (512).
    static let deepLevels = 200

    var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    /// `payload` (`nil` for none) changed one to three times, with what was done.
    mutating func mutate(_ payload: JSON?) -> (value: JSON?, changes: [String]) {
        var value = payload ?? .null
        var changes: [String] = []
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            let change = Change.allCases.randomElement(using: &generator) ?? .wrongType
            let places = Self.places(in: value)
            let place = places.randomElement(using: &generator) ?? []
            value = apply(change, at: place, in: value)
            changes.append("\(change.rawValue) at \(Self.describe(place))")
        }
        return (value, changes)
    }

    /// `value` with `change` made at `place`.
    private mutating func apply(_ change: Change, at place: [Step], in value: JSON) -> JSON {
        switch change {
        case .wrongType:
            return Self.replacing(place, in: value) { self.otherType(than: $0) }
        case .removedField:
            // Removes a field of the object at `place`, or of the root when there is none there.
            return Self.replacing(place, in: value) { target in
                guard case .object(var object) = target, let key = object.keys.randomElement(using: &self.generator)
                else { return target }
                object.removeValue(forKey: key)
                return .object(object)
            }
        case .addedField:
            return Self.replacing(place, in: value) { target in
                guard case .object(var object) = target else { return target }
                let key =
                    ["extra", "id", "", "__proto__", "ünïcødé", "pins"].randomElement(using: &self.generator) ?? "x"
                object.updateValue(self.anyValue(), forKey: key)
                return .object(object)
            }
        case .extremeNumber:
            return Self.replacing(place, in: value) { _ in
                [
                    .int(Int.max), .int(Int.min), .double(1e308), .double(-1e308), .double(-0.0), .double(0.5),
                    .int(9_007_199_254_740_993), .int(-1), .int(0),
                ]
                .randomElement(using: &self.generator) ?? .int(0)
            }
        case .longText:
            return Self.replacing(place, in: value) { _ in
                [
                    .string(String(repeating: "a", count: 10_000)), .string(" \t\n "), .string(""),
                    .string(String(repeating: "é", count: 300)), .string("\u{0}"),
                ].randomElement(using: &self.generator) ?? .string("")
            }
        case .hugeArray:
            return Self.replacing(place, in: value) { target in
                let element: JSON =
                    if case .array(let elements) = target, let first = elements.first { first } else { .int(1) }
                return .array(JSON.Array(repeatElement(element, count: Self.hugeCount)))
            }
        case .deepNesting:
            return Self.replacing(place, in: value) { _ in
                var nested: JSON = .int(1)
                for level in 0..<Self.deepLevels { nested = level % 2 == 0 ? [nested] : ["a": nested] }
                return nested
            }
        }
    }

    /// A value of another type than `value`'s.
    private mutating func otherType(than value: JSON) -> JSON {
        let candidates: [JSON] = [.null, .bool(true), .int(7), .double(2.5), .string("7"), [], [:]]
        let others = candidates.filter { $0.typeName != value.typeName }
        return others.randomElement(using: &generator) ?? .null
    }

    /// A value of any type.
    private mutating func anyValue() -> JSON {
        [.null, .bool(false), .int(1), .double(-3.5), .string("x"), [1, "two"], ["nested": [:]]]
            .randomElement(using: &generator) ?? .null
    }

    /// Every place in `value`, outside in: the root first, then each member and element.
    static func places(in value: JSON, at path: [Step] = []) -> [[Step]] {
        var found = [path]
        switch value {
        case .object(let object):
            for key in object.keys {
                if let member = object[key] { found += places(in: member, at: path + [.key(key)]) }
            }
        case .array(let elements):
            // The first few elements are enough: the rest are like them.
            for (index, element) in elements.prefix(3).enumerated() {
                found += places(in: element, at: path + [.index(index)])
            }
        default: break
        }
        return found
    }

    /// `value` with the value at `path` replaced by `transform` of it (unchanged when the
    /// path leads nowhere).
    static func replacing(_ path: [Step], in value: JSON, _ transform: (JSON) -> JSON) -> JSON {
        guard let step = path.first else { return transform(value) }
        let rest = Array(path.dropFirst())
        switch (step, value) {
        case (.key(let key), .object(var object)):
            guard let member = object[key] else { return value }
            object.updateValue(replacing(rest, in: member, transform), forKey: key)
            return .object(object)
        case (.index(let index), .array(let elements)):
            var list = Array(elements)
            guard list.indices.contains(index) else { return value }
            list[index] = replacing(rest, in: list[index], transform)
            return .array(JSON.Array(list))
        default:
            return value
        }
    }

    /// `pins[0].title`, or `<root>`.
    static func describe(_ path: [Step]) -> String {
        guard !path.isEmpty else { return "<root>" }
        var text = ""
        for step in path {
            switch step {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
