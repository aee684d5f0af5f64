import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { columnLength, cutToLength, fitTextColumns } from './column-text';
import { Photo } from './entities';

@Entity('column_text_probes')
class Probe {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 5, nullable: true }) short: string | null;
  @Column({ type: 'varchar', length: 12 }) name: string;
  @Column({ type: 'text', nullable: true }) note: string | null;
  @Column({ type: 'int' }) count: number;
}

describe(cutToLength.name, () => {
  it('leaves a text that fits as it is', () => {
    expect(cutToLength('Canon', 5)).toBe('Canon');
    expect(cutToLength('', 5)).toBe('');
  });

  it('cuts to the number of characters', () => {
    expect(cutToLength('Canon PowerShot', 5)).toBe('Canon');
    expect(cutToLength('x'.repeat(3000), 255)).toHaveLength(255);
  });

  it('counts an emoji (a surrogate pair) as one character, as a utf8mb4 column does', () => {
    expect(cutToLength('📷📷📷', 2)).toBe('📷📷');
    expect([...cutToLength('📷'.repeat(300), 255)]).toHaveLength(255);
    expect(cutToLength('📷'.repeat(300), 255)).toHaveLength(510);
  });

  it('never splits a surrogate pair', () => {
    const cut = cutToLength('ab📷cd', 3);
    expect(cut).toBe('ab📷');
    expect(cut).not.toMatch(/\p{Cs}/u); // no lone half of a surrogate pair
    expect(cutToLength('a'.repeat(254) + '😀'.repeat(2), 255)).toBe('a'.repeat(254) + '😀');
  });

  it('counts accented letters and other two- and three-byte characters as one each', () => {
    expect(cutToLength('Ålesund 東京 café', 10)).toBe('Ålesund 東京');
  });

  it('keeps a lone surrogate as one character rather than dropping what follows', () => {
    expect(cutToLength('a\ud800bc', 3)).toBe('a\ud800b');
  });
});

describe(columnLength.name, () => {
  it('reads the length the entity declares', () => {
    expect(columnLength(Probe, 'short')).toBe(5);
    expect(columnLength(Photo, 'cameraInfo')).toBe(255);
    expect(columnLength(Photo, 'originalFilename')).toBe(255);
  });

  it('refuses a column without a length', () => {
    expect(() => columnLength(Probe, 'note')).toThrow(/not a text column with a length/);
    expect(() => columnLength(Probe, 'count')).toThrow(/not a text column with a length/);
  });
});

describe(fitTextColumns.name, () => {
  it('cuts each text to its own column and leaves everything else alone', () => {
    const note = 'n'.repeat(10_000);
    const fitted = fitTextColumns(Probe, { id: 7, short: 'abcdefgh', name: 'a'.repeat(40), note, count: 3 });
    expect(fitted).toEqual({ id: 7, short: 'abcde', name: 'a'.repeat(12), note, count: 3 });
  });

  it('keeps nulls and missing columns as they are, and does not change the row it was given', () => {
    const row = { short: null, name: 'x'.repeat(20) };
    expect(fitTextColumns(Probe, row)).toEqual({ short: null, name: 'x'.repeat(12) });
    expect(row.name).toHaveLength(20);
  });

  it('fits the camera text of a photo to its column', () => {
    const cameraInfo = 'Make '.repeat(1200);
    expect(fitTextColumns(Photo, { cameraInfo }).cameraInfo).toBe(cameraInfo.slice(0, 255));
  });
});
