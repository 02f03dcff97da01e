import Hummingbird

/// A controller that adds its routes to the router.
///
/// Use it for every controller of ``HTTPAssembly``: the router is built from every listed
/// component of this type, so a new controller needs only its definition and its listing.
public protocol RouteProvider: AnyObject, Sendable {
    /// Adds this controller's routes.
    ///
    /// - Parameter router: The application's router, which notes the routes (``RecordingRouter``).
    func addRoutes(to router: RecordingRouter)
}
