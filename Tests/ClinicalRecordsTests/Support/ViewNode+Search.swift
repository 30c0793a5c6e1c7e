import HubInterfaces

extension ViewNode {
    /// This node and every node below it, depth first.
    var allNodes: [ViewNode] {
        [self] + children.flatMap(\.allNodes)
    }

    /// Every text in the tree.
    var texts: [String] {
        allNodes.compactMap(\.text)
    }
}
