import PlumbCore

extension RGBAImage {
    /// The image's size in pixels.
    public var pixelSize: PixelSize { PixelSize(width: width, height: height) }

    /// The image grown to `size` by adding transparent pixels (all four bytes 0) on the right and at the bottom.
    ///
    /// Images of different sizes are compared this way (as Playwright does before calling pixelmatch): the
    /// original stays at the top-left. Under pixelmatch's metric a transparent pixel is blended with white, so padding
    /// facing opaque white counts as *equal*, and padding facing anything darker counts as different; a size
    /// mismatch is therefore always reported separately, never left to the count.
    ///
    /// - Precondition: `size` is at least as large as the image in both directions.
    /// - Complexity: O(width × height of `size`); returns `self` unchanged when the size already matches.
    public func padded(to size: PixelSize) -> RGBAImage {
        precondition(size.width >= width && size.height >= height, "padding can only grow an image")
        if size.width == width && size.height == height { return self }
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
        let rowBytes = width * 4
        self.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let from = y * rowBytes, to = y * size.width * 4
                    for offset in 0..<rowBytes { target[to + offset] = source[from + offset] }
                }
            }
        }
        return RGBAImage(width: size.width, height: size.height, pixels: pixels)
    }
}
