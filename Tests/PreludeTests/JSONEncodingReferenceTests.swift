import Foundation
import Prelude
import Testing

/// The encoder against Foundation's `JSONEncoder`: for every value here, `JSON(encoding:)`
/// gives what Foundation's text parses to.
@Suite("JSON(encoding:) against Foundation's JSONEncoder")
struct JSONEncodingReferenceTests {
    @Test("a Double and a Float encode as Foundation's text parses")
    func encodingNumbers() throws {
        var generator = JSONCodingReference.SeededGenerator(state: 7)
        for value in JSONCodingReference.doubles() {
            #expect(try JSON(encoding: value) == JSONCodingReference.referenceEncoding(value), "\(value)")
        }
        var floats: [Float] = [
            0, -0.0, 0.1, 1e7, 1e8, 16_777_216, 16_777_218, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
        ]
        for _ in 0..<2_000 {
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: generator.next()))
            if value.isFinite { floats.append(value) }
        }
        for value in floats {
            #expect(try JSON(encoding: value) == JSONCodingReference.referenceEncoding(value), "\(value)")
        }
        for value in [UInt64.max, UInt64(Int.max) + 1, 12_345_678_901_234_567_890] {
            #expect(try JSON(encoding: value) == JSONCodingReference.referenceEncoding(value), "\(value)")
        }
    }

    @Test("values of every field kind encode as Foundation's text parses")
    func samples() throws {
        for sample in ReferenceSample.samples() {
            #expect(try JSON(encoding: sample) == JSONCodingReference.referenceEncoding(sample))
        }
    }
}
