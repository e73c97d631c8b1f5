import Foundation

/// Frames one HTTP/1.1 request out of the bytes read so far: the head up to the blank line (at most 16 KiB), then a
/// body of `Content-Length` bytes (at most 1 MiB). No chunked bodies, no pipelining: one request per connection.
public enum HTTPRequestReader {
    public static let maximumHead = 16 * 1024
    public static let maximumBody = 1024 * 1024

    /// The blank line that ends a head.
    static let blankLine = Data("\r\n\r\n".utf8)

    public enum Outcome {
        /// More bytes are needed (give up if the connection ends).
        case needMore
        case request(HTTPRequest)
        /// The bytes can never become an acceptable request; send this and close.
        case refused(HTTPResponse)
    }

    /// What `buffer` (every byte read so far) amounts to.
    public static func read(_ buffer: Data) -> Outcome {
        guard let end = buffer.range(of: blankLine) else { return withoutBlankLine(buffer.count) }
        return read(buffer, blankLine: end).outcome
    }

    /// The outcome for `count` bytes holding no blank line: refused once a blank line could no longer start within
    /// the head's 16 KiB (a blank line split across two reads must not refuse a head the whole bytes would accept).
    static func withoutBlankLine(_ count: Int) -> Outcome {
        count > maximumHead + blankLine.count - 1 ? .refused(.text(431, "request head larger than 16 KiB")) : .needMore
    }

    /// The outcome for `buffer`, whose first blank line is at `end`; when more bytes are needed, also the count of
    /// bytes the whole request takes, so a reader need not frame the head again until they have come.
    static func read(_ buffer: Data, blankLine end: Range<Data.Index>) -> (outcome: Outcome, total: Int?) {
        guard end.lowerBound - buffer.startIndex <= maximumHead else {
            return (.refused(.text(431, "request head larger than 16 KiB")), nil)
        }
        var request: HTTPRequest
        do { request = try HTTPRequest.parseHead(String(decoding: buffer[..<end.lowerBound], as: UTF8.self)) } catch {
            return (.refused(.text(400, "malformed request")), nil)
        }
        guard let length = Int(request.headers["content-length"] ?? "0"), length >= 0 else {
            return (.refused(.text(400, "malformed Content-Length")), nil)
        }
        guard length <= maximumBody else { return (.refused(.text(413, "request body larger than 1 MiB")), nil) }
        guard buffer.endIndex - end.upperBound >= length else {
            return (.needMore, end.upperBound - buffer.startIndex + length)
        }
        request.body = Data(buffer[end.upperBound..<(end.upperBound + length)])
        return (.request(request), nil)
    }
}
