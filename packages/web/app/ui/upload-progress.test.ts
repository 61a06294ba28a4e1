import { describe, expect, it } from 'vitest';
import { REQUEST_ABORTED } from '../lib/api';
import { buildPhotoForm, isAborted, uploadForm } from './upload-progress';

describe('buildPhotoForm (the form of PHOTO_API.upload)', () => {
  it('carries the picture in field photo, with its name and type', async () => {
    const form = buildPhotoForm(
      new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
      'cat.jpg',
    );
    const file = form.get('photo');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('cat.jpg');
    expect((file as File).type).toBe('image/jpeg');
    expect((file as File).size).toBe(3);
    expect(form.has('focalPoint')).toBe(false);
  });

  it('adds the focal point before the file when one is set', () => {
    const form = buildPhotoForm(new Blob(['x'], { type: 'image/png' }), 'a.png', '20,75.5');
    expect(form.get('focalPoint')).toBe('20,75.5');
    expect([...form.keys()]).toEqual(['focalPoint', 'photo']);
  });
});

describe('uploadForm', () => {
  it('sends nothing when already cancelled, and says it was cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    // No XMLHttpRequest in Node: reaching for one would throw, so this also proves nothing is sent.
    const result = await uploadForm('POST /api2/photo/upload', new FormData(), {
      messages: null,
      signal: controller.signal,
    });
    expect(result.ok).toBe(false);
    expect(isAborted(result)).toBe(true);
    if (!result.ok) expect(result.error.errors?.system).toBe(REQUEST_ABORTED);
  });
});
