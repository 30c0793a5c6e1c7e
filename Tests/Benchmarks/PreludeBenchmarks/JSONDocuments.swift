import Foundation
import Prelude

/// The two documents of issue 16's JSON comparison: a 120-byte request and a 4.6 KiB
/// response of 40 small objects, as a hub query and its answer look.
enum JSONDocuments {
    static var request: JSON {
        [
            "id": "7c1e9a4e-5b7f-4d2a", "message": "maps.nearby",
            "payload": ["latitude": 51.5308, "longitude": -0.1238, "kinds": ["clinic", "pharmacy"], "limit": 40],
        ]
    }

    static var response: JSON {
        .array(
            JSON.Array(
                (0..<40).map { index -> JSON in
                    [
                        "placeID": .string("place-\(1_000 + index)"), "name": .string("Clinic number \(index)"),
                        "kind": index % 3 == 0 ? "pharmacy" : "clinic",
                        "latitude": .double(51.5 + Double(index) / 1_000),
                        "longitude": .double(-0.12 - Double(index) / 1_000), "open": .bool(index % 2 == 0),
                        "distance": .int(120 + 37 * index),
                    ]
                }))
    }

    /// Writes both documents as compact JSON into `directory` and times Prelude parsing
    /// and writing each; prints `swift <document> <parse|serialize> <ns per operation>`.
    static func run(directory: String, rounds: Int) async {
        for (name, document) in [("request", request), ("response", response)] {
            guard let text = try? document.serialized() else { continue }
            let path = directory + "/" + name + ".json"
            guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
                print("cannot write \(path); pass a writable directory")
                exit(1)
            }
            let operations = name == "request" ? 200_000 : 10_000
            var sink = 0
            let parse = await fastestNanoseconds(rounds: rounds, operations: operations) {
                for _ in 0..<operations {
                    switch try? JSON(parsing: text) {
                    case .object(let members): sink &+= members.count
                    case .array(let elements): sink &+= elements.count
                    default: sink &+= 1
                    }
                }
            }
            let parsed = (try? JSON(parsing: text)) ?? .null
            let serialize = await fastestNanoseconds(rounds: rounds, operations: operations) {
                for _ in 0..<operations { sink &+= ((try? parsed.serialized()) ?? "").utf8.count }
            }
            print("swift \(name) parse \(parse)")
            print("swift \(name) serialize \(serialize)")
            print("checksum \(sink)")
        }
    }
}
