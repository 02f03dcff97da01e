import TyphoonTesting
import XCTest

/// Each broken test meets one mistake by reference in its body (a definition method, which cannot
/// throw); it must fail with the container's message while the others run.
final class ByReferenceProbes: TyphoonTestCase {
    override var assemblies: [Assembly.Type] { [ProbeAssembly.self] }
    private var probe: ProbeAssembly { factory.assembly(ProbeAssembly.self) }

    func test_broken_noMatch() { _ = probe.noMatch() }
    func test_broken_twoMatches() { _ = probe.twoMatches() }
    func test_broken_cycleOfInitializers() { _ = probe.ring() }
    func test_broken_configTypo() { _ = probe.configTypo() }
    func test_broken_unmarkedBackReference() { _ = probe.unmarked() }
    func test_broken_forgottenArguments() { _ = probe.forgotten() }
    func test_broken_wrapperInsideAComponent() { _ = probe.wrapped().mailer }
    func test_broken_assemblyNobodyActivated() { _ = probe.inactive() }
    func test_broken_strictlyPatched() { _ = probe.strict() }
    func test_broken_byType() throws { _ = try factory.component(Ring.self) }

    func test_sound_byReference() { XCTAssertTrue(probe.sound().clock is SystemClock) }
    func test_sound_byType() throws { XCTAssertTrue(try factory.component(Sound.self).clock is SystemClock) }
}

/// A case whose set-up injects a wrapper with no match: each of its tests fails.
final class SetUpProbes: TyphoonTestCase {
    override var assemblies: [Assembly.Type] { [ProbeAssembly.self] }
    @InjectedProtocol var mailer: any Mailer

    func test_broken_injectInSetUp() {}
}
