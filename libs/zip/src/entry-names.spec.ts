import { MAX_ENTRY_NAME_BYTES, safeEntryName, uniqueEntryNames } from './entry-names';

describe('safeEntryName', () => {
  it.each([
    ['IMG_0001.JPG', 'IMG_0001.JPG'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\boot.ini', 'boot.ini'],
    ['a/b/c.jpg', 'c.jpg'],
    ['C:\\photos\\x.png', 'x.png'],
    ['photos:2024.png', 'photos_2024.png'],
    ['what?<now>|"*.jpg', 'what__now____.jpg'],
    ['tab\there\u0000.jpg', 'tab_here_.jpg'],
    ['  .hidden.jpg. ', 'hidden.jpg'],
    ['CON.jpg', '_CON.jpg'],
    ['Grand-me\u0300re.jpg', 'Grand-mère.jpg'],
  ])('%j becomes %j', (original, expected) => {
    expect(safeEntryName(original, 'photo-1.jpg')).toBe(expected);
  });

  it.each(['', '..', '.', '///', '   '])('takes the fallback for %j', (original) => {
    expect(safeEntryName(original, 'photo-7.jpg')).toBe('photo-7.jpg');
  });

  it('cuts a long name to 255 bytes without splitting a character, keeping the extension', () => {
    const name = safeEntryName(`${'é'.repeat(300)}.jpeg`, 'x');
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(MAX_ENTRY_NAME_BYTES);
    expect(name).toMatch(/^é+\.jpeg$/);
  });
});

describe('uniqueEntryNames', () => {
  it('numbers repeated names from (2), as file managers do', () => {
    expect(uniqueEntryNames(['IMG_0001.JPG', 'IMG_0001.JPG', 'IMG_0002.JPG', 'IMG_0001.JPG'])).toEqual([
      'IMG_0001.JPG',
      'IMG_0001 (2).JPG',
      'IMG_0002.JPG',
      'IMG_0001 (3).JPG',
    ]);
  });

  it('treats names differing only in case or composition as the same file', () => {
    expect(uniqueEntryNames(['a.jpg', 'A.JPG', 'me\u0300re.png', 'mère.png'])).toEqual(['a.jpg', 'A (2).JPG', 'me\u0300re.png', 'mère (2).png']);
  });

  it('skips a number another file already has as its own name', () => {
    expect(uniqueEntryNames(['x.jpg', 'x (2).jpg', 'x.jpg'])).toEqual(['x.jpg', 'x (2).jpg', 'x (3).jpg']);
  });

  it('keeps a numbered long name within 255 bytes', () => {
    const long = `${'a'.repeat(251)}.jpg`;
    const [, second] = uniqueEntryNames([long, long]);
    expect(Buffer.byteLength(second)).toBe(MAX_ENTRY_NAME_BYTES);
    expect(second.endsWith(' (2).jpg')).toBe(true);
  });
});
