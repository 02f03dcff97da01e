/// A knight that no definition builds, for look-ups that find nothing.
final class Champion: Knight {}

/// A protocol that no component implements, for look-ups that find nothing.
protocol Harlot: AnyObject {}
