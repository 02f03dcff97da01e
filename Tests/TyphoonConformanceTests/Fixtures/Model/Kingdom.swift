/// A kingdom with two kings.
final class Kingdom {
    var name: String?
    var first: King?
    var second: King?
}
