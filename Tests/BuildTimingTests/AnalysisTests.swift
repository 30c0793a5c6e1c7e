import BuildTiming
import Foundation
import Testing

@Suite("Critical path, schedule and summaries")
struct AnalysisTests {
    /// Prelude <- Interfaces <- A | B | C <- Host, the architecture's shape.
    private let graph = TargetGraph(nodes: [
        .init(name: "Prelude", kind: "library", path: "Prelude", dependencies: []),
        .init(name: "Interfaces", kind: "library", path: "Interfaces", dependencies: ["Prelude"]),
        .init(name: "A", kind: "library", path: "Verticals/A", dependencies: ["Prelude", "Interfaces"]),
        .init(name: "B", kind: "library", path: "Verticals/B", dependencies: ["Prelude", "Interfaces"]),
        .init(name: "C", kind: "library", path: "Verticals/C", dependencies: ["Prelude", "Interfaces"]),
        .init(name: "Host", kind: "executable", path: "Host", dependencies: ["A", "B", "C"]),
        .init(name: "ATests", kind: "test", path: "Tests/ATests", dependencies: ["A"]),
    ])
    private let times = ["Prelude": 4.0, "Interfaces": 1.0, "A": 6.0, "B": 3.0, "C": 3.0, "Host": 2.0]

    @Test("the critical path is the heaviest chain through the graph")
    func criticalPath() {
        let path = CriticalPath(graph: graph, times: times)
        #expect(path.modules == ["Prelude", "Interfaces", "A", "Host"])
        #expect(path.seconds == 13)
    }

    @Test("the wall-clock chain follows measured start and end times, not compiler CPU")
    func wallClockChain() {
        // A is the heaviest by CPU, but B ended last before Host started: B set the wall time.
        let timeline: [String: [Double]] = [
            "Prelude": [0, 4], "Interfaces": [4, 5], "A": [5, 9], "B": [5, 11], "C": [5, 8], "Host": [11, 12],
        ]
        let chain = WallClockChain(graph: graph, timeline: timeline)
        #expect(chain.modules == ["Prelude", "Interfaces", "B", "Host"])
        #expect(chain.seconds == 12)
        #expect(WallClockChain(graph: graph, timeline: [:]).modules.isEmpty)
    }

    @Test("progress says which build, n of m, the time so far and the estimate left")
    func progressLine() {
        let progress = BuildProgress(
            index: 3, total: 14, label: "repetition 1, clean build: Maps alone", elapsed: 62, estimateLeft: 190)
        #expect(
            progress.line == "[3/14] repetition 1, clean build: Maps alone; 1 min 02 s so far, about 3 min 10 s left")
        let first = BuildProgress(index: 1, total: 14, label: "x", elapsed: 0, estimateLeft: nil)
        #expect(first.line == "[1/14] x; 0 s so far")
    }

    @Test("one core takes the sum; many cores the critical path; never less")
    func schedule() {
        #expect(Schedule(graph: graph, times: times, cores: 1).makespan == 19)
        #expect(Schedule(graph: graph, times: times, cores: 16).makespan == 13)
        // Two cores: A on one, B then C on the other (6 s either way), Host after A.
        #expect(Schedule(graph: graph, times: times, cores: 2).makespan == 13)
    }

    @Test("a schedule keeps every dependency before its dependent and one module per core at a time")
    func scheduleIsValid() {
        let schedule = Schedule(graph: graph, times: times, cores: 2)
        let end = Dictionary(uniqueKeysWithValues: schedule.slots.map { ($0.module, $0.end) })
        for slot in schedule.slots {
            for dependency in graph.node(slot.module)?.dependencies ?? [] {
                #expect((end[dependency] ?? 0) <= slot.start)
            }
        }
        for core in 0..<2 {
            let slots = schedule.slots.filter { $0.core == core }.sorted { $0.start < $1.start }
            for (first, second) in zip(slots, slots.dropFirst()) {
                #expect(first.end <= second.start)
            }
        }
    }

    @Test("verticals come from the folder and the host is what depends on them")
    func graphRoles() {
        #expect(graph.verticals() == ["A", "B", "C"])
        #expect(graph.hostTargets() == ["Host"])
        #expect(graph.closure(of: ["A"]) == ["A", "Interfaces", "Prelude"])
    }

    @Test("a summary gives the median with min and max")
    func summary() throws {
        let odd = try #require(Summary([3, 1, 2]))
        #expect(odd.median == 2 && odd.min == 1 && odd.max == 3)
        #expect(try #require(Summary([4, 1, 2, 3])).median == 2.5)
        #expect(Summary([]) == nil)
        #expect(odd.formatted() == "2.0 s (1.0–3.0)")
        #expect(try #require(Summary([1.25])).formatted(unit: "x", digits: 2) == "1.25x")
    }
}
