import { describe, expect, it } from 'vitest';
import { draftPreviewLanguage } from './preview-language.ts';

describe('draftPreviewLanguage (SPEC §2 /draft_preview.html?code=&lang=)', () => {
  it("takes a valid lang of the preview page and its data address, and nothing else's", () => {
    const at = (path: string) => draftPreviewLanguage(new URL(path, 'http://localhost'));
    expect(at('/draft_preview.html?code=x&lang=tw')).toBe('tw');
    expect(at('/draft_preview.html?code=x&lang=in')).toBe('in');
    expect(at('/draft_preview.html.data?code=x&lang=cn&_routes=root')).toBe('cn');
    expect(at('/draft_preview.html?code=x&lang=xx')).toBeNull();
    expect(at('/draft_preview.html?code=x&lang=EN')).toBeNull();
    expect(at('/draft_preview.html?code=x')).toBeNull();
    expect(at('/post/1/x.html?lang=tw')).toBeNull();
  });
});
