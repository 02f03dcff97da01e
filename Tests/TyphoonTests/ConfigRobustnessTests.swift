import Foundation
import XCTest

@testable import Typhoon

/// SplitMix64: a small seeded generator, so that every run feeds the same inputs and a
/// failure can be reproduced.
private struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Makes random and mutated inputs for one parser.
private struct InputMaker {
    var generator: SeededGenerator
    /// Valid texts of the format, to be damaged.
    let samples: [[UInt8]]
    /// The bytes that matter to the format, so that random text often looks almost right.
    let alphabet: [UInt8]

    mutating func next(_ round: Int) -> [UInt8] {
        switch round % 4 {
        case 0: return randomBytes(from: Array(0...255))
        case 1: return randomBytes(from: alphabet)
        default: return mutated(samples[Int.random(in: 0..<samples.count, using: &generator)])
        }
    }

    private mutating func randomBytes(from choices: [UInt8]) -> [UInt8] {
        (0..<Int.random(in: 0...160, using: &generator)).map { _ in choices.randomElement(using: &generator) ?? 0 }
    }

    /// Deletes, inserts, swaps, repeats or cuts bytes, one to eight times.
    private mutating func mutated(_ sample: [UInt8]) -> [UInt8] {
        var bytes = sample
        for _ in 0..<Int.random(in: 1...8, using: &generator) where !bytes.isEmpty {
            let at = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: bytes.remove(at: at)
            case 1: bytes.insert(alphabet.randomElement(using: &generator) ?? 0, at: at)
            case 2: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: at)
            case 3: bytes.swapAt(at, Int.random(in: 0..<bytes.count, using: &generator))
            case 4: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 12)], at: at)
            default: bytes.removeSubrange(at...)
            }
        }
        return bytes
    }
}

final class ConfigRobustnessTests: XCTestCase {
    /// Inputs per parser; set CONFIG_FUZZ_ROUNDS for a longer hunt (60,000 takes ~15 s).
    private static let rounds = Int(ProcessInfo.processInfo.environment["CONFIG_FUZZ_ROUNDS"] ?? "") ?? 3_000

    private func fixture(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: ConfigFixture.url(name)))
    }

    /// A binary property list, to damage the other parser `PropertyListSerialization` has.
    private func binaryPlist() throws -> [UInt8] {
        let root: [String: Any] = [
            "damsels.rescued": 12, "hasHorseWillTravel": false,
            "service": ["url": "URL(https://example.net)", "timeout": 2.5],
        ]
        return Array(try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0))
    }

    /// Every input must give a config or a TyphoonError, and every value of a config must
    /// convert or throw a TyphoonError, whatever type is wanted.
    private func feed(
        _ maker: inout InputMaker, _ parse: ([UInt8]) throws -> Config,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        var parsed = 0
        for round in 0..<Self.rounds {
            let input = maker.next(round)
            do {
                let config = try parse(input)
                parsed += 1
                convertEveryValue(of: config, file: file, line: line)
            } catch is TyphoonError {
                continue
            } catch {
                XCTFail("round \(round): \(error) is not a TyphoonError", file: file, line: line)
            }
        }
        XCTAssertGreaterThan(parsed, 0, "no input parsed, so conversion was never exercised", file: file, line: line)
    }

    private func convertEveryValue(of config: Config, file: StaticString, line: UInt) {
        let sources = ConfigSources(assemblyConfigs: [config], globalConfigs: [], converters: [:])
        for key in config.keys {
            for attempt in [
                { _ = try sources.value(forKey: key, as: Int8.self) },
                { _ = try sources.value(forKey: key, as: UInt64?.self) },
                { _ = try sources.value(forKey: key, as: Float.self) },
                { _ = try sources.value(forKey: key, as: Bool.self) },
                { _ = try sources.value(forKey: key, as: URL.self) },
                { _ = try sources.value(forKey: key, as: String.self) },
            ] as [() throws -> Void] {
                do {
                    try attempt()
                } catch is TyphoonError {
                    continue
                } catch {
                    XCTFail("\(key): \(error) is not a TyphoonError", file: file, line: line)
                }
            }
        }
    }

    func testRandomAndDamagedPropertiesTextParsesOrThrowsTyphoonError() throws {
        var maker = InputMaker(
            generator: SeededGenerator(seed: 1),
            samples: [
                try fixture("ConfigSeed.properties"), try fixture("ConfigBadEscape.properties"),
                Array(#"a = x\\#n  y\u00e9\uD83D\uDC0E \t\:\=\#n! c\nb"#.utf8),
            ],
            alphabet: Array(#"=: \#t\#n\#r\\u#!abcDEF0129()"#.utf8))
        feed(&maker) { bytes in try Config(properties: String(decoding: bytes, as: UTF8.self)) }
    }

    func testRandomAndDamagedJsonParsesOrThrowsTyphoonError() throws {
        var maker = InputMaker(
            generator: SeededGenerator(seed: 2),
            samples: [
                try fixture("ConfigSeed.json"), try fixture("ConfigNested.json"),
                Array(#"{"s": "\"\\\/\b\f\n\r\t\u00e9\ud83d\udc0e", "n": -1.5e-3, "b": [true, null]}"#.utf8),
            ],
            alphabet: Array(#"{}[]",:\ 0123456789.eE+-truefalsn\#n\#t"#.utf8))
        feed(&maker) { bytes in try Config(json: Data(bytes)) }
    }

    func testRandomAndDamagedPlistParsesOrThrowsTyphoonError() throws {
        var maker = InputMaker(
            generator: SeededGenerator(seed: 3),
            samples: [try fixture("ConfigSeed.plist"), try fixture("ConfigNested.plist"), try binaryPlist()],
            alphabet: Array("<>/=\"?! \n\tplistdictkeystringintegerrealtruefalsearraydata0123456789.-&;".utf8))
        feed(&maker) { bytes in try Config(plist: Data(bytes)) }
    }
}
