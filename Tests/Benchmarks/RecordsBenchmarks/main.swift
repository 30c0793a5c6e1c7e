// Acknowledged changes per second through ClinicalRecords' plugin against the same inserts
// made directly with GRDB, measured in the same run on the same disk.
//
//     swift run -c release RecordsBenchmarks [changes per round] [rounds]
//
// Both sides write one entry per transaction into a WAL database made by
// `RecordsDatabase.open` (so the same schema, pragmas and durability). The plugin side
// counts a change when its success arrives on `records.outcomes`, which happens only
// after its transaction committed; it keeps at most 128 commands in flight, within the
// worker's bound. Rounds alternate sides; the medians are compared. Exits 1 when the
// plugin's time per change exceeds 1.5 times GRDB's.

import ClinicalRecords
import Foundation

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let changes = arguments.first ?? 1_000
let rounds = arguments.dropFirst().first ?? 5
let budget = 1.5
guard changes > 0, rounds > 0 else {
    FileHandle.standardError.write(Data("usage: RecordsBenchmarks [changes per round > 0] [rounds > 0]\n".utf8))
    exit(64)
}

let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("records-benchmark-\(UInt64.random(in: 0...UInt64.max))").path
defer { try? FileManager.default.removeItem(atPath: scratch) }

print("ClinicalRecords: \(changes) acknowledged changes per round, \(rounds) rounds, one transaction each")
var direct: [Double] = []
var plugin: [Double] = []
do {
    for round in 1...rounds {
        direct.append(try Measurement.directGRDB(changes: changes, folder: "\(scratch)/direct-\(round)"))
        plugin.append(try Measurement.throughPlugin(changes: changes, folder: "\(scratch)/plugin-\(round)"))
        print(
            "  round \(round): GRDB directly \(Measurement.rate(changes, direct.last)), "
                + "through the plugin \(Measurement.rate(changes, plugin.last))")
    }
} catch {
    FileHandle.standardError.write(Data("RecordsBenchmarks: \(error)\n".utf8))
    exit(1)
}
let directMedian = Measurement.median(direct)
let pluginMedian = Measurement.median(plugin)
let ratio = pluginMedian / directMedian
print(
    "median: GRDB directly \(Measurement.rate(changes, directMedian)), through the plugin \(Measurement.rate(changes, pluginMedian))"
)
print("plugin overhead: \(String(format: "%.2f", ratio))x GRDB's time per change (budget \(budget)x)")
exit(ratio <= budget ? 0 : 1)
