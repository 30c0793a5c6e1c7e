extension VerticalTemplate {
    /// `import` lines for `modules` in the order swift-format's OrderedImports rule wants,
    /// wherever the vertical's own name falls among them.
    func imports(_ modules: [String]) -> String {
        modules.sorted().map { "import \($0)" }.joined(separator: "\n")
    }
}
