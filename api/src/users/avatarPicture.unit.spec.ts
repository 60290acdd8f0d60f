import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_SIZE, avatarFormat, squareAvatar } from './avatarPicture';

describe('avatars', () => {
  it('make any PNG, JPEG, WebP or GIF a square WebP of the centre, the first frame of an animation', async () => {
    const wide = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#ff0000' } })
      .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: '#0000ff' } }, left: 200, top: 0 }])
      .png()
      .toBuffer();
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 40, channels: 3, background } })
        .png()
        .toBuffer();
    const frames = await sharp([await frame('#00ff00'), await frame('#ff0000')], { join: { animated: true } })
      .gif()
      .toBuffer();
    for (const input of [wide, await sharp(wide).jpeg().toBuffer(), await sharp(wide).webp().toBuffer(), frames]) {
      const result = await squareAvatar(input);
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      const meta = await sharp(result.webp).metadata();
      expect([meta.format, meta.width, meta.height, meta.pages ?? 1]).toEqual(['webp', AVATAR_SIZE, AVATAR_SIZE, 1]);
    }
    // an animation's first frame (green), the centre square of the wide picture (blue)
    const first = await squareAvatar(frames);
    const firstColour = (await sharp(first.ok ? first.webp : Buffer.alloc(0)).stats()).dominant;
    expect([firstColour.g > 200, firstColour.r < 60]).toEqual([true, true]);
    const centre = await squareAvatar(wide);
    const { dominant } = await sharp(centre.ok ? centre.webp : Buffer.alloc(0)).stats();
    expect(dominant.b).toBeGreaterThan(200);
    expect(dominant.r).toBeLessThan(60);
  });

  it('tell the type by the bytes and refuse anything else', async () => {
    expect(avatarFormat(Buffer.from('<svg/>'))).toBeUndefined();
    expect(await squareAvatar(Buffer.from('%PDF-1.7'))).toEqual({ ok: false, reason: 'type' });
    expect(await squareAvatar(Buffer.alloc(0))).toEqual({ ok: false, reason: 'type' });
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    expect(await squareAvatar(tiff)).toEqual({ ok: false, reason: 'type' });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await squareAvatar(png.subarray(0, 40))).toEqual({ ok: false, reason: 'invalid' });
  });
});
