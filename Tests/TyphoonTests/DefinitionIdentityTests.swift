import TestSupport
import XCTest

@testable import Typhoon

/// A definition's identity is its source location's contents (Docs/Behaviour.md, Platforms and identity).
final class DefinitionIdentityTests: XCTestCase {
    func testADefinitionInlinedIntoAnotherModuleIsTheSameDefinition() {
        let assembly = InlinedDefinitions().activate()
        XCTAssertTrue(assembly.ledger() === assembly.ledgerFromThisModule())
    }
}

/// The comparison under ``DefinitionIdentityTests``: two copies of one `#fileID` literal, as two
/// images each carry one, name one definition.
final class DefinitionSiteTests: XCTestCase {
    func testTwoCopiesOfOneLocationAreTheSameSite() {
        let name = "TyphoonTests/ScopeTests.swift"
        let first = Array(name.utf8) + [0]
        let second = Array(name.utf8) + [0]
        first.withUnsafeBufferPointer { one in
            second.withUnsafeBufferPointer { other in
                let type = ObjectIdentifier(Ledger.self)
                let site = DefinitionSite(
                    fileID: "TyphoonTests/ScopeTests.swift", storedAt: one.baseAddress!, line: 7, column: 9, type: type)
                let copy = DefinitionSite(
                    fileID: "TyphoonTests/ScopeTests.swift", storedAt: other.baseAddress!, line: 7, column: 9,
                    type: type)
                XCTAssertNotEqual(one.baseAddress, other.baseAddress)
                XCTAssertEqual(site, copy)
                XCTAssertEqual(site.hash, copy.hash)
            }
        }
    }

    func testAnotherFileAtTheSameLineAndColumnIsAnotherSite() {
        let first = Array("A.swift".utf8) + [0]
        let second = Array("B.swift".utf8) + [0]
        first.withUnsafeBufferPointer { one in
            second.withUnsafeBufferPointer { other in
                let type = ObjectIdentifier(Ledger.self)
                XCTAssertNotEqual(
                    DefinitionSite(fileID: "A.swift", storedAt: one.baseAddress!, line: 7, column: 9, type: type),
                    DefinitionSite(fileID: "B.swift", storedAt: other.baseAddress!, line: 7, column: 9, type: type))
            }
        }
    }
}
