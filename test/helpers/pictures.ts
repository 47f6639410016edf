import sharp from 'sharp';

/** A photo-like JPEG of the given size: a gradient, so it does not compress to nothing. */
export async function photo(width = 640, height = 480, exif?: Record<string, string>): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = 120;
    pixels[i + 2] = 200;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return (exif ? image.withExif({ IFD0: exif }) : image).jpeg({ quality: 90 }).toBuffer();
}
