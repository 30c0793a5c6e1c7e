import Foundation
import Prelude
import VerticalInterfaces

// JSON.decode(_:) and JSON(encoding:) on three payloads the verticals carry (a ClinicalRecords
// entry, a Maps search answer of 50 places, the MapConfiguration ClinicalRecords sends to
// show a clinic), each against two baselines measured in the same run:
//
// - the text round trip through Foundation: decoding writes the JSON value as bytes for
//   JSONDecoder, `JSONDecoder().decode(T.self, from: Data(json.utf8()))`; encoding parses
//   JSONEncoder's bytes, `JSON(parsing: JSONEncoder().encode(value))`, a coder made per call;
// - Foundation's coders on bytes alone: JSONDecoder decoding the payload's text, JSONEncoder
//   writing it, one coder reused (their best case).
//
// Goals: the direct decode and encode take at most 0.35x the round trip, and decoding from the
// parsed value is faster than JSONDecoder decoding the same bytes (at most 1x). Encoding
// against JSONEncoder writing bytes is shown for information. For the ClinicalRecords entry,
// the time its own conformance spends on its two ISO 8601 dates (parsing them when decoding,
// formatting them when encoding), which every side pays alike, is timed beside the sides.
//
// Every round runs one batch of each side (about 10 ms of CPU time for the slowest), in an
// order that turns with the round. A batch is timed in the thread's CPU time, so that waiting
// for a core on a loaded machine does not count. A ratio is taken within a round, and each
// row shows the median over the rounds with the lowest and highest round. Every side's result
// is checked against the others' first: the run fails (exit 1) if they differ. A goal missed
// prints OVER and the run goes on.
//
// Run in release:
// `VERTICALHUB_BENCHMARKS=1 VERTICALHUB_SKIP_TOOLING=1 swift run -c release JSONCodingBenchmarks`.

let rounds = 21
let batch = Duration.milliseconds(10)
let decodeGoal = 0.35
let encodeGoal = 0.35
let foundationDecodeGoal = 1.0

/// What a run found: results that differ (the run fails) and goals missed (it goes on).
struct Outcome {
    var failures: [String] = []
    var missed: [String] = []
}

/// Work a type's own `Codable` conformance does whatever the coder (a ClinicalRecords
/// entry's ISO 8601 dates), timed beside the sides to show how much of a row's time it is.
struct OwnWork {
    /// What decoding the value does besides reading its fields.
    let decoding: () throws -> Int
    /// What encoding the value does besides writing its fields.
    let encoding: () throws -> Int
}

/// Measures and prints the rows of one payload; `size` reads a number off a decoded value
/// (and `jsonSize` off an encoded one) that depends on the whole result.
func measure<Value: Codable & Equatable>(
    _ name: String, _ value: Value, ownWork: OwnWork? = nil, into outcome: inout Outcome,
    size: @escaping (Value) -> Int
) throws {
    let json = try JSON(encoding: value)
    let bytes = Data(try json.utf8())
    let decoder = JSONDecoder()
    let encoder = JSONEncoder()

    // The sides must agree before they are timed.
    let direct = try json.decode(Value.self)
    let roundTrip = try JSONDecoder().decode(Value.self, from: Data(json.utf8()))
    let foundation = try decoder.decode(Value.self, from: bytes)
    if direct != value || roundTrip != value || foundation != value {
        outcome.failures.append("\(name): the decoded values differ")
    }
    if try JSON(parsing: JSONEncoder().encode(value)) != json || (try JSON(parsing: encoder.encode(value))) != json {
        outcome.failures.append("\(name): the encoded values differ")
    }

    let decoding = try Rounds(
        [
            Side(name: "direct") { size(try json.decode(Value.self)) },
            Side(name: "round trip") { size(try JSONDecoder().decode(Value.self, from: Data(json.utf8()))) },
            Side(name: "JSONDecoder on bytes") { size(try decoder.decode(Value.self, from: bytes)) },
        ] + (ownWork.map { [Side(name: "own work", operation: $0.decoding)] } ?? []), rounds: rounds, batch: batch)
    print(
        "\(name), decode: direct \(microseconds(decoding.median(0))), round trip "
            + "\(microseconds(decoding.median(1))), JSONDecoder on bytes \(microseconds(decoding.median(2)))"
            + (ownWork == nil ? "" : "; the type's own work in each: \(microseconds(decoding.median(3)))"))
    report("\(name), decode", "direct / round trip", decoding.ratios(0, over: 1), goal: decodeGoal, into: &outcome)
    report(
        "\(name), decode", "direct / JSONDecoder on bytes", decoding.ratios(0, over: 2), goal: foundationDecodeGoal,
        into: &outcome)

    let encoding = try Rounds(
        [
            Side(name: "direct") { jsonSize(try JSON(encoding: value)) },
            Side(name: "round trip") { jsonSize(try JSON(parsing: JSONEncoder().encode(value))) },
            Side(name: "JSONEncoder to bytes") { try encoder.encode(value).count },
        ] + (ownWork.map { [Side(name: "own work", operation: $0.encoding)] } ?? []), rounds: rounds, batch: batch)
    print(
        "\(name), encode: direct \(microseconds(encoding.median(0))), round trip "
            + "\(microseconds(encoding.median(1))), JSONEncoder to bytes \(microseconds(encoding.median(2)))"
            + (ownWork == nil ? "" : "; the type's own work in each: \(microseconds(encoding.median(3)))"))
    report("\(name), encode", "direct / round trip", encoding.ratios(0, over: 1), goal: encodeGoal, into: &outcome)
    report("\(name), encode", "direct / JSONEncoder to bytes", encoding.ratios(0, over: 2), goal: nil, into: &outcome)
}

/// A number that depends on the whole of an encoded value: its members or elements.
func jsonSize(_ json: JSON) -> Int {
    json.objectValue?.count ?? json.arrayValue?.count ?? 0
}

/// Prints one ratio row and records a missed goal.
func report(_ row: String, _ ratio: String, _ ratios: [Double], goal: Double?, into outcome: inout Outcome) {
    let (text, met) = cell(ratios, goal: goal)
    print("    \(padded(ratio, 32)) \(text)")
    if !met { outcome.missed.append("\(row), \(ratio)") }
}

print("JSONCodingBenchmarks: \(rounds) rounds; each ratio is the median over the rounds (lowest-highest round)")
var outcome = Outcome()
do {
    try measure("records entry", Payloads.entry, ownWork: Payloads.entryDates(), into: &outcome) { Int($0.id) }
    try measure("maps.search answer, 50 places", try Payloads.searchAnswer(), into: &outcome) { $0.count }
    try measure("MapConfiguration, 1 pin", Payloads.configuration, into: &outcome) { $0.pins.count }
} catch {
    outcome.failures.append("\(error)")
}
if !outcome.missed.isEmpty { print("over their goal: \(outcome.missed.joined(separator: "; "))") }
if !outcome.failures.isEmpty {
    for failure in outcome.failures { print("FAILED: \(failure)") }
    exit(1)
}
