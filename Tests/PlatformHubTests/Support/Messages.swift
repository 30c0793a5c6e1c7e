import HubInterfaces

/// The messages of the design notes' diagrams.
extension Message {
    static let refreshInfo: Message = "domain.refreshInfo"
    static let currentInfo: Message = "domain.currentInfo"
    static let infoView: Message = "domain.infoView"
    static let info: Message = "domain.info"
}

/// The payload `refreshInfo` and `currentInfo` need: `city` is mandatory.
struct InfoRequest: Decodable {
    let city: String
}
