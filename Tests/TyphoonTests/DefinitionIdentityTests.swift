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

    /// A look-up inlines only a record in the site's first slot written with the same literal;
    /// a site that shares its first slot, or another copy of the literal, is found by probing.
    func testSitesThatShareTheirFirstSlotAndCopiesOfTheLiteralAreFoundByProbing() {
        let name = Array("TyphoonTests/Shared.swift".utf8) + [0]
        let copy = Array("TyphoonTests/Shared.swift".utf8) + [0]
        name.withUnsafeBufferPointer { one in
            copy.withUnsafeBufferPointer { other in
                let type = ObjectIdentifier(Ledger.self)
                let first = one.baseAddress!
                let site = { (column: UInt, file: UnsafePointer<UInt8>) in
                    DefinitionSite(
                        fileID: "TyphoonTests/Shared.swift", storedAt: file, line: 7, column: column, type: type)
                }
                let slots = UnsafeRecordSlots(capacity: 32)
                // Columns 1 and 33 differ only in bits that a table of 32 slots masks away.
                XCTAssertEqual(site(1, first).hash & slots.mask, site(33, first).hash & slots.mask)
                let records = [site(1, first), site(33, first)].map {
                    DefinitionRecord(
                        site: $0, scope: .singleton, hasConfiguration: false, order: DeclarationOrder(),
                        mustBePatchedInTests: false, assemblyName: "Shared", method: "m()")
                }
                records.forEach(slots.insert)
                // The slots hold the records unretained, as a table's do: the array keeps them
                // alive until the last look-up, which reads them (the optimizer would release them
                // after their last use in the test otherwise; AddressSanitizer saw it).
                withExtendedLifetime(records) {
                    XCTAssertTrue(slots.findInFirstSlot(site(1, first))?.refers(to: records[0]) ?? false)
                    XCTAssertNil(slots.findInFirstSlot(site(33, first)))
                    XCTAssertTrue(slots.find(site(33, first))?.refers(to: records[1]) ?? false)
                    XCTAssertNil(slots.findInFirstSlot(site(1, other.baseAddress!)))
                    XCTAssertTrue(slots.find(site(1, other.baseAddress!))?.refers(to: records[0]) ?? false)
                    XCTAssertNil(slots.find(site(65, first)))
                }
            }
        }
    }
}
