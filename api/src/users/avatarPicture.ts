import { IMAGE_PIXELS_MAX } from '@brandtrail/domain';

/** An avatar's side in pixels: the stored picture is a square WebP of this size. */
export const AVATAR_SIZE = 256;
/** The largest picture taken as an avatar. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export type AvatarResult =
  | { ok: true; webp: Buffer }
  /** `type`: not a PNG, JPEG, WebP or GIF (by its bytes); `invalid`: one that does not decode; `pixels`: too many pixels. */
  | { ok: false; reason: 'type' | 'invalid' | 'pixels' };

/** The type of a picture by its first bytes (what it claims to be does not count). */
export function avatarFormat(bytes: Buffer): 'png' | 'jpeg' | 'gif' | 'webp' | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return undefined;
}

/**
 * A picture made into an avatar: turned by its EXIF orientation, the first frame of an animation,
 * cut to the centre square and scaled to AVATAR_SIZE, as WebP. The header is read first, so a
 * pixel bomb is refused before anything is decoded.
 */
export async function squareAvatar(bytes: Buffer): Promise<AvatarResult> {
  const format = avatarFormat(bytes);
  if (!format) return { ok: false, reason: 'type' };
  // Loaded at the first avatar, not with the API: sharp's native library costs every API process
  // start time and memory, and only this route needs it.
  const { default: sharp } = await import('sharp');
  try {
    const meta = await sharp(bytes).metadata();
    if (meta.format !== format) return { ok: false, reason: 'invalid' };
    if (meta.width * (meta.pageHeight ?? meta.height) > IMAGE_PIXELS_MAX) return { ok: false, reason: 'pixels' };
    const webp = await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, webp };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
