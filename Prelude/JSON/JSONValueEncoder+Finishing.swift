extension JSONValueEncoder {
    /// The value ``written`` holds, which is reset to nothing: a value that wrote nothing is
    /// an empty object, as `JSONEncoder` writes it. A builder, once its value is made, is
    /// kept for the next container.
    func finishWritten() -> JSON {
        let finished = written
        written = .nothing
        switch finished {
        case .nothing: return .object(JSON.Object())
        case .value(let value): return value
        case .object(let builder): return .object(finish(builder))
        case .array(let builder): return .array(finish(builder))
        }
    }

    /// The object `builder` holds; the builder is kept for the next keyed container.
    func finish(_ builder: JSONObjectBuilder) -> JSON.Object {
        let object = builder.object(finishing: finish)
        builder.reset()
        spareObjects.append(builder)
        return object
    }

    /// The array `builder` holds; the builder is kept for the next unkeyed container.
    func finish(_ builder: JSONArrayBuilder) -> JSON.Array {
        let array = builder.array(finishing: finish)
        builder.reset()
        spareArrays.append(builder)
        return array
    }

    /// The value of a pending value: a nested container's or a super encoder's as it is now.
    private func finish(_ pending: JSONPendingValue) -> JSON {
        switch pending {
        case .value(let value): value
        case .object(let builder): .object(finish(builder))
        case .array(let builder): .array(finish(builder))
        case .encoder(let encoder): encoder.finishWritten()
        }
    }
}
