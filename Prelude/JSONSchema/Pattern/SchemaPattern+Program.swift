import Prelude
extension SchemaPattern {
    /// Turns a ``PatternNode`` tree into instructions, refusing a program beyond a size
    /// (counted repetitions copy their body, so `(a{1000}){1000}` is refused, not built).
    struct ProgramBuilder {
        let maximumSize: Int
        var program: [Instruction] = []

        init(maximumSize: Int) {
            self.maximumSize = maximumSize
        }

        /// Appends `instruction` and returns its index.
        @discardableResult
        mutating func append(_ instruction: Instruction) throws(Problem) -> Int {
            guard program.count < maximumSize else {
                throw Problem(
                    message: "the pattern needs more than \(maximumSize) steps of program (a large count such "
                        + "as {1000} inside another); simplify it")
            }
            program.append(instruction)
            return program.count - 1
        }

        /// Appends the instructions of `node`.
        mutating func emit(_ node: PatternNode) throws(Problem) {
            switch node {
            case .empty: break
            case .scalars(let set): try append(.scalars(set))
            case .any: try append(.any)
            case .start: try append(.start)
            case .end: try append(.end)
            case .wordBoundary(let flag): try append(.wordBoundary(flag))
            case .sequence(let items):
                for item in items { try emit(item) }
            case .alternation(let branches):
                var jumps: [Int] = []
                for branch in branches.dropLast() {
                    let split = try append(.split(0, 0))
                    try emit(branch)
                    jumps.append(try append(.jump(0)))
                    program[split] = .split(split + 1, program.count)
                }
                if let last = branches.last { try emit(last) }
                for jump in jumps { program[jump] = .jump(program.count) }
            case .repeated(let body, let minimum, let maximum):
                for _ in 0..<minimum { try emit(body) }
                if let maximum {
                    var splits: [Int] = []
                    for _ in minimum..<maximum {
                        splits.append(try append(.split(0, 0)))
                        try emit(body)
                    }
                    for split in splits { program[split] = .split(split + 1, program.count) }
                } else {
                    let loop = try append(.split(0, 0))
                    try emit(body)
                    try append(.jump(loop))
                    program[loop] = .split(loop + 1, program.count)
                }
            }
        }
    }

    /// Whether the pattern matches anywhere in `text`, or `nil` when matching would take
    /// more than `budget` steps; every step taken is subtracted from `budget`.
    ///
    /// The program runs as a Pike virtual machine: every live thread advances over one
    /// scalar at a time, so the work is at most the text's length times the program's size.
    /// All of it is charged: the program's size once (for the thread lists), each thread a
    /// scalar advances, and each instruction reached without reading a scalar (splits, jumps,
    /// assertions), so a pattern of many empty alternatives pays for them at every scalar. A
    /// pattern that starts with `^` stops as soon as no thread is left.
    func matches(_ text: String, budget: inout Int) -> Bool? {
        budget -= program.count
        guard budget >= 0 else { return nil }
        let anchored = if case .start = program.first { true } else { false }
        var current = Threads(size: program.count)
        var next = Threads(size: program.count)
        var scalars = text.unicodeScalars.makeIterator()
        var position = Position(before: nil, after: scalars.next())
        while true {
            if !anchored || position.isStart {
                guard add(0, at: position, to: &current, budget: &budget) else { return nil }
            }
            if current.matched { return true }
            guard let scalar = position.after, !(anchored && current.pcs.isEmpty) else { break }
            budget -= current.pcs.count + 1
            guard budget >= 0 else { return nil }
            next.clear()
            let following = Position(before: scalar, after: scalars.next())
            for pc in current.pcs {
                switch program[pc] {
                case .scalars(let set) where set.contains(scalar):
                    guard add(pc + 1, at: following, to: &next, budget: &budget) else { return nil }
                case .any where !Self.isLineTerminator(scalar):
                    guard add(pc + 1, at: following, to: &next, budget: &budget) else { return nil }
                default: break
                }
            }
            swap(&current, &next)
            if current.matched { return true }
            position = following
        }
        return false
    }

    /// A place between two scalars of the text: the scalar before it (`nil` at the start)
    /// and the one after it (`nil` at the end).
    private struct Position {
        let before: Unicode.Scalar?
        let after: Unicode.Scalar?
        let isStart: Bool

        init(before: Unicode.Scalar?, after: Unicode.Scalar?) {
            self.before = before
            self.after = after
            isStart = before == nil
        }
    }

    /// Adds the thread at `pc` and every thread it reaches without consuming a scalar,
    /// charging each instruction reached to `budget`; `false` when the budget runs out.
    private func add(_ pc: Int, at position: Position, to threads: inout Threads, budget: inout Int) -> Bool {
        var stack = [pc]
        while let pc = stack.popLast() {
            guard threads.mark(pc) else { continue }
            budget -= 1
            guard budget >= 0 else { return false }
            switch program[pc] {
            case .split(let first, let second):
                stack.append(second)
                stack.append(first)
            case .jump(let target): stack.append(target)
            case .start: if position.isStart { stack.append(pc + 1) }
            case .end: if position.after == nil { stack.append(pc + 1) }
            case .wordBoundary(let wanted):
                let before = position.before.map(Self.isWord) ?? false
                let after = position.after.map(Self.isWord) ?? false
                if (before != after) == wanted { stack.append(pc + 1) }
            case .match: threads.matched = true
            case .scalars, .any: threads.pcs.append(pc)
            }
        }
        return true
    }

    private static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
        [0x0A, 0x0D, 0x2028, 0x2029].contains(scalar.value)
    }

    private static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        Parser.wordScalars.contains { $0.contains(scalar.value) }
    }

    /// The threads alive at one position: their instructions, each once.
    private struct Threads {
        var pcs: [Int] = []
        var matched = false
        private var marks: [Int]
        private var generation = 1

        init(size: Int) {
            marks = Array(repeating: 0, count: size)
        }

        /// Marks `pc` as reached at this position; `false` when it already was.
        mutating func mark(_ pc: Int) -> Bool {
            guard marks[pc] != generation else { return false }
            marks[pc] = generation
            return true
        }

        /// Empties the list for the next position.
        mutating func clear() {
            generation += 1
            pcs.removeAll(keepingCapacity: true)
            matched = false
        }
    }
}
