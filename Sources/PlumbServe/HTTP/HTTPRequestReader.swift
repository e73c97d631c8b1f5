import Foundation

/// Frames one HTTP/1.1 request out of the bytes read so far: the head up to the blank line (at most 16 KiB), then a
/// body of `Content-Length` bytes (at most 1 MiB). No chunked bodies, no pipelining: one request per connection.
public enum HTTPRequestReader {
    public static let maximumHead = 16 * 1024
    public static let maximumBody = 1024 * 1024

    public enum Outcome {
        /// More bytes are needed (give up if the connection ends).
        case needMore
        case request(HTTPRequest)
        /// The bytes can never become an acceptable request; send this and close.
        case refused(HTTPResponse)
    }

    /// What `buffer` (every byte read so far) amounts to.
    public static func read(_ buffer: Data) -> Outcome {
        guard let end = buffer.range(of: Data("\r\n\r\n".utf8)) else {
            return buffer.count > maximumHead ? .refused(.text(431, "request head larger than 16 KiB")) : .needMore
        }
        guard end.lowerBound - buffer.startIndex <= maximumHead else {
            return .refused(.text(431, "request head larger than 16 KiB"))
        }
        var request: HTTPRequest
        do { request = try HTTPRequest.parseHead(String(decoding: buffer[..<end.lowerBound], as: UTF8.self)) } catch {
            return .refused(.text(400, "malformed request"))
        }
        guard let length = Int(request.headers["content-length"] ?? "0"), length >= 0 else {
            return .refused(.text(400, "malformed Content-Length"))
        }
        guard length <= maximumBody else { return .refused(.text(413, "request body larger than 1 MiB")) }
        guard buffer.endIndex - end.upperBound >= length else { return .needMore }
        request.body = Data(buffer[end.upperBound..<(end.upperBound + length)])
        return .request(request)
    }
}
