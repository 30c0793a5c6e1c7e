public import Foundation

/// Per-module compile times from `-Xswiftc -stats-output-dir`: the compiler writes one JSON
/// file per frontend job with `time.swift-frontend.<Module>-<job>.wall|user|sys`.
public struct CompilerStats: Sendable, Hashable, Codable {
    /// One module's summed times.
    public struct ModuleTime: Sendable, Hashable, Codable {
        /// Summed wall time of the module's jobs (jobs may overlap), seconds.
        public var wall: Double
        /// Summed user CPU, seconds.
        public var user: Double
        /// Summed system CPU, seconds.
        public var sys: Double
        /// How many compiler jobs.
        public var jobs: Int

        /// Makes a module's times.
        public init(wall: Double, user: Double, sys: Double, jobs: Int) {
            self.wall = wall
            self.user = user
            self.sys = sys
            self.jobs = jobs
        }

        /// User plus system CPU: the module's work on one core.
        public var cpu: Double { user + sys }
    }

    /// Times by module name.
    public var modules: [String: ModuleTime]

    /// Makes stats from `modules`.
    public init(modules: [String: ModuleTime]) {
        self.modules = modules
    }

    /// Reads every stats file in `directory`.
    public init(directory: URL) {
        var modules: [String: ModuleTime] = [:]
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for file in files where file.hasSuffix(".json") {
            guard let data = try? Data(contentsOf: directory.appendingPathComponent(file)),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { continue }
            for (module, time) in Self.jobTimes(in: object) {
                var total = modules[module] ?? ModuleTime(wall: 0, user: 0, sys: 0, jobs: 0)
                total.wall += time.wall
                total.user += time.user
                total.sys += time.sys
                total.jobs += 1
                modules[module] = total
            }
        }
        self.modules = modules
    }

    /// The frontend totals in one stats file, by module.
    static func jobTimes(in object: [String: Any]) -> [String: ModuleTime] {
        let prefix = "time.swift-frontend."
        var result: [String: ModuleTime] = [:]
        for (key, value) in object where key.hasPrefix(prefix) {
            guard let seconds = (value as? NSNumber)?.doubleValue else { continue }
            let rest = key.dropFirst(prefix.count)
            guard let dot = rest.lastIndex(of: ".") else { continue }
            let job = rest[..<dot]
            let module = String(job.prefix { $0 != "-" })
            var time = result[module] ?? ModuleTime(wall: 0, user: 0, sys: 0, jobs: 1)
            switch rest[rest.index(after: dot)...] {
            case "wall": time.wall += seconds
            case "user": time.user += seconds
            case "sys": time.sys += seconds
            default: continue
            }
            result[module] = time
        }
        return result
    }

    /// The total CPU of every module.
    public var totalCPU: Double { modules.values.reduce(0) { $0 + $1.cpu } }
}
