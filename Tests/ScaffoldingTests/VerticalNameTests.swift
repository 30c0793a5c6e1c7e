import Scaffolding
import Testing

@Suite("VerticalName: what a vertical may be called")
struct VerticalNameTests {
    @Test(
        "a type-like name gives the world property and the message prefix",
        arguments: [
            ("Pharmacy", "pharmacy", "pharmacy"), ("ClinicalRecords", "clinicalRecords", "clinicalrecords"),
            ("URLTools", "urlTools", "urltools"), ("X", "x", "x"), ("Lab2", "lab2", "lab2"),
        ])
    func accepted(name: String, property: String, key: String) throws {
        let vertical = try VerticalName(name)
        #expect(vertical.name == name)
        #expect(vertical.property == property)
        #expect(vertical.key == key)
    }

    @Test(
        "anything else is refused, saying what is wrong and what to give",
        arguments: [
            ("", "is empty; give a name such as Pharmacy"),
            ("pharmacy", "does not start with an uppercase ASCII letter"),
            ("2Pharmacy", "does not start with an uppercase ASCII letter"),
            ("Phar-macy", "\"-\" is not an ASCII letter or digit"),
            ("Phar_macy", "\"_\" is not an ASCII letter or digit"),
            ("Apothéke", "\"é\" is not an ASCII letter or digit"),
            ("Self", "is a Swift keyword or standard type"),
            ("Type", "is a Swift keyword or standard type"),
            ("String", "is a Swift keyword or standard type"),
            (String(repeating: "A", count: 41), "longer than 40 characters"),
        ])
    func refused(name: String, message: String) {
        let error = #expect(throws: ScaffoldError.self) { try VerticalName(name) }
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }
}
