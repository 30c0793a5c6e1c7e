import ClinicalRecords
import HubInterfaces
import Info
import Maps

/// Every vertical the app is made of, in the order the host sets them up, registers
/// them and shows them. Adding a vertical is one line here (and its name in the
/// package manifest's `verticals`).
let verticals: [any VerticalEntryPoint] = [MapsVertical(), ClinicalRecordsVertical(), InfoVertical()]
