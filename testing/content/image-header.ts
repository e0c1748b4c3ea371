// Picture headers read without an image library, for tests that check committed or served files.

const ascii = (data: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...data.subarray(at, at + length));
const u16 = (data: Uint8Array, at: number) => (data[at] ?? 0) | ((data[at + 1] ?? 0) << 8);
const u24 = (data: Uint8Array, at: number) => u16(data, at) | ((data[at + 2] ?? 0) << 16);
const u32le = (data: Uint8Array, at: number) => (u16(data, at) | (u16(data, at + 2) << 16)) >>> 0;
const u32be = (data: Uint8Array, at: number) =>
  (data[at] ?? 0) * 2 ** 24 +
  ((data[at + 1] ?? 0) << 16) +
  ((data[at + 2] ?? 0) << 8) +
  (data[at + 3] ?? 0);

/** Format and pixel size from a WebP, AVIF or JPEG file's header; undefined for anything else. */
export function rasterHeader(
  data: Uint8Array,
): { format: 'webp' | 'avif' | 'jpeg'; width: number; height: number } | undefined {
  if (data[0] === 0xff && data[1] === 0xd8) return jpegHeader(data);
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 4) === 'WEBP') {
    const chunk = ascii(data, 12, 4);
    if (chunk === 'VP8 ') {
      return { format: 'webp', width: u16(data, 26) & 0x3fff, height: u16(data, 28) & 0x3fff };
    }
    if (chunk === 'VP8L') {
      // After its signature byte: width - 1 and height - 1 in 14 bits each, least significant first.
      const bits = u32le(data, 21);
      return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') {
      return { format: 'webp', width: u24(data, 24) + 1, height: u24(data, 27) + 1 };
    }
    return undefined;
  }
  if (ascii(data, 4, 4) === 'ftyp' && ascii(data, 8, 4) === 'avif') {
    // The image's spatial extent ('ispe') box: version and flags, then width and height.
    for (let at = 0; at + 20 <= data.length; at += 1) {
      if (ascii(data, at, 4) === 'ispe') {
        return { format: 'avif', width: u32be(data, at + 8), height: u32be(data, at + 12) };
      }
    }
  }
  return undefined;
}

/**
 * A JPEG's size from its frame header: markers are walked by their lengths until a start of
 * frame (SOF0 to SOF15, except DHT, JPG and DAC), which holds the height and then the width.
 */
function jpegHeader(
  data: Uint8Array,
): { format: 'jpeg'; width: number; height: number } | undefined {
  const u16be = (at: number) => ((data[at] ?? 0) << 8) | (data[at + 1] ?? 0);
  let at = 2;
  while (at + 9 < data.length && data[at] === 0xff) {
    const marker = data[at + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { format: 'jpeg', height: u16be(at + 5), width: u16be(at + 7) };
    }
    at += 2 + u16be(at + 2);
  }
  return undefined;
}
