import Foundation
import Prelude

/// A message with a payload, sent over `serve --stdio` as the verticals really receive it: the
/// hub checks the payload against its contract, the plugin decodes it, and the answer is
/// encoded back. `count` requests are pipelined, then `singles` are sent one at a time.
struct PayloadRow: Sendable {
    /// The row's name, as printed.
    let name: String
    /// The request line for a given id (without the newline).
    let request: @Sendable (Int) -> String
    /// How many requests are pipelined.
    let count: Int
    /// How many are then sent one at a time, for p50 and p99.
    let singles: Int
    /// Whether a line the server wrote ends a request's round trip.
    let isAnswer: @Sendable (String) -> Bool

    /// `maps.search` for "praxis": a query whose answer is a list of places (the switch is
    /// turned on with `--enable maps.search`).
    static let mapsSearch = PayloadRow(
        name: "maps.search (query)",
        request: { id in
            #"{"jsonrpc":"2.0","id":\#(id),"method":"query","params":{"message":"maps.search","payload":{"text":"praxis"}}}"#
        },
        count: 20_000, singles: 2_000,
        isAnswer: { $0.hasPrefix(#"{"id":"#) })

    /// `records.add` of an allergy entry: a command whose payload is checked and decoded, and
    /// which the records vertical stores in SQLite. Its round trip ends with its outcome on
    /// `records.outcomes` (the stored entry, encoded); the acknowledgement and the
    /// `records.changed` notification are skipped. 200 are pipelined: the vertical keeps at
    /// most 256 changes waiting to be stored and refuses more.
    static let recordsAdd = PayloadRow(
        name: "records.add (command)",
        request: { id in
            #"{"jsonrpc":"2.0","id":\#(id),"method":"command","params":{"message":"records.add","correlationID":"add-\#(id)","#
                + #""payload":{"section":"allergy","title":"Peanuts","detail":"hives within minutes","clinicID":"zrh-001"}}}"#
        },
        count: 200, singles: 500,
        isAnswer: { $0.contains(#""event":"records.outcomes""#) })
}

/// The payload rows measured against two `host` executables, alternately, `rounds` times: this
/// package's and another build's (`--before PATH`, such as the last release's), so that each
/// round gives a ratio of the two under the same load.
struct PayloadComparison {
    /// This build's `host`.
    let current: URL
    /// The other build's `host`.
    let before: URL
    /// How many times each host is measured on each row.
    let rounds: Int

    /// Measures every row on both hosts and prints each round and each row's ratios.
    func run(_ rows: [PayloadRow]) throws {
        say("")
        say("Payloads over serve --stdio, this host against \(before.path), \(rounds) rounds alternating")
        for row in rows {
            var ratios: [Double] = []
            for round in 1...rounds {
                let now = try figures(of: row, on: current)
                let then = try figures(of: row, on: before)
                ratios.append(now.roundTripsPerSecond / then.roundTripsPerSecond)
                say(
                    Self.line("\(row.name), round \(round), this host", now, pipelined: row.count))
                say(Self.line("\(row.name), round \(round), before", then, pipelined: row.count))
            }
            let sorted = ratios.sorted()
            say(
                String(
                    format: "%@: rate this host / before %.2fx to %.2fx (median %.2fx, %d rounds)",
                    row.name as NSString, sorted[0], sorted[sorted.count - 1], sorted[sorted.count / 2], rounds))
        }
    }

    /// One row on one host, in a data folder of its own.
    private func figures(of row: PayloadRow, on host: URL) throws -> Figures {
        let (process, input, output) = try startHost(["--stdio", "--enable", "maps.search"], executable: host)
        defer {
            close(input.fileHandleForWriting.fileDescriptor)
            process.waitUntilExit()
        }
        let endpoint = lineEndpoint(
            requests: input.fileHandleForWriting.fileDescriptor,
            answers: output.fileHandleForReading.fileDescriptor,
            line: { id in Array(row.request(id + 1).utf8) + [0x0A] },
            isAnswer: { bytes in
                let line = String(decoding: bytes, as: UTF8.self)
                // An error response (keys are sorted, so it starts with it) is a refusal: the
                // figures would measure the refusal, so the benchmark stops instead.
                if line.hasPrefix(#"{"error":"#) {
                    say("ServeBenchmarks: \(row.name) was refused by \(host.path): \(line)")
                    exit(1)
                }
                return row.isAnswer(line)
            })
        return measure(endpoint, pipelined: row.count, singles: row.singles)
    }

    private static func line(_ name: String, _ figures: Figures, pipelined: Int) -> String {
        row(name, figures, width: 44) + "   (\(pipelined) pipelined)"
    }
}
