import VerticalInterfaces

/// The data the host's in-memory services serve, so that the demo runs without a server.
enum DemoData {
    static let appVersion = "1.0.0"

    static let clinics = [
        MapPin(title: "Kings Cross Clinic", latitude: 51.5308, longitude: -0.1238),
        MapPin(title: "Camden Health Centre", latitude: 51.5390, longitude: -0.1426),
        MapPin(title: "Islington Pharmacy", latitude: 51.5362, longitude: -0.1033),
    ]
}
