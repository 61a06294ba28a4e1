import { describe, expect, it } from 'vitest';
import {
  cropFits,
  DEFAULT_FOCAL_POINT,
  focalPointCss,
  focalPointOfPath,
  focalPointOrDefault,
  formatCrop,
  formatFocalPoint,
  imagePath,
  imageSizeFor,
  isAcceptableFileName,
  isGifPath,
  parseCrop,
  parseFocalPoint,
  withFocalPoint,
} from './rules.ts';
import {
  ZCoverFocalPointBody,
  ZCoverFocalPointQuery,
  ZCoverUpload,
  ZImageQuery,
  ZPhotoUpload,
} from './schemas.ts';

describe('imageSizeFor (SPEC §9)', () => {
  it.each([
    [36, 1, 'm'],
    [80, 1, 'm'],
    [81, 1, 'l'],
    [60, 2, 'l'],
    [40, 2, 'm'],
    [250, 1, 'l'],
    [200, 1.5, 'xl'],
    [251, 1, 'xl'],
    [1200, 3, 'xl'],
  ] as const)('%d px at ratio %d is %s', (width, ratio, size) => {
    expect(imageSizeFor(width, ratio)).toBe(size);
  });

  it('treats a missing or nonsensical ratio as 1 and a bad width as 0', () => {
    expect(imageSizeFor(200, Number.NaN)).toBe('l');
    expect(imageSizeFor(200, 0)).toBe('l');
    expect(imageSizeFor(200, -2)).toBe('l');
    expect(imageSizeFor(Number.NaN)).toBe('m');
    expect(imageSizeFor(-5, 3)).toBe('m');
  });
});

describe('imagePath (SPEC §3)', () => {
  it('adds the size suffix before the extension', () => {
    expect(imagePath('/images/u/12/abc.jpg', 'm')).toBe('/images/u/12/abc-m.jpg');
    expect(imagePath('/images/u/12/abc.jpg', 'xl')).toBe('/images/u/12/abc-xl.jpg');
  });

  it('gives GIFs no suffix', () => {
    expect(imagePath('/images/u/12/abc.gif', 'l')).toBe('/images/u/12/abc.gif');
    expect(imagePath('/images/u/12/ABC.GIF?focalPoint=1,2', 'l')).toBe('/images/u/12/ABC.GIF?focalPoint=1,2');
    expect(isGifPath('/a/b.gif#x')).toBe(true);
    expect(isGifPath('/a.gif/b.jpg')).toBe(false);
  });

  it('keeps a focal-point parameter and copes with dots in folders or no extension', () => {
    expect(imagePath('/images/u/1/a.jpg?focalPoint=20,30', 'l')).toBe('/images/u/1/a-l.jpg?focalPoint=20,30');
    expect(imagePath('/images/v1.2/photo', 'm')).toBe('/images/v1.2/photo-m');
    expect(imagePath('/images/u/.hidden', 'm')).toBe('/images/u/.hidden-m');
  });
});

describe('focal points (SPEC §3, §9)', () => {
  it.each([
    ['50,50', { x: 50, y: 50 }],
    ['0,100', { x: 0, y: 100 }],
    ['33.333333,66.5', { x: 33.33, y: 66.5 }],
    ['100.000,0.0', { x: 100, y: 0 }],
  ])('parses %s', (text, point) => {
    expect(parseFocalPoint(text)).toEqual(point);
  });

  it.each([
    'NaN,50',
    '50,NaN',
    '-1,50',
    '50,-0',
    '101,50',
    '100.01,50',
    '1e3,50',
    '0x10,50',
    ' 50,50',
    '50, 50',
    '50,50,evil',
    '50;50',
    '50',
    '',
    '9999999999,1',
    'Infinity,1',
    '50.,50',
    '.5,50',
    '50,50\u0000',
    '５０,５０',
  ])('refuses %j', (text) => {
    expect(parseFocalPoint(text)).toBeNull();
  });

  it('formats with two decimals at most and defaults to 50,50', () => {
    expect(formatFocalPoint({ x: 12.3456, y: 7 })).toBe('12.35,7');
    expect(formatFocalPoint(DEFAULT_FOCAL_POINT)).toBe('50,50');
    expect(focalPointOrDefault(null)).toEqual({ x: 50, y: 50 });
    expect(focalPointOrDefault('garbage')).toEqual({ x: 50, y: 50 });
    expect(focalPointOrDefault('10,90')).toEqual({ x: 10, y: 90 });
    expect(focalPointCss({ x: 10, y: 90 })).toBe('10% 90%');
  });

  it('travels on a path as a parameter, left out when it is the default', () => {
    expect(withFocalPoint('/images/u/1/a.jpg', { x: 20, y: 30 })).toBe('/images/u/1/a.jpg?focalPoint=20,30');
    expect(withFocalPoint('/images/u/1/a.jpg?focalPoint=1,1', DEFAULT_FOCAL_POINT)).toBe('/images/u/1/a.jpg');
    expect(focalPointOfPath('/images/u/1/a-xl.jpg?focalPoint=20,30')).toEqual({ x: 20, y: 30 });
    expect(focalPointOfPath('/images/u/1/a-xl.jpg?focalPoint=20,30,evil')).toEqual(DEFAULT_FOCAL_POINT);
    expect(focalPointOfPath('/images/u/1/a-xl.jpg')).toEqual(DEFAULT_FOCAL_POINT);
  });
});

describe('crop boxes', () => {
  it('parses whole pixels and checks the fit', () => {
    const box = parseCrop('10,20,300,200');
    expect(box).toEqual({ left: 10, top: 20, width: 300, height: 200 });
    expect(formatCrop(box!)).toBe('10,20,300,200');
    expect(cropFits(box!, { width: 310, height: 220 })).toBe(true);
    expect(cropFits(box!, { width: 309, height: 220 })).toBe(false);
  });

  it.each([
    'NaN,0,1,1',
    '-1,0,10,10',
    '0,0,0,10',
    '0,0,10,0',
    '0,0,999999,10',
    '1.5,0,10,10',
    '0,0,10,10,evil',
    '',
  ])('refuses %j', (text) => {
    expect(parseCrop(text)).toBeNull();
  });
});

describe('isAcceptableFileName (TESTING §5)', () => {
  it.each(['photo.jpg', '', 'Café au lait 2024.png', '照片.gif', 'a'.repeat(255), '..jpg'])(
    'accepts %j',
    (name) => {
      expect(isAcceptableFileName(name)).toBe(true);
    },
  );

  it.each([
    '../../etc/passwd.jpg',
    '..\\evil.jpg',
    'a/b.jpg',
    '..',
    'evil\u0000.jpg',
    'line\r\nbreak.jpg',
    'gpj\u202eexe.jpg',
    'zero\u200bwidth.jpg',
    'a'.repeat(256),
    'é'.repeat(128),
  ])('refuses %j', (name) => {
    expect(isAcceptableFileName(name)).toBe(false);
  });
});

describe('upload schemas', () => {
  const file = { fileName: 'a.jpg', bytes: new Uint8Array([1]) };

  it('parses cover fields from text', () => {
    expect(ZCoverUpload.parse({ photo: file, userId: '12', focalPoint: '10,20', delete: '0' })).toEqual({
      photo: file,
      userId: 12,
      focalPoint: { x: 10, y: 20 },
      delete: false,
    });
    expect(ZPhotoUpload.parse({ delete: '1' })).toEqual({ delete: true });
    expect(ZPhotoUpload.parse({ photo: file, crop: '0,0,5,5' })).toEqual({
      photo: file,
      crop: { left: 0, top: 0, width: 5, height: 5 },
    });
  });

  it('asks for a picture or delete=1, never both', () => {
    expect(ZPhotoUpload.safeParse({}).error?.issues[0]).toMatchObject({
      path: ['photo'],
      message: 'validation.required',
    });
    expect(ZPhotoUpload.safeParse({ photo: null }).success).toBe(false);
    expect(ZPhotoUpload.safeParse({ photo: file, delete: '1' }).error?.issues[0]?.path).toEqual(['delete']);
    expect(ZPhotoUpload.safeParse({ photo: { fileName: 'a.jpg', bytes: [1, 2] } }).success).toBe(false);
  });

  it.each([
    { userId: '0' },
    { userId: '-1' },
    { userId: '12abc' },
    { userId: '99999999999999999999' },
    { userId: '12', focalPoint: '50,50,evil' },
    { userId: '12', delete: 'yes' },
    { userId: '12', other: 'x' },
    { userId: '12', crop: 'NaN,0,1,1' },
  ])('refuses %j', (fields) => {
    expect(ZCoverUpload.safeParse({ photo: file, ...fields }).success).toBe(false);
  });

  it('lets an image address carry a focal point and a cache buster only', () => {
    expect(ZImageQuery.safeParse({ focalPoint: '20,30', v: '3' }).success).toBe(true);
    expect(ZImageQuery.safeParse({ focalPoint: '20,30,evil' }).success).toBe(false);
    expect(ZImageQuery.safeParse({ other: '1' }).success).toBe(false);
  });

  it('takes numbers as numbers in JSON and as digits in a query', () => {
    expect(ZCoverFocalPointBody.safeParse({ userId: 3, focalPoint: '1,2' }).success).toBe(true);
    expect(ZCoverFocalPointBody.safeParse({ userId: '3', focalPoint: '1,2' }).success).toBe(false);
    expect(ZCoverFocalPointBody.safeParse({ userId: 2 ** 53, focalPoint: '1,2' }).success).toBe(false);
    expect(ZCoverFocalPointQuery.safeParse({ userId: '3', focalPoint: '1,2' }).success).toBe(true);
    expect(ZCoverFocalPointQuery.safeParse({ userId: ['3', '4'], focalPoint: '1,2' }).success).toBe(false);
  });
});
