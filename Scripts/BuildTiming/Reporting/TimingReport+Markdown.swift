extension TimingReport {
    /// The foreign load during the kept builds of `kind`, as a median with range.
    func foreignLoad(_ kind: BuildMeasurement.Kind) -> String {
        Summary(builds.filter { $0.kind == kind }.map(\.foreignCores))?.formatted(unit: "", digits: 2) ?? ""
    }

    /// The results as Markdown tables.
    public var markdown: String {
        var lines: [String] = ["## Summary", ""]
        lines += headline.map { "- \($0)" }
        lines.append("")
        lines.append("## Clean builds (\(repetitions) repetition\(repetitions == 1 ? "" : "s"), interleaved)")
        lines.append("")
        lines.append("The whole is `\(whole.joined(separator: "`, `"))` and everything it needs; N = \(jobs).")
        lines.append("Medians, with min–max; ratios are taken within each repetition.")
        lines.append("")
        lines.append("| Build | Wall time | CPU time | Wall ratio | CPU ratio | Other processes (cores) |")
        lines.append("|---|---|---|---|---|---|")
        func row(_ label: String, _ kind: BuildMeasurement.Kind, against: BuildMeasurement.Kind?, _ ratioLabel: String)
        {
            guard let wall = seconds(kind), let cpu = cpu(kind) else { return }
            let wallRatio = against.flatMap { ratio($0, over: kind) }.map {
                "\($0.formatted(unit: "x", digits: 2)) \(ratioLabel)"
            }
            let cpuRatio = against.flatMap { ratio($0, over: kind, of: \.cpu) }.map {
                "\($0.formatted(unit: "x", digits: 2))"
            }
            lines.append(
                "| \(label) | \(wall.formatted()) | \(cpu.formatted()) | \(wallRatio ?? "") | \(cpuRatio ?? "") | "
                    + "\(foreignLoad(kind)) |")
        }
        row("whole, `-j 1`", .wholeSerial, against: nil, "")
        row("whole, `-j \(jobs)`", .wholeParallel, against: .wholeSerial, "(`-j 1` ÷ `-j \(jobs)`)")
        for vertical in verticals {
            row("`\(vertical)` alone, `-j \(jobs)`", .vertical(vertical), against: .wholeParallel, "(whole ÷ alone)")
        }
        lines.append("")
        lines.append(
            "Other processes kept at most \(Summary.format(worstForeignLoad, digits: 2)) cores busy during a kept "
                + "build; \(reruns) build\(reruns == 1 ? " was" : "s were") run again for foreign load.")
        lines.append("")
        lines.append("## Modules, critical path and projection")
        lines.append("")
        let path = criticalPath
        lines.append(
            "Compiler CPU of the whole: \(Summary.format(totalCPU, digits: 1)) s. Critical path: "
                + "\(Summary.format(path.seconds, digits: 1)) s through `\(path.modules.joined(separator: "` → `"))`. "
                + "Speed-up the layout allows: \(Summary.format(allowedSpeedup, digits: 2))x.")
        lines.append("")
        let own = ownCriticalPath
        lines.append(
            "The package's own modules alone: \(Summary.format(ownCPU, digits: 1)) s CPU, critical path "
                + "\(Summary.format(own.seconds, digits: 1)) s through `\(own.modules.joined(separator: "` → `"))`, "
                + "allowing \(Summary.format(own.seconds > 0 ? ownCPU / own.seconds : 0, digits: 2))x.")
        lines.append("")
        lines.append("| Module | CPU (s) | On critical path |")
        lines.append("|---|---|---|")
        for (module, cpu) in moduleCPU.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            lines.append(
                "| `\(module)` | \(Summary.format(cpu, digits: 2)) | \(path.modules.contains(module) ? "yes" : "") |")
        }
        lines.append("")
        lines.append("| Cores | Projected compile time (s) |")
        lines.append("|---|---|")
        for cores in Self.projectedCores {
            lines.append("| \(cores) | \(Summary.format(schedule(cores: cores).makespan, digits: 1)) |")
        }
        lines.append("")
        lines.append(
            "The projection schedules each module as one job over the real target graph (compiler CPU only). "
                + projectionComparison)
        lines.append("")
        let chain = wallClockChain
        lines.append(
            "Wall-clock chain of the last whole `-j \(jobs)` build, from measured start and end times: "
                + "`\(chain.modules.joined(separator: "` → `"))`, ending at \(Summary.format(chain.seconds, digits: 1)) s "
                + "(the red bars of `gantt.svg`).")
        lines.append("")
        lines.append("## Incremental blast radius")
        lines.append("")
        lines.append("| Change | Rebuilt (build.db) | Rebuilt (.dia) | Unexpected | Wall (s) |")
        lines.append("|---|---|---|---|---|")
        for blast in blastRadius {
            lines.append(
                "| \(blast.change) in `\(blast.file)` | \(blast.rebuiltByDatabase.joined(separator: ", ")) | "
                    + "\(blast.rebuiltByDiagnostics.joined(separator: ", ")) | "
                    + "\(blast.unexpected.isEmpty ? "none" : blast.unexpected.joined(separator: ", ")) | "
                    + "\(Summary.format(blast.seconds, digits: 1)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
