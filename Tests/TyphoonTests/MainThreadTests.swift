#if os(Linux)
    import Foundation
    import TestSupport
    import Testing

    /// Which thread is the main one is the operating system's answer, not the thread that loaded
    /// Typhoon: a host may load a plug-in that holds Typhoon on a worker thread.
    ///
    /// The plug-in is `libTyphoonTestPlugin.so`, built beside the test binary from
    /// `Tests/MainThreadPlugin`; each test loads it in a child process of its own.
    @Suite struct MainThreadTests {
        @Test func aMainActorLookUpOnTheThreadThatLoadedTyphoonThrowsWhenThatThreadIsNotTheMainOne() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
                print(lookUpInAPlugInLoadedOnAWorkerThread())
            }
            let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
            // ThreadSanitizer's runtime is linked into the test binary without being exported, so
            // no shared library built with it can be loaded there; the other builds run the test.
            guard !output.contains("undefined symbol: __tsan_") else {
                return withKnownIssue("A ThreadSanitizer build cannot load a plug-in into its test binary") {
                    Issue.record(Comment(rawValue: output))
                }
            }
            #expect(
                output
                    == "PluginAssembly component of type PluginScreen listed at MainThreadPlugin/MainThreadPlugin.swift:\(listing(of: "Component(Self.screen)", inFixture: "../MainThreadPlugin/MainThreadPlugin.swift")) is isolated to the main actor and was asked for off it, where it cannot be built, injected or called back. To fix, ask on the main actor, or await the async form, which hops there: `try await factory.component(_:)` or `try await factory.inject(_:)`.\n"
            )
        }
    }

    /// What a worker thread gets when it loads the plug-in and then, on the same thread, asks it
    /// for a main-actor component; "did not finish" if the thread is not done within ten seconds.
    private func lookUpInAPlugInLoadedOnAWorkerThread() -> String {
        let outcome = Outcome()
        let thread = Thread {
            outcome.message = lookUpInPlugIn()
            outcome.done.signal()
        }
        thread.start()
        guard outcome.done.wait(timeout: .now() + 10) == .success else { return "did not finish" }
        return outcome.message
    }

    /// Loads the plug-in on the calling thread and asks it for its main-actor component.
    private func lookUpInPlugIn() -> String {
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let path = folder.appendingPathComponent("libTyphoonTestPlugin.so").path
        guard let plugIn = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            return "cannot load \(path): \(String(cString: dlerror()))"
        }
        guard let symbol = dlsym(plugIn, "typhoon_plugin_look_up_screen") else { return "no entry point in \(path)" }
        let lookUp = unsafeBitCast(symbol, to: (@convention(c) () -> UnsafeMutablePointer<CChar>?).self)
        guard let message = lookUp() else { return "no message" }
        defer { free(message) }
        return String(cString: message)
    }

    /// What the worker thread found, read after it signals.
    private final class Outcome: @unchecked Sendable {
        var message = ""
        let done = DispatchSemaphore(value: 0)
    }
#endif
