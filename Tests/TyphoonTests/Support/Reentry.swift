import Foundation
import Synchronization
import Typhoon

// The wirings of CleanupReentryTests: objects the user made, whose deinits call a definition of
// the assembly that built them, released at each place where the engine lets go of them.

/// Where clean-up code writes what it did; a weak singleton, so that reaching it takes the
/// assembly's table lock (a deinit run under that lock would wait for itself).
final class Notebook: Sendable {
    private let written = Protected<[String]>([])

    func note(_ line: String) { written.withLock { $0.append(line) } }

    var lines: [String] { written.withLock { $0 } }
}

/// A run-time argument that signs off in the notebook when released.
final class Request: Sendable {
    let number: Int
    private let assembly: ReentryAssembly

    init(number: Int, assembly: ReentryAssembly) {
        self.number = number
        self.assembly = assembly
    }

    deinit { assembly.notebook().note("request \(number) released") }
}

final class Handler {}

final class Leaflet {
    let handler: Handler
    init(handler: Handler) { self.handler = handler }
}

struct LeafletTorn: Error {}

/// A run-time argument whose deinit builds a logbook (a new node of whichever resolution runs it,
/// or a resolution of its own), then writes its sign-off in the notebook.
final class Errand: Sendable {
    private let assembly: ReentryAssembly
    private let signOff: String

    init(assembly: ReentryAssembly, signOff: String) {
        self.assembly = assembly
        self.signOff = signOff
    }

    deinit {
        _ = assembly.logbook()
        assembly.notebook().note(signOff)
    }
}

final class Logbook {}

/// Captured only by a configuration's closure; signs off when released.
final class Memento: Sendable {
    private let assembly: ReentryAssembly

    init(assembly: ReentryAssembly) { self.assembly = assembly }

    deinit { assembly.notebook().note("the memento released") }
}

/// Built only by an after call-back that keeps nothing of it, so that the object graph holds its
/// last reference; its deinit asks for the resolution's logbook again.
final class Draft {
    let logbook: Logbook
    private let assembly: ReentryAssembly

    init(logbook: Logbook, assembly: ReentryAssembly) {
        self.logbook = logbook
        self.assembly = assembly
    }

    deinit {
        let again = assembly.logbook()
        assembly.notebook().note(again === logbook ? "the draft got the old logbook" : "the draft got a new logbook")
    }
}

final class Report {
    let logbook: Logbook
    init(logbook: Logbook) { self.logbook = logbook }
}

/// Where a configuration closure captures a ``Keepsake``: the one place that keeps it alive.
enum CaptureSite: String, Hashable, Codable, CaseIterable, Sendable {
    case beforeCallback, propertyInjection, methodInjection, afterCallback, backReference
}

/// Made by a configuration closure and captured by one of its closures only; the deinit of the
/// first one released asks for the gallery whose build made it.
final class Keepsake {
    private let assembly: ReentryAssembly
    private let site: CaptureSite
    let label = "keepsake"

    init(assembly: ReentryAssembly, site: CaptureSite) {
        self.assembly = assembly
        self.site = site
        assembly.keepsakesMade.add(1, ordering: .relaxed)
    }

    deinit {
        let released = assembly.keepsakesReleased.add(1, ordering: .relaxed).newValue
        guard released == 1 else { return }
        let gallery = assembly.gallery(site)
        // That call's own keepsake went when the call ended, not after this deinit.
        if assembly.keepsakesReleased.load(ordering: .relaxed) < 2 {
            assembly.notebook().note("the gallery's call ended without releasing its own keepsake")
        }
        assembly.galleryFromDeinit.withLock { $0 = gallery }
        if gallery.painting.gallery !== gallery { assembly.notebook().note("its painting is not back-linked") }
    }

    func touch() {}
}

final class Painting {
    var label = ""
    weak var gallery: Gallery?
}

final class Gallery: @unchecked Sendable {
    let painting: Painting
    init(painting: Painting) { self.painting = painting }
}

/// A service that a stub replaces in the patch tests.
class Clerk {}
final class StubClerk: Clerk {}
class Registrar {}
final class StubRegistrar: Registrar {}

/// Captured only by a patch's replacement; its deinit reaches the notebook.
final class PatchMarker: Sendable {
    private let assembly: ReentryAssembly

    init(assembly: ReentryAssembly) { self.assembly = assembly }

    deinit { assembly.notebook().note("marker released") }
}

/// A report whose logbook is injected by type.
final class FiledReport {
    var logbook: Logbook?
}

/// Captured only by a patch's replacement; its deinit files a report, whose logbook is found by
/// type, and reaches the notebook.
final class FilingMarker: Sendable {
    private let assembly: ReentryAssembly

    init(assembly: ReentryAssembly) { self.assembly = assembly }

    deinit {
        let filed = assembly.filedReport().logbook != nil
        assembly.notebook().note(filed ? "marker released" : "marker released, its report has no logbook")
    }
}

/// Where a letter's messenger is handed to its initializer: before or after its envelope.
enum MessengerPlace: String, Hashable, CaseIterable, Sendable {
    case beforeTheEnvelope, afterTheEnvelope
}

/// A run-time argument whose deinit, the first time one runs, asks for a letter again and keeps
/// it in ``ReentryAssembly/letterFromDeinit``.
final class Messenger: Sendable {
    private let assembly: ReentryAssembly
    private let place: MessengerPlace

    init(assembly: ReentryAssembly, place: MessengerPlace) {
        self.assembly = assembly
        self.place = place
    }

    deinit {
        guard assembly.messengersReleased.add(1, ordering: .relaxed).newValue == 1 else { return }
        let letter = assembly.letter(place)
        assembly.letterFromDeinit.withLock { $0 = letter }
    }
}

final class Stamp {}

final class Envelope {
    var stamp: Stamp?
}

final class Letter: @unchecked Sendable {
    let envelope: Envelope
    init(envelope: Envelope) { self.envelope = envelope }
}

final class ReentryAssembly: Assembly, @unchecked Sendable {
    let keepsakesMade = Atomic<Int>(0)
    let keepsakesReleased = Atomic<Int>(0)
    let messengersReleased = Atomic<Int>(0)
    /// The letter the first messenger's deinit got.
    let letterFromDeinit = Protected<Letter?>(nil)
    /// The gallery the first keepsake's deinit got.
    let galleryFromDeinit = Protected<Gallery?>(nil)
    /// Set by the first build of `patchedClerk()`, whose after call-back patches it.
    let patchFromAfterCallback = Protected<Patch?>(nil)
    /// How many times `registrar()`'s initializer ran.
    let registrarBuilds = Atomic<Int>(0)

    func notebook() -> Notebook { define(scope: .weakSingleton) { Notebook() } }

    /// A leaflet whose initializer builds a handler for a request that nothing else keeps: the
    /// resolution's run-time arguments hold the request's last reference.
    func leaflet() -> Leaflet { define { Leaflet(handler: self.handler(for: Request(number: 1, assembly: self))) } }

    func handler(for request: Request) -> Handler { define(arguments: request) { Handler() } }

    func handler(for errand: Errand) -> Handler { define(arguments: errand) { Handler() } }

    /// A leaflet whose handler's run-time argument is an errand (the witness) that nothing else
    /// keeps, and whose configuration's before call-back captures a memento: the resolution holds
    /// the last reference to both, and lets go of the witness first (with the object graph).
    func witnessedLeaflet() -> Leaflet {
        define {
            Leaflet(handler: self.handler(for: Errand(assembly: self, signOff: "the witness's call ended")))
        } configuration: { definition in
            let memento = Memento(assembly: self)
            definition.performBeforeInjections { _ in withExtendedLifetime(memento) {} }
        }
    }

    /// A logbook whose initializer catches the failure of `tornLeaflet()`, so that the failed call
    /// is forgotten inside a resolution that goes on.
    func mendedLogbook() -> Logbook {
        define {
            _ = try? self.tornLeaflet()
            return Logbook()
        }
    }

    /// A leaflet whose initializer builds a handler for an errand that nothing else keeps, then
    /// throws: the failed call forgets the handler and its run-time arguments.
    func tornLeaflet() throws -> Leaflet {
        try defineThrowing {
            _ = self.handler(for: Errand(assembly: self, signOff: "errand released"))
            throw LeafletTorn()
        }
    }

    func report() -> Report {
        define {
            Report(logbook: self.logbook())
        } configuration: {
            $0.performAfterInjections { _ in _ = self.draft() }
        }
    }

    func logbook() -> Logbook { define { Logbook() } }

    /// A letter whose initializer builds an envelope (its stamp injected as a property) and a
    /// handler for a messenger that nothing else keeps, in the order `place` says: the object
    /// graph's node for the handler holds the messenger's last reference.
    func letter(_ place: MessengerPlace) -> Letter {
        define(arguments: place) {
            if place == .beforeTheEnvelope { _ = self.handler(for: Messenger(assembly: self, place: place)) }
            let envelope = self.envelope()
            if place == .afterTheEnvelope { _ = self.handler(for: Messenger(assembly: self, place: place)) }
            return Letter(envelope: envelope)
        }
    }

    func handler(for messenger: Messenger) -> Handler { define(arguments: messenger) { Handler() } }

    func envelope() -> Envelope {
        define {
            Envelope()
        } configuration: {
            $0.injectProperty(\.stamp, with: self.stamp(1))
        }
    }

    func stamp(_ value: Int) -> Stamp { define(arguments: value) { Stamp() } }

    func filedReport() -> FiledReport {
        define {
            FiledReport()
        } configuration: {
            $0.injectProperty(\.logbook)
        }
    }

    func draft() -> Draft { define { Draft(logbook: self.logbook(), assembly: self) } }

    /// A gallery whose initializer takes a painting whose configuration captures a keepsake at
    /// `site`.
    func gallery(_ site: CaptureSite) -> Gallery {
        define(arguments: site) { Gallery(painting: self.painting(site)) }
    }

    func painting(_ site: CaptureSite) -> Painting {
        define(arguments: site) {
            Painting()
        } configuration: { definition in
            let keepsake = Keepsake(assembly: self, site: site)
            switch site {
            case .beforeCallback: definition.performBeforeInjections { _ in keepsake.touch() }
            case .propertyInjection: definition.injectProperty(\.label, with: keepsake.label)
            case .methodInjection: definition.injectMethod { _ in keepsake.touch() }
            case .afterCallback: definition.performAfterInjections { _ in keepsake.touch() }
            case .backReference:
                definition.injectProperty(\.gallery, backReferenceTo: self.galleryTouching(keepsake, site))
            }
            if site != .backReference {
                definition.injectProperty(\.gallery, backReferenceTo: self.gallery(site))
            }
        }
    }

    private func galleryTouching(_ keepsake: Keepsake, _ site: CaptureSite) -> Gallery {
        keepsake.touch()
        return gallery(site)
    }

    /// A session per user, held weakly: entries of released sessions are pruned as the table grows.
    func session(for user: Request) -> Handler {
        define(scope: .weakSingleton, arguments: user) { Handler() }
    }

    func clerk() -> Clerk { define(scope: .lazySingleton) { Clerk() } }

    /// A singleton whose first build's after call-back patches it.
    func patchedClerk() -> Clerk {
        define(scope: .lazySingleton) {
            Clerk()
        } configuration: {
            $0.performAfterInjections { _ in
                self.patchFromAfterCallback.withLock { patch in
                    if patch == nil { patch = self.patch(self.patchedClerk) { StubClerk() } }
                }
            }
        }
    }

    /// A singleton whose after call-back patches its own definition and detaches that patch at
    /// once, so that the definition ends as it was.
    func registrar() -> Registrar {
        define(scope: .lazySingleton) {
            self.registrarBuilds.add(1, ordering: .relaxed)
            return Registrar()
        } configuration: {
            $0.performAfterInjections { _ in
                self.patch(self.registrar) { StubRegistrar() }.detach()
            }
        }
    }

    override var components: [Component] {
        [Component(Self.patchedClerk), Component(Self.logbook), Component(Self.registrar)]
    }
}
