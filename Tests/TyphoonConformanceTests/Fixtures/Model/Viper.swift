// A VIPER login module: the view, its presenter, interactor and router, and a route that points
// back at the view.

final class LoginViewController {
    var output: LoginPresenter?
}

final class LoginPresenter {
    weak var view: LoginViewController?
    var interactor: LoginInteractor?
    var router: LoginRouter?
}

final class LoginInteractor {
    weak var output: LoginPresenter?
}

final class LoginRouter {
    var routeRegistration: JRViewControllerRoute?
}

final class JRViewControllerRoute {
    weak var owner: LoginViewController?
    var destinationFactoryBlock: (() -> AnyObject)?
}
