// A writer for the crash test (`Tests/RecordsWriterTests`): opens the records database in
// a folder through the real entry point and plugin, then changes the records as fast as
// it can, one command after the other's outcome, and prints each acknowledged change:
//
//     RecordsWriter <folder> <pairs>
//     ack add <id> <n>      entry <id> added as "burst-<n>", acknowledged on records.outcomes
//     ack edit <id> <n>     entry <id> renamed "edited-<n>", acknowledged
//     done                  every pair was written
//
// A line is written (unbuffered) only after the outcome arrived, and an outcome only
// after its transaction committed; the test kills this process with SIGKILL mid-burst
// and checks that every printed change is in the database.

import ClinicalRecords
import Dispatch
import Foundation
import HubInterfaces
import Prelude

let arguments = CommandLine.arguments
guard arguments.count == 3, let pairs = Int(arguments[2]), pairs > 0 else {
    FileHandle.standardError.write(Data("usage: RecordsWriter <folder> <pairs (a positive number)>\n".utf8))
    exit(64)
}

do {
    try ClinicalRecordsVertical().configureWorld(HostSettings(locale: .english, dataDirectory: arguments[1]))
    if let problem = Current.clinicalRecords.databaseProblem {
        FileHandle.standardError.write(Data("RecordsWriter: \(problem)\n".utf8))
        exit(1)
    }
    let plugin = try ClinicalRecordsPlugin(messageSender: HublessSender(), configurationFiles: [:])
    let burst = Burst(plugin: plugin, pairs: pairs)
    let token = try plugin.publisher(forEvent: .recordsOutcomes, payload: nil).subscribe { burst.handle($0) }
    try burst.start()
    withExtendedLifetime(token) { dispatchMain() }
} catch {
    FileHandle.standardError.write(Data("RecordsWriter: \(error)\n".utf8))
    exit(1)
}
