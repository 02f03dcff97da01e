import Foundation
import Typhoon

// A client compiled in the Swift 5 language mode (this target's setting in Package.swift), where
// a `@MainActor` method converts silently to a function that is not isolated: its main-actor
// definitions must keep their isolation all the same (Docs/Behaviour.md, Isolation).

/// A view model that notes, in its initializer and its after call-back, whether it runs on the
/// main thread.
@MainActor
final class LegacyViewModel {
    private(set) var steps: [String] = []

    init() { note("init") }

    func note(_ step: String) {
        steps.append("\(step) on \(Thread.isMainThread ? "the main thread" : "another thread")")
    }
}

/// A protocol that is not class-bound, so that a method returning it is listed through the
/// general initializer, not the one for classes.
@MainActor
protocol Headline {
    var steps: [String] { get }
}

/// A main-actor headline that notes where it is built and called back.
@MainActor
final class LegacyHeadline: Headline {
    private(set) var steps: [String] = []

    init() { note("init") }

    func note(_ step: String) {
        steps.append("\(step) on \(Thread.isMainThread ? "the main thread" : "another thread")")
    }
}

/// A failure for the throwing definition.
struct LedgerClosed: Error {}

/// A main-actor ledger that a throwing definition builds.
@MainActor
final class LegacyLedger {}

final class LegacyScreens: Assembly, @unchecked Sendable {
    @MainActor func viewModel() -> LegacyViewModel {
        define {
            LegacyViewModel()
        } configuration: { definition in
            definition.performAfterInjections { $0.note("after") }
        }
    }

    @MainActor func headline() -> any Headline {
        define {
            LegacyHeadline()
        } configuration: { definition in
            definition.performAfterInjections { $0.note("after") }
        }
    }

    @MainActor func ledger() throws -> LegacyLedger {
        try defineThrowing { LegacyLedger() }
    }

    /// Not isolated: built wherever it is asked for, as before.
    func clock() -> LegacyClock {
        define { LegacyClock() }
    }

    override var components: [Component] {
        [Component(Self.viewModel), Component(Self.headline), Component(Self.ledger), Component(Self.clock)]
    }
}

/// A component that is not isolated, which notes the thread that built it.
final class LegacyClock {
    let builtOnMainThread = Thread.isMainThread
}

/// The synchronous look-up, from code that is not on the main actor.
func lookedUpHere<T>(_ type: T.Type, in factory: ComponentFactory) throws -> T {
    try factory.component(type)
}

/// Binds an unbound method to an instance as a function that is not isolated.
///
/// An API written before concurrency may take a method this way (as `Component` did). The Swift 5
/// language mode converts a main-actor method to it without a word (the Swift 6 mode refuses), so
/// whoever holds the result can call the method off the main actor.
func bound<A, T>(_ method: @escaping (A) -> () throws -> T, to instance: A) -> () throws -> T {
    method(instance)
}

/// The main-actor method, made callable off the main actor as above.
func viewModelMaker(_ assembly: LegacyScreens) -> () throws -> LegacyViewModel {
    bound(LegacyScreens.viewModel, to: assembly)
}

/// The throwing main-actor method, made callable off the main actor as above.
func ledgerMaker(_ assembly: LegacyScreens) -> () throws -> LegacyLedger {
    bound(LegacyScreens.ledger, to: assembly)
}
