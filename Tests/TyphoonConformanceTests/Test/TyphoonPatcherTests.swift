import Typhoon
import XCTest

/// Typhoon's `Tests/Test/Patcher/TyphoonPatcherTests.m`, ported.
///
/// Typhoon patches with OCMockito mocks; here the stand-ins are knights with their favourite damsels set.
final class TyphoonPatcherTests: XCTestCase {
    private var assembly: MiddleAgesAssembly!
    private var patches: [Patch] = []

    override func setUp() {
        assembly = MiddleAgesAssembly().activate()
    }

    // From Tests/Test/Patcher/TyphoonPatcherTests.m, test_allows_patching_out_a_component_with_a_mock
    func test_allows_patching_out_a_component_with_a_mock() {
        applyAPatch()
        assertPatchApplied()
    }

    // From Tests/Test/Patcher/TyphoonPatcherTests.m, test_allows_patching_out_a_loaded_component_with_a_mock
    func test_allows_patching_out_a_loaded_component_with_a_mock() {
        _ = assembly.knight()
        _ = assembly.cavalryMan()
        applyAPatch()
        assertPatchApplied()
        XCTAssertEqual(assembly.cavalryMan().favoriteDamsels?.count, 4, "the built singleton is replaced")
    }

    // From Tests/Test/Patcher/TyphoonPatcherTests.m, test_honours_the_scope_of_patched_definition
    func test_honours_the_scope_of_patched_definition() {
        applyAPatch()
        assertPatchApplied()
        XCTAssertFalse(assembly.knight() === assembly.knight())
        XCTAssertTrue(assembly.cavalryMan() === assembly.cavalryMan())
    }

    // From Tests/Test/Patcher/TyphoonPatcherTests.m, test_patcher_with_runtime_args
    func test_patcher_with_runtime_args() {
        applyAPatch()
        assertPatchApplied()
        XCTAssertEqual(assembly.knightWithFoobar("123").foobar as? String, "Fooooo")
        for patch in patches { patch.detach() }
        XCTAssertEqual(assembly.knightWithFoobar("123").foobar as? String, "123")
    }

    // From Tests/Test/Patcher/TyphoonPatcherTests.m, test_allows_detaching_patcher
    func test_allows_detaching_patcher() {
        applyAPatch()
        assertPatchApplied()
        XCTAssertFalse(assembly.knight() === assembly.knight())
        XCTAssertTrue(assembly.cavalryMan() === assembly.cavalryMan())
        for patch in patches { patch.detach() }
        XCTAssertEqual(assembly.knight().favoriteDamsels as? [String], ["foo", "bar"])
    }

    private func applyAPatch() {
        patches = [
            assembly.patch(assembly.knight) {
                let knight = Knight()
                knight.favoriteDamsels = ["Mary", "Janezzz"]
                return knight
            },
            assembly.patch(assembly.cavalryMan) {
                let cavalryMan = CavalryMan()
                cavalryMan.favoriteDamsels = ["Leonid", "Bob", "Chuck", "BigDave"]
                return cavalryMan
            },
            assembly.patch({ self.assembly.knightWithFoobar("any") }) {
                let knight = Knight()
                knight.foobar = "Fooooo"
                return knight
            },
        ]
    }

    private func assertPatchApplied(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(assembly.knight().favoriteDamsels as? [String], ["Mary", "Janezzz"], file: file, line: line)
    }
}
