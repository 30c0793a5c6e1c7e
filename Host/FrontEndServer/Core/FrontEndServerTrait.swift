// The front-end server's transports come from packages that only the package trait
// FrontEndServer brings in (SwiftNIO, Hummingbird, the MCP SDK).
#if !FrontEndServer
    #error(
        "FrontEndServer needs the package trait FrontEndServer: depend on VerticalHub with its default traits, or list \"FrontEndServer\" in the traits of its .package line"
    )
#endif
