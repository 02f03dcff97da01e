import Foundation

/// What the user asked for on the command line.
enum CommandLineOptions: Equatable {
    /// Print the wiring, then simulate logging in (the default).
    case run
    /// Print only the wiring graph, in one of the library's formats.
    case graph(Format)

    /// A format of the library's `WiringGraph`.
    enum Format: String, CaseIterable {
        case dot, mermaid, json
    }

    static let usage = """
        Usage: swift run TyphoonExample [--graph dot|mermaid|json | --help]

        Builds the login screen of the "View controller thinning" article with Typhoon: a
        UIComponents assembly that collaborates with a NetworkComponents assembly, configured
        from Resources/LoginApp.properties. Prints its wiring, then logs in once with a wrong
        password and once with the right one.

          --graph dot       print only the wiring graph, as Graphviz DOT; for a picture:
                            swift run TyphoonExample --graph dot | dot -Tsvg -o wiring.svg
          --graph mermaid   print only the wiring graph, as a Mermaid flowchart
          --graph json      print only the wiring graph, as JSON
          --dot             the same as --graph dot
          --help            print this help
        """

    /// Reads the arguments; prints the usage and exits for `--help` or anything unknown.
    static func parse(_ arguments: [String]) -> CommandLineOptions {
        if arguments.count == 2, arguments[0] == "--graph", let format = Format(rawValue: arguments[1]) {
            return .graph(format)
        }
        switch arguments {
        case []:
            return .run
        case ["--dot"]:
            return .graph(.dot)
        case ["--help"], ["-h"]:
            print(usage)
            exit(0)
        default:
            FileHandle.standardError.write(Data("TyphoonExample: unknown arguments \(arguments)\n\n\(usage)\n".utf8))
            exit(2)
        }
    }
}
