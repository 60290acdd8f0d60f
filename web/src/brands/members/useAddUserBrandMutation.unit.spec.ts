import { describe, expect, it } from 'vitest';
import de from '../../i18n/messages/de.json';
import en from '../../i18n/messages/en.json';
import { errorInfo } from '../../ui/errorInfo';
import { brandMismatch } from './useAddUserBrandMutation';

describe('addUserBrand answers', () => {
  it("fail with 'Brand ID mismatch' when they name another brand (spec 5)", () => {
    expect(brandMismatch('QnJhbmQ6YQ', { brand: { id: 'QnJhbmQ6YQ' } }, 'Brand ID mismatch')).toBeNull();
    expect(errorInfo(brandMismatch('QnJhbmQ6YQ', { brand: { id: 'QnJhbmQ6Yg' } }, 'Brand ID mismatch'))).toEqual({
      message: 'Brand ID mismatch',
      code: 'BRAND_ID_MISMATCH',
      status: 409,
    });
  });
  it('say so in English and German', () => {
    expect(en['members.brandIdMismatch'].defaultMessage).toBe('Brand ID mismatch');
    expect(de['members.brandIdMismatch'].defaultMessage).toBe('Die Marken-ID stimmt nicht überein');
  });
});
