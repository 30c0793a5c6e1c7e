import Foundation
import Prelude

/// The corpus of `Tests/Benchmarks/json-vs-python.sh`: documents of every shape a user
/// meets, written as compact text for Prelude and CPython to parse and write. A `maps.nearby`
/// request and an answer of 40 clinics and pharmacies, numbers (integers, fractions,
/// exponents), strings (ASCII, non-ASCII, with escapes), a wide object, deep arrays, a
/// response of 40 places with fractional numbers and non-ASCII names, and four real lines of
/// `host serve --stdio` (a query, its answer, an event notification, an error answer).
enum JSONDocuments {
    /// A document: its name and its compact text.
    struct Document {
        let name: String
        let text: String
    }

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

    /// A response of 40 places whose members hold fractional numbers (`47.121`,
    /// `8.512`, `4.5`) and non-ASCII names (`"Klinik Nr. 12 — Zürich"`).
    static var places: JSON {
        let towns = ["Zürich", "Genève", "Göteborg", "Kraków", "São Paulo", "Málaga", "Århus", "Łódź"]
        return .array(
            JSON.Array(
                (0..<40).map { index -> JSON in
                    [
                        "id": .string("zrh-\(100 + index)"),
                        "name": .string("Klinik Nr. \(index) — \(towns[index % towns.count])"),
                        "address": .string("Mühlebachstrasse \(index + 1), 80\(10 + index) \(towns[index % 3])"),
                        "latitude": .double(47.121 + Double(index) * 0.013),
                        "longitude": .double(8.512 + Double(index) * 0.007),
                        "rating": .double(4.5 - Double(index % 5) * 0.25),
                        "distanceMeters": .double(506.7056090741405 + Double(index) * 31.25),
                    ]
                }))
    }

    static var integers: JSON {
        var generator = Generator()
        return .array(
            JSON.Array(
                (0..<1_000).map { index -> JSON in
                    let magnitude = [10, 1_000, 100_000, 10_000_000_000, Int.max / 3][index % 5]
                    let value = Int(generator.next() % UInt64(magnitude))
                    return .int(index % 2 == 0 ? value : -value)
                }))
    }

    static var fractions: JSON {
        var generator = Generator()
        return .array(
            JSON.Array(
                (0..<1_000).map { index -> JSON in
                    let places = [1, 2, 3, 6][index % 4]
                    let scale = pow(10, Double(places))
                    let value = Double(generator.next() % 10_000_000) / scale
                    return .double(index % 3 == 0 ? -value : value)
                }))
    }

    static var exponents: JSON {
        var generator = Generator()
        return .array(
            JSON.Array(
                (0..<1_000).map { index -> JSON in
                    let mantissa = 1 + Double(generator.next() % 1_000_000) / 1_000_000
                    let exponent = Int(generator.next() % 600) - 300
                    return .double((index % 2 == 0 ? 1 : -1) * mantissa * pow(10, Double(exponent)))
                }))
    }

    static var asciiStrings: JSON {
        var generator = Generator()
        let words = ["clinic", "pharmacy", "appointment", "record", "patient", "Maps", "query", "the", "of", "42"]
        return .array(
            JSON.Array(
                (0..<300).map { _ -> JSON in
                    let count = 3 + Int(generator.next() % 8)
                    return .string((0..<count).map { _ in words[Int(generator.next() % 10)] }.joined(separator: " "))
                }))
    }

    static var nonASCIIStrings: JSON {
        var generator = Generator()
        let words = ["Zürich", "Ärztehaus", "naïve", "Straße", "東京都", "診療所", "клиника", "😀", "—", "façade", "Ωmega"]
        return .array(
            JSON.Array(
                (0..<300).map { _ -> JSON in
                    let count = 3 + Int(generator.next() % 8)
                    return .string(
                        (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(
                            separator: " "))
                }))
    }

    /// Strings with every kind of escape, written as JSON text (Prelude's writer escapes
    /// only what it must, so the text is made here rather than by serializing).
    static var escapesText: String {
        let pieces = [
            #"line one\nline two"#, #"tab\tseparated\tvalues"#, #"a \"quoted\" word"#, #"C:\\path\\to\\file"#,
            #"caf\u00e9 cr\u00e8me"#, #"smile \ud83d\ude00"#, #"slash \/ and \b\f\r"#, #"\u6771\u4eac"#,
        ]
        let strings = (0..<300).map { index in "\"\(pieces[index % pieces.count]) \(index)\"" }
        return "[" + strings.joined(separator: ",") + "]"
    }

    static var wideObject: JSON {
        var object = JSON.Object()
        for index in 0..<1_000 {
            object["member\(index * 7919 % 1_000)-\(index)"] = index % 2 == 0 ? .int(index) : .string("value \(index)")
        }
        return .object(object)
    }

    /// Twenty arrays each nested 400 deep (`[0,[1,[2,...]]]`), under `JSON.maximumDepth`.
    static var deepArraysText: String {
        let one = (0..<400).map { "[\($0)," }.joined() + "null" + String(repeating: "]", count: 400)
        return "[" + Array(repeating: one, count: 20).joined(separator: ",") + "]"
    }

    /// Real lines of `host serve --stdio`, from the README's transcript: a query, its answer,
    /// an event notification and an error answer.
    static let hubLines: [Document] = [
        .init(
            name: "hub-query",
            text:
                #"{"jsonrpc":"2.0","id":1,"method":"query","params":{"message":"maps.nearby","payload":{"latitude":47.3769,"longitude":8.5417,"radiusMeters":1500,"kinds":["pharmacy"],"limit":1}}}"#
        ),
        .init(
            name: "hub-answer",
            text:
                #"{"id":1,"jsonrpc":"2.0","result":[{"address":"Mühlebachstrasse 191, 8042 Zürich","distanceMeters":506.7056090741405,"id":"zrh-055","isOpenNow":true,"kind":"pharmacy","latitude":47.377895,"longitude":8.548267,"name":"TopPharm Apotheke Affoltern","phone":"+41 44 592 41 28"}]}"#
        ),
        .init(
            name: "hub-event",
            text:
                #"{"jsonrpc":"2.0","method":"event","params":{"correlationID":"refresh-1","event":"info.updates","subscription":1,"value":{"fetchedAt":"2026-11-23T10:40:15Z","supportAddress":"support@example.com","version":"1.0.0"}}}"#
        ),
        .init(
            name: "hub-error",
            text:
                #"{"error":{"code":-32002,"data":{"code":"invalidPayload","kind":"query","message":"Maps cannot use the payload of query \"maps.nearby\": latitude: expected a number, found string \"north\" (decoding NearbyPlacesRequest)","messageName":"maps.nearby","receiver":"Maps","sender":"Shell"},"message":"Maps cannot use the payload of query \"maps.nearby\": latitude: expected a number, found string \"north\" (decoding NearbyPlacesRequest)"},"id":4,"jsonrpc":"2.0"}"#
        ),
    ]

    /// Every document of the corpus, in the order the comparison prints them.
    static var corpus: [Document] {
        let made: [(String, JSON)] = [
            ("request", request), ("response", response), ("places-40", places), ("integers", integers),
            ("fractions", fractions), ("exponents", exponents), ("ascii-strings", asciiStrings),
            ("non-ascii-strings", nonASCIIStrings), ("wide-object", wideObject),
        ]
        return made.compactMap { name, value in (try? value.serialized()).map { Document(name: name, text: $0) } }
            + [.init(name: "escapes", text: escapesText), .init(name: "deep-arrays", text: deepArraysText)]
            + hubLines
    }

    /// How many times one round parses (or writes) a document: about 4 MB of text a round.
    static func operations(for text: String) -> Int {
        max(20, 4_000_000 / max(text.utf8.count, 1))
    }

    /// Writes every document as compact JSON into `directory` and times Prelude parsing and
    /// writing each; prints `swift <document> <parse|serialize> <ns per operation> <operations>`.
    /// `only` limits the run to the named documents (for profiling one).
    static func run(directory: String, rounds: Int, only: Set<String> = []) async {
        for document in corpus where only.isEmpty || only.contains(document.name) {
            let text = document.text
            let path = directory + "/" + document.name + ".json"
            guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
                print("cannot write \(path); pass a writable directory")
                exit(1)
            }
            let parsed: JSON
            do {
                parsed = try JSON(parsing: text)
            } catch {
                print("\(document.name): Prelude cannot parse its own corpus document: \(error)")
                exit(1)
            }
            let operations = operations(for: text)
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
            let serialize = await fastestNanoseconds(rounds: rounds, operations: operations) {
                for _ in 0..<operations { sink &+= ((try? parsed.serialized()) ?? "").utf8.count }
            }
            print("swift \(document.name) parse \(parse) \(operations)")
            print("swift \(document.name) serialize \(serialize) \(operations)")
            print("checksum \(sink)")
        }
    }
}

/// A small seeded generator (SplitMix64), so the corpus is the same on every run.
struct Generator {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
