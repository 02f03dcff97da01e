import Hummingbird

// The domain values are answered as JSON as they are.
extension Knight: ResponseEncodable {}
extension Quest: ResponseEncodable {}
extension Page: ResponseEncodable {}
