import Foundation

/// Type-checks a Swift file against the Typhoon module of this build, as a user's app is
/// compiled, and returns the errors the compiler reports.
///
/// Some mistakes are compile errors on purpose (a listing that cannot work); their text is the
/// message a user reads, so a test asserts it like any other. The module is the one this test run
/// was built with, found beside the target's resource bundle (`.build/<triple>/debug`).
enum TypeCheck {
    /// A problem running the compiler itself, as opposed to errors in the checked file.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The errors of `source`, each as `line:column: error: message`, in the order reported.
    ///
    /// - Parameters:
    ///   - source: The file.
    ///   - languageMode: The Swift language mode it is compiled in, as a user's target may be.
    /// - Returns: The errors.
    /// - Throws: ``Failure`` when the compiler itself fails.
    static func errors(in source: String, languageMode: Int = 6) throws -> [String] {
        try diagnostics(in: source, languageMode: languageMode).filter { $0.contains(": error: ") }
    }

    /// The errors and warnings of `source`, each as `line:column: error: message` or
    /// `line:column: warning: message`, in the order reported.
    ///
    /// - Parameters:
    ///   - source: The file.
    ///   - languageMode: The Swift language mode it is compiled in.
    /// - Returns: The errors and warnings.
    /// - Throws: ``Failure`` when the compiler itself fails.
    static func diagnostics(in source: String, languageMode: Int = 6) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("typhoon-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Listing.swift")
        try Data(source.utf8).write(to: file)
        let output = try run(
            ["swiftc", "-typecheck", "-swift-version", "\(languageMode)"] + (try moduleArguments()) + [file.path])
        return output.components(separatedBy: "\n").compactMap { line in
            line.hasPrefix(file.path + ":") && (line.contains(": error: ") || line.contains(": warning: "))
                ? String(line.dropFirst(file.path.count + 1)) : nil
        }
    }

    /// Where the built Typhoon module and the module map of its C target are.
    private static func moduleArguments() throws -> [String] {
        let products = Bundle.module.bundleURL.deletingLastPathComponent()
        let moduleMap = products.appendingPathComponent("CTyphoonAtomics.build/module.modulemap")
        guard FileManager.default.fileExists(atPath: moduleMap.path) else {
            throw Failure(description: "no CTyphoonAtomics module map at \(moduleMap.path); build the package first")
        }
        // SwiftPM puts modules in `Modules/` since 6.0, beside the products before.
        return [
            "-I", products.appendingPathComponent("Modules").path, "-I", products.path,
            "-Xcc", "-fmodule-map-file=\(moduleMap.path)",
        ]
    }

    /// Runs a tool found on the PATH and returns what it wrote to standard output and error.
    private static func run(_ arguments: [String]) throws -> String {
        let run = try ToolRun.run(arguments)
        // 0 without errors, 1 with them; anything else is the compiler failing, not the file.
        guard run.exited, run.status <= 1 else {
            throw Failure(description: "swiftc ended with \(run.status): \(run.output)")
        }
        return run.output
    }
}
