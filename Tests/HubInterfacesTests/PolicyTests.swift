import HubInterfaces
import Prelude
import Testing

@Suite("Policy")
struct PolicyTests {
    @Test("decodes PlatformHub Alpha.9's policy shape")
    func alphaNineShape() throws {
        let text = """
            {
              "name": "DomainModel",
              "send": { "commands": ["journey.start"], "queries": [], "viewQueries": [] },
              "receive": { "commands": ["info.refresh"], "queries": ["info.current"], "viewQueries": ["info.view"] },
              "publish": { "events": ["info"] },
              "subscribe": { "events": ["journey.progress"] },
              "subscribeAtAppLaunch": { "events": ["app.lifecycle"] }
            }
            """
        let policy = try JSON(parsing: text).decode(Policy.self)
        #expect(policy.name == "DomainModel")
        #expect(policy.send.commands == ["journey.start"])
        #expect(policy.receive.queries == ["info.current"])
        #expect(policy.receive.viewQueries == ["info.view"])
        #expect(policy.publish.events == ["info"])
        #expect(policy.subscribe.events == ["journey.progress"])
        #expect(policy.subscribeAtAppLaunch.events == ["app.lifecycle"])
    }

    @Test("absent sections are empty; only the name is required")
    func minimal() throws {
        let policy = try JSON(parsing: #"{"name": "Quiet"}"#).decode(Policy.self)
        #expect(policy == Policy(name: "Quiet"))
    }

    @Test("Alpha.8's viewControllerQueries is read as viewQueries")
    func legacyViewQueries() throws {
        let policy = try JSON(parsing: #"{"name": "Old", "receive": {"viewControllerQueries": ["v"]}}"#)
            .decode(Policy.self)
        #expect(policy.receive.viewQueries == ["v"])
    }

    @Test(
        "rejects bad policies with a message naming the key",
        arguments: [
            (#"{"name": "A", "sendd": {}}"#, "sendd", #"unknown key "sendd""#),
            (#"{"name": "A", "send": {"comands": []}}"#, "send.comands", #"unknown key "comands""#),
            (
                #"{"name": "A", "send": {"commands": ["ok", 3]}}"#, "send.commands[1]",
                "expected a string, found integer 3"
            ),
            (#"{"name": "A", "publish": {"events": "x"}}"#, "publish.events", "expected an array"),
            (#"{"name": "A", "publish": {"event": []}}"#, "publish.event", #"unknown key "event""#),
            (#"{"name": "A", "send": {"requests": ["a.b"]}}"#, "send.requests", "discarded in Alpha.9"),
            (#"{"name": "A", "receive": []}"#, "receive", "expected an object"),
            (#"{"send": {}}"#, "name", #"missing mandatory field "name""#),
            (#"{"name": 7}"#, "name", "expected a string, found integer 7"),
            (
                #"{"name": "A", "receive": {"viewQueries": [], "viewControllerQueries": []}}"#,
                "receive.viewControllerQueries", "keep viewQueries"
            ),
        ])
    func rejects(text: String, path: String, fragment: String) throws {
        let json = try JSON(parsing: text)
        #expect {
            try json.decode(Policy.self)
        } throws: { error in
            guard let error = error as? JSONDecodingError else { return false }
            return error.path == path && error.message.contains(fragment)
        }
    }

    @Test("encodes to the shape it decodes from")
    func roundTrip() throws {
        let policy = Policy(
            name: "Maps", receive: .init(commands: ["maps.search"], viewQueries: ["maps.view"]),
            publish: .init(events: ["maps.selection"]))
        #expect(try JSON(encoding: policy).decode(Policy.self) == policy)
    }
}
