/// The document that holds the package's generated module graph, which names every vertical:
/// CI checks it with `Scripts/check-dependencies --graph mermaid --verify-readme`, so adding or
/// removing a vertical redraws it.
public enum ModuleGraphDocument {
    /// Its path from the package root: the architecture article of VerticalInterfaces' catalog.
    public static let path = "Host/HubInterfaces/HubInterfaces.docc/Architecture.md"
}
