/// The modules of Apple's SDKs (iOS, iPadOS, macOS, Mac Catalyst, tvOS, watchOS and
/// visionOS): frameworks and their Swift overlays. A package checked on Linux cannot ask the
/// SDK which modules exist, so this list stands in for it; an import of one of them is
/// declared by every target, so an iOS app checked on a Linux CI box gets no finding for
/// `import UIKit`. A module missing here goes in the rules file's `allowedModules`.
///
/// The list was checked against the SDKs' framework lists (each SDK's `System/Library/Frameworks`,
/// Swift-only frameworks included) as of the 2026 SDKs. A target of the package called as one of
/// these modules is the package's own, not the SDK's (``DeclaredModules``).
public enum AppleSDKModules {
    /// The module names.
    public static let names: Set<String> = [
        // App frameworks and UI.
        "UIKit", "AppKit", "SwiftUI", "SwiftUICore", "WatchKit", "TVUIKit", "TVServices", "TVMLKit", "Cocoa",
        "Carbon", "RealityKit", "RealityFoundation", "ARKit", "CompositorServices", "WidgetKit", "ActivityKit",
        "AppIntents", "Intents", "IntentsUI", "SiriKit", "ClockKit", "Charts", "TipKit", "PencilKit",
        "PaperKit", "QuickLook", "QuickLookUI", "QuickLookThumbnailing", "MessageUI", "Messages",
        "NotificationCenter", "UserNotifications", "UserNotificationsUI", "LinkPresentation", "VisionKit",
        "PDFKit", "WebKit", "SafariServices", "SafariServices_Private", "AuthenticationServices", "LocalAuthentication",
        "LocalAuthenticationEmbeddedUI", "CarPlay", "ExtensionFoundation", "ExtensionKit", "BrowserEngineKit",
        "AccessibilityUIServer", "Accessibility", "AdSupport", "AdServices", "AppTrackingTransparency",
        "AppClip", "BackgroundTasks", "BackgroundAssets", "DeviceActivity", "FamilyControls",
        "ManagedSettings", "ManagedSettingsUI", "ScreenTime", "ShazamKit", "SharedWithYou", "SharedWithYouCore",
        "StickerKit", "Translation", "JournalingSuggestions", "ImagePlayground", "WorkoutKit", "FinanceKit",
        "FinanceKitUI", "LiveCommunicationKit", "AccessorySetupKit", "MarketplaceKit",
        // Data, system and services.
        "Combine", "CoreData", "CloudKit", "SwiftData", "CoreFoundation", "CoreServices", "CoreSpotlight",
        "MobileCoreServices", "UniformTypeIdentifiers", "FileProvider", "FileProviderUI", "Contacts",
        "ContactsUI", "EventKit", "EventKitUI", "HealthKit", "HealthKitUI", "HomeKit", "Matter", "MatterSupport",
        "ClassKit", "CallKit", "PassKit", "StoreKit", "StoreKitTest", "GameKit", "GameController", "GameplayKit",
        "GroupActivities", "MapKit", "CoreLocation", "CoreLocationUI", "WeatherKit", "CoreMotion",
        "CoreBluetooth", "CoreNFC", "CoreTelephony", "CoreWLAN", "NearbyInteraction", "ExternalAccessory",
        "MultipeerConnectivity", "Network", "NetworkExtension", "SystemConfiguration", "Security",
        "CryptoKit", "CryptoTokenKit", "DeviceCheck", "DeviceDiscoveryExtension", "DeviceDiscoveryUI",
        "IdentityLookup", "IdentityLookupUI", "OSLog", "os_log", "os_signpost", "MetricKit",
        "ServiceManagement", "SystemExtensions", "DriverKit", "IOKit", "IOSurface", "IOBluetooth",
        "IOBluetoothUI", "IOUSBHost", "Kernel", "OpenDirectory", "Collaboration", "AppleScriptObjC",
        "ScriptingBridge", "OSAKit", "Automator", "InputMethodKit", "InstallerPlugins", "PreferencePanes",
        "ScreenSaver", "ExecutionPolicy", "EndpointSecurity", "Virtualization", "Hypervisor", "vmnet",
        "SecurityFoundation", "SecurityInterface", "ApplicationServices", "Foundation", "CFNetwork",
        "ProximityReader", "Speech", "NaturalLanguage", "CreateML", "CreateMLComponents", "CoreML", "Vision",
        "SoundAnalysis", "TabularData", "MLCompute", "Symbols",
        "AutomaticAssessmentConfiguration", "BusinessChat", "CoreHaptics", "SensorKit", "PushKit",
        "PushToTalk", "RoomPlan", "ThreadNetwork", "WalletPasses", "DataDetection", "MediaSetup",
        "AppleArchive", "Compression", "System", "Spatial", "ColorSync", "ModelIO", "SceneKit", "SpriteKit",
        "SafetyKit", "EnergyKit", "FoundationModels", "AlarmKit", "DeclaredAgeRange",
        // Graphics, media and games.
        "CoreGraphics", "CoreImage", "CoreText", "CoreVideo", "CoreAnimation", "QuartzCore", "Quartz",
        "ImageIO", "ImageCaptureCore", "Metal", "MetalKit", "MetalFX", "MetalPerformanceShaders",
        "MetalPerformanceShadersGraph", "OpenGLES", "OpenGL", "GLKit", "GLUT", "AVFoundation", "AVKit",
        "AVFAudio", "AVRouting", "AudioToolbox", "AudioUnit", "CoreAudio", "CoreAudioKit", "CoreAudioTypes",
        "CoreMedia", "CoreMediaIO", "CoreMIDI", "MediaPlayer", "MediaToolbox", "MediaAccessibility",
        "MediaLibrary", "MusicKit", "Photos", "PhotosUI", "PhotoKit", "ReplayKit", "ScreenCaptureKit",
        "VideoToolbox", "VideoSubscriberAccount", "HTTPLiveStreaming", "Accelerate", "simd", "vImage", "vecLib",
        "GameCenter", "PHASE", "Cinematic", "ImmersiveMediaSupport",
        // C and Objective-C system modules, and Swift overlays that ship only in the SDK.
        "Darwin", "ObjectiveC", "Dispatch", "os", "libkern", "mach", "MachO", "sys", "CommonCrypto", "zlib",
        "libxml2", "sqlite3", "SQLite3", "XPC", "notify", "asl", "launch", "libproc", "libDER",
        "_Concurrency", "SwiftUI_UIKit", "DeveloperToolsSupport", "XCTest", "XCUIAutomation",
        "Testing", "Observation", "_PhotosUI_SwiftUI", "_MapKit_SwiftUI", "_AVKit_SwiftUI",
        "_SceneKit_SwiftUI", "_SpriteKit_SwiftUI", "_QuickLook_SwiftUI", "_AuthenticationServices_SwiftUI",
        "_StoreKit_SwiftUI", "_GroupActivities_SwiftUI", "_HomeKit_SwiftUI", "_WorkoutKit_SwiftUI",
        "_MusicKit_SwiftUI", "_CoreLocationUI_SwiftUI", "_DeviceActivity_SwiftUI", "_PassKit_SwiftUI",
        "_RealityKit_SwiftUI", "_SwiftData_SwiftUI", "_Translation_SwiftUI", "_AppIntents_SwiftUI",
        "_WebKit_SwiftUI", "_ChartsSwiftUI",
        // Further frameworks of the iOS, iPadOS, macOS, tvOS, watchOS and visionOS SDKs (Swift-only ones,
        // deprecated and removed ones that old code still imports, and macOS-only C frameworks).
        "AccessoryLiveActivities", "AccessoryNotifications", "AccessoryTransportExtension", "Accounts",
        "AdAttributionKit", "AddressBook", "AddressBookUI", "AGL", "AppleScriptKit", "AppMigrationKit",
        "AssetsLibrary", "Assignables", "AudioAccessoryKit", "AudioVideoBridging", "AutomatedDeviceEnrollment",
        "BrowserEngineCore", "BrowserKit", "CalendarStore", "CarKey", "ClassKitUI", "ContactProvider", "CoreDisplay",
        "CoreHID", "CoreMIDIServer", "CoreTransferable", "DirectoryService", "DiscRecording", "DiscRecordingUI",
        "DiskArbitration", "DockKit", "DVDPlayback", "ExceptionHandling", "ExposureNotification", "FinderSync",
        "ForceFeedback", "FoveatedStreaming", "FSKit", "GameSave", "GeoToolbox", "GSS", "iAd", "ICADevices",
        "IdentityDocumentServices", "IdentityDocumentServicesUI", "InstantMessage", "iTunesLibrary",
        "JavaNativeFoundation", "JavaRuntimeSupport", "JavaScriptCore", "Kerberos", "KernelManagement",
        "LatentSemanticMapping", "LDAP", "LightweightCodeRequirements", "LiveExecutionResultsLogger",
        "LockedCameraCapture", "MailKit", "ManagedApp", "ManagedAppDistribution", "MediaExtension", "Message",
        "MetalPerformancePrimitives", "NetFS", "NewsstandKit", "OpenAL", "OpenCL", "ParavirtualizedGraphics", "PCSC",
        "PermissionKit", "ProximityReaderStub", "Python3", "QTKit", "RelevanceKit", "Ruby", "SecureElementCredential",
        "SecurityUI", "SensitiveContentAnalysis", "ServicesAccountLinking", "Social", "StickerFoundation",
        "SyncServices", "TabletopKit", "Tcl", "TelephonyMessagingKit", "Tk", "TouchController",
        "TranslationUIProvider", "TWAIN", "Twitter", "VideoDecodeAcceleration", "VisionEntitlementServices",
        "VisualIntelligence", "WatchConnectivity", "WiFiAware", "WiFiInfrastructure", "WirelessInsights", "XcodeKit",
    ]
}
