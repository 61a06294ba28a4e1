import { describe, expect, it } from 'vitest';
import { isImageFile, uploadPercent } from './upload-photo';

describe('isImageFile', () => {
  it('accepts only files whose type matches image (SPEC §5)', () => {
    expect(isImageFile({ type: 'image/jpeg' })).toBe(true);
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'image/gif' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: 'text/html' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });
});

describe('uploadPercent', () => {
  it('gives whole percents within 0 to 100', () => {
    expect(uploadPercent(0, 200)).toBe(0);
    expect(uploadPercent(101, 200)).toBe(51);
    expect(uploadPercent(200, 200)).toBe(100);
    expect(uploadPercent(300, 200)).toBe(100);
    expect(uploadPercent(5, 0)).toBe(0);
  });
});
