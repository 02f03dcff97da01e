/// A knight's home, which points weakly back at its owner.
final class Fort {
    weak var owner: AnyObject?
}
