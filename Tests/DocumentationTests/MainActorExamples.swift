import Foundation
import Testing
import TyphoonAutoInjection
import XCTest

#if canImport(UIKit)
    import UIKit
#endif

// Examples of MainActorSwiftUIAndUIKit.md.

// snippet: main-actor-view-model
@MainActor
final class ProfileViewModel {
    let api: APIClient
    private(set) var name = ""

    init(api: APIClient) { self.api = api }

    func load() { name = "Ann" }
}
// end-snippet

// snippet: main-actor-assembly
final class UIAssembly: Assembly, @unchecked Sendable {
    @InjectedClass var network: NetworkComponents

    @MainActor func profileViewModel() -> ProfileViewModel {
        define {
            ProfileViewModel(api: self.network.apiClient())
        } configuration: { definition in
            definition.performAfterInjections { $0.load() }  // on the main actor too
        }
    }

    override var components: [Component] { [Component(Self.profileViewModel)] }
}
// end-snippet

#if canImport(UIKit)
    // snippet: main-actor-uikit
    final class ProfileViewController: UIViewController {
        @InjectedClass var model: ProfileViewModel

        convenience init(factory: ComponentFactory) throws {
            self.init(nibName: nil, bundle: nil)
            try factory.inject(self)  // on the main actor, like every view controller
        }
    }
// end-snippet
#endif

// snippet: main-actor-other-global-actor
@globalActor actor StorageActor {
    static let shared = StorageActor()
}

@StorageActor final class Vault {
    private(set) var deposits = 0

    func deposit() { deposits += 1 }
}

final class StorageAssembly: Assembly, @unchecked Sendable {
    @StorageActor func vault() -> Vault {
        define(scope: .singleton) { Vault() }
    }
    // Not in `components`: a look-up by type would build the vault off StorageActor.
}
// end-snippet

/// The synchronous look-up from code that runs off the main actor.
private func lookUpOffTheMainActor(_ factory: ComponentFactory) throws -> ProfileViewModel {
    // snippet: main-actor-sync-off
    try factory.component(ProfileViewModel.self)  // throws when called off the main actor
    // end-snippet
}

final class MainActorArticleTests: XCTestCase {
    func testAnAsyncLookUpHopsToTheMainActor() async throws {
        let factory = ComponentFactory(assemblies: [UIAssembly()])
        // snippet: main-actor-async
        let model = try await Task.detached {
            try await factory.component(ProfileViewModel.self)  // built and called back on the main actor
        }.value
        // end-snippet
        let name = await model.name
        XCTAssertEqual(name, "Ann")
    }

    func testASynchronousLookUpOffTheMainActorThrows() async {
        let factory = ComponentFactory(assemblies: [UIAssembly()])
        let message = await Task.detached { () -> String in
            do {
                _ = try lookUpOffTheMainActor(factory)
                return "built"
            } catch {
                return "\(error)"
            }
        }.value
        XCTAssertEqual(
            message,
            #"UIAssembly component of type ProfileViewModel listed at DocumentationTests/MainActorExamples.swift:36:54 is isolated to the main actor and was asked for off it, where it cannot be built, injected or called back. To fix, ask on the main actor, or await the async form, which hops there: `try await factory.component(_:)` or `try await factory.inject(_:)`."#
        )
    }
}

final class OtherGlobalActorTests: XCTestCase {
    func testADefinitionOfAnotherGlobalActorIsReachedByCallingItOnThatActor() async {
        // snippet: main-actor-other-global-actor-use
        let storage = StorageAssembly().activate()
        let vault = await storage.vault()  // built on StorageActor
        await vault.deposit()
        // end-snippet
        let deposits = await vault.deposits
        XCTAssertEqual(deposits, 1)
    }

}

// snippet: main-actor-suite
@MainActor
@Suite final class ProfileTests {
    @InjectedClass var model: ProfileViewModel

    init() throws {
        try UIAssembly().activate().inject(self)
    }

    @Test func theModelIsLoadedOnceInjected() {
        #expect(model.name == "Ann")
    }
}
// end-snippet
