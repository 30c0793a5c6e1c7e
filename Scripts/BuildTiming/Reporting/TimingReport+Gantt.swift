import Foundation

extension TimingReport {
    /// An SVG Gantt chart of the last whole `-j N` build as `build.db` recorded it: one row
    /// per module, in red the chain that set the wall time, computed from the measured start
    /// and end times (``WallClockChain``), as the caption says.
    public var ganttSVG: String {
        let timeline = lastParallelTimeline
        let rows = timeline.sorted { ($0.value.first ?? 0, $0.key) < ($1.value.first ?? 0, $1.key) }
        let end = max(rows.compactMap { $0.value.last }.max() ?? 1, 0.001)
        let chain = wallClockChain
        let critical = Set(chain.modules)
        let left = 200.0
        let width = 700.0
        let rowHeight = 22.0
        let top = 40.0
        let height = top + Double(rows.count) * rowHeight + 40
        var svg: [String] = []
        svg.append(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(Int(left + width + 40))" height="\#(Int(height))" "#
                + #"font-family="sans-serif" font-size="12">"#)
        svg.append(#"<rect width="100%" height="100%" fill="white"/>"#)
        svg.append(
            #"<text x="10" y="20" font-size="14">Clean build of the whole, -j \#(jobs) (from build.db); red: the "#
                + #"chain that set the wall time, from measured start and end times "#
                + #"(\#(Self.escaped(chain.modules.joined(separator: " → "))), ends at "#
                + #"\#(Summary.format(chain.seconds, digits: 1)) s)</text>"#)
        for (index, row) in rows.enumerated() {
            guard row.value.count == 2 else { continue }
            let y = top + Double(index) * rowHeight
            let x = left + row.value[0] / end * width
            let barWidth = max(1, (row.value[1] - row.value[0]) / end * width)
            let color = critical.contains(row.key) ? "#d62728" : "#1f77b4"
            svg.append(#"<text x="\#(left - 8)" y="\#(y + 15)" text-anchor="end">\#(Self.escaped(row.key))</text>"#)
            svg.append(
                #"<rect x="\#(Summary.format(x, digits: 1))" y="\#(y + 3)" width="\#(Summary.format(barWidth, digits: 1))" "#
                    + #"height="\#(rowHeight - 6)" fill="\#(color)"><title>\#(Self.escaped(row.key)): "#
                    + #"\#(Summary.format(row.value[1] - row.value[0], digits: 2)) s</title></rect>"#)
        }
        let axisY = top + Double(rows.count) * rowHeight + 15
        svg.append(#"<line x1="\#(left)" y1="\#(axisY)" x2="\#(left + width)" y2="\#(axisY)" stroke="black"/>"#)
        for step in 0...4 {
            let x = left + Double(step) / 4 * width
            svg.append(
                #"<text x="\#(Summary.format(x, digits: 1))" y="\#(axisY + 15)" text-anchor="middle">"#
                    + #"\#(Summary.format(end * Double(step) / 4, digits: 1)) s</text>"#)
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
