import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP connection to a live server on the loopback address that sends and reads bytes as they
/// are, for what an HTTP client library hides: the `100 Continue` interim response.
///
/// Every read gives up after a deadline, so a server that does not answer fails the test instead
/// of hanging it.
final class RawConnection {
    private let socket: Int32

    /// Connects to 127.0.0.1:`port`; reads wait at most `timeout` seconds.
    init(port: Int, timeout: Int = 5) throws {
        #if canImport(Glibc)
            socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var time = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    }

    deinit {
        close(socket)
    }

    /// Sends `text` as it is.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            sent += count
        }
    }

    /// Reads until the bytes received end with the end of a response's head, or the deadline passes.
    ///
    /// - Returns: What was received, possibly nothing.
    func readHead() -> String {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.ends(with: Array("\r\n\r\n".utf8)) {
            let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, 1) }
            guard count > 0 else { break }
            received.append(buffer[0])
        }
        return String(decoding: received, as: UTF8.self)
    }
}

extension Array where Element: Equatable {
    fileprivate func ends(with suffix: [Element]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
