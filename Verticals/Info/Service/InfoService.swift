/// The info server, as Info's worker sees it. The host puts the live (simulated) server in
/// `Current.info.service`; a test puts an ``InMemoryInfoService`` there and answers by hand.
///
/// ```swift
/// Current.info.service.fetchInfo { result in
///     switch result { case .success(let info): show(info); case .failure(let error): show(error.status) }
/// }
/// ```
public protocol InfoService: Sendable {
    /// Starts one request and returns at once. `answer` is called at most once, on any
    /// thread: with the server's info or its error status. A server that never answers
    /// never calls it; the refresher's deadline turns that into a timeout.
    func fetchInfo(answer: @escaping @Sendable (Result<ServerInfo, InfoServerError>) -> Void)
}
