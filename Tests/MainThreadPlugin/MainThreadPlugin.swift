// A plug-in that holds its own copy of Typhoon, for MainThreadTests: a host loads it with
// `dlopen` on a worker thread, as a program that loads plug-ins on a background queue does, and
// then asks it for a main-actor component off the main thread.
import Foundation
import Typhoon

/// A component isolated to the main actor.
@MainActor
final class PluginScreen {}

final class PluginAssembly: Assembly, @unchecked Sendable {
    @MainActor func screen() -> PluginScreen { define { PluginScreen() } }

    override var components: [Component] { [Component(Self.screen)] }
}

/// Looks up the main-actor component synchronously on the calling thread.
///
/// - Returns: "built", or the message of the error the look-up threw, as a C string the caller
///   frees.
@_cdecl("typhoon_plugin_look_up_screen")
public func lookUpScreen() -> UnsafeMutablePointer<CChar>? {
    let factory = PluginAssembly().activate().factory
    do {
        _ = try factory.component(PluginScreen.self)
        return strdup("built")
    } catch {
        return strdup("\(error)")
    }
}
