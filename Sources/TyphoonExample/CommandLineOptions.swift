import Foundation

/// What the user asked for on the command line.
enum CommandLineOptions {
    /// Print the object graph as indented text, then simulate logging in (the default).
    case run
    /// Print only the object graph, in Graphviz DOT.
    case dot

    static let usage = """
        Usage: swift run TyphoonExample [--dot | --help]

        Builds the login screen of the "View controller thinning" article with Typhoon: a
        UIComponents assembly that collaborates with a NetworkComponents assembly, configured
        from Resources/LoginApp.properties. Prints the object graph that was built, then logs
        in once with a wrong password and once with the right one.

          --dot     print only the object graph, as Graphviz DOT; for a picture:
                    swift run TyphoonExample --dot | dot -Tsvg -o graph.svg
          --help    print this help
        """

    /// Reads the arguments; prints the usage and exits for `--help` or anything unknown.
    static func parse(_ arguments: [String]) -> CommandLineOptions {
        switch arguments {
        case []:
            return .run
        case ["--dot"]:
            return .dot
        case ["--help"], ["-h"]:
            print(usage)
            exit(0)
        default:
            FileHandle.standardError.write(Data("TyphoonExample: unknown arguments \(arguments)\n\n\(usage)\n".utf8))
            exit(2)
        }
    }
}
