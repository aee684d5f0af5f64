import { ColumnKind, columnKindOf, formatSqlInstant, fromPortable, parseInstant, toPortable } from './column-codec';

describe('column codec', () => {
  describe(columnKindOf.name, () => {
    it.each([
      ['int', 'integer'],
      ['integer', 'integer'],
      ['int(11)', 'integer'],
      ['int(10) unsigned', 'integer'],
      ['tinyint(1)', 'integer'],
      ['bigint', 'bigint'],
      ['bigint(20) unsigned', 'bigint'],
      ['decimal(10,2)', 'decimal'],
      ['double', 'float'],
      ['REAL', 'float'],
      ['boolean', 'boolean'],
      ['datetime', 'instant'],
      ['datetime(3)', 'instant'],
      ['timestamp', 'instant'],
      ['date', 'date'],
      ['time', 'time'],
      ['varchar(255)', 'text'],
      ['varchar', 'text'],
      ['text', 'text'],
      ['longtext', 'text'],
      ["enum('a','b')", 'text'],
      ['simple-json', 'json'],
      ['json', 'json'],
      ['blob', 'binary'],
      ['longblob', 'binary'],
      ['varbinary(16)', 'binary'],
    ])('%p is %p', (type, kind) => {
      expect(columnKindOf(type)).toBe(kind);
    });

    it('reads TypeORM constructor types', () => {
      expect(columnKindOf(Number)).toBe('integer');
      expect(columnKindOf(String)).toBe('text');
      expect(columnKindOf(Boolean)).toBe('boolean');
      expect(columnKindOf(Date)).toBe('instant');
      expect(columnKindOf(Buffer)).toBe('binary');
    });

    it('knows nothing of types it cannot carry faithfully', () => {
      expect(columnKindOf('geometry')).toBeUndefined();
      expect(columnKindOf('point')).toBeUndefined();
      expect(columnKindOf(undefined)).toBeUndefined();
    });
  });

  describe(parseInstant.name, () => {
    it.each([
      ['2024-03-01 10:20:30.123', '2024-03-01T10:20:30.123Z'],
      ['2024-03-01 10:20:30', '2024-03-01T10:20:30.000Z'],
      ['2024-03-01T10:20:30.1Z', '2024-03-01T10:20:30.100Z'],
      ['2024-03-01T10:20:30.123456Z', '2024-03-01T10:20:30.123Z'],
      ['2024-03-01T12:20:30+02:00', '2024-03-01T10:20:30.000Z'],
      ['2024-03-01T05:20:30-0500', '2024-03-01T10:20:30.000Z'],
      ['2024-03-01', '2024-03-01T00:00:00.000Z'],
      ['0045-06-07 01:02:03.004', '0045-06-07T01:02:03.004Z'],
      ['1969-12-31 23:59:59.999', '1969-12-31T23:59:59.999Z'],
    ])('reads %p as UTC', (text, iso) => {
      expect(parseInstant(text)?.toISOString()).toBe(iso);
    });

    it.each(['2024-02-30 00:00:00', '2024-13-01', '2024-01-01 24:00:00', '2024-01-01 10:60:00', 'yesterday', '', '2024-1-1'])(
      'refuses %p',
      (text) => {
        expect(parseInstant(text)).toBeUndefined();
      },
    );
  });

  it(formatSqlInstant.name + ' writes what TypeORM writes on SQLite', () => {
    expect(formatSqlInstant(new Date('2024-03-01T10:20:30.007Z'))).toBe('2024-03-01 10:20:30.007');
    expect(formatSqlInstant(new Date('0045-06-07T01:02:03.004Z'))).toBe('0045-06-07 01:02:03.004');
  });

  describe(toPortable.name, () => {
    it.each<[ColumnKind, unknown, unknown]>([
      ['integer', 42, 42],
      ['integer', 42n, 42],
      ['integer', '-7', -7],
      ['bigint', 9007199254740993n, '9007199254740993'],
      ['bigint', 12, '12'],
      ['bigint', '18446744073709551615', '18446744073709551615'],
      ['decimal', '12.50', '12.50'],
      ['decimal', 12.5, '12.5'],
      ['float', 0.1, 0.1],
      ['float', '2.5', 2.5],
      ['float', 3n, 3],
      ['boolean', 1, true],
      ['boolean', 0, false],
      ['boolean', 1n, true],
      ['boolean', 0n, false],
      ['boolean', true, true],
      ['instant', '2024-03-01 10:20:30.123', '2024-03-01T10:20:30.123Z'],
      ['instant', new Date('2024-03-01T10:20:30.123Z'), '2024-03-01T10:20:30.123Z'],
      ['date', '1987-06-05', '1987-06-05'],
      ['date', new Date('1987-06-05T00:00:00Z'), '1987-06-05'],
      ['time', '13:45:00', '13:45:00'],
      ['text', 'שלום 👋 "quoted" \\ \n', 'שלום 👋 "quoted" \\ \n'],
      ['text', 5n, '5'],
      ['json', '{"a":[1,2]}', '{"a":[1,2]}'],
      ['json', { a: [1, 2] }, '{"a":[1,2]}'],
      ['binary', Buffer.from([0, 255, 10]), 'AP8K'],
      ['integer', null, null],
      ['instant', undefined, null],
    ])('%s %p → %p', (kind, raw, expected) => {
      expect(toPortable(kind, raw)).toEqual(expected);
    });

    it.each<[ColumnKind, unknown]>([
      ['integer', 1.5],
      ['integer', 9007199254740993n],
      ['integer', 'x'],
      ['bigint', 1.5],
      ['decimal', 'abc'],
      ['float', Infinity],
      ['float', NaN],
      ['boolean', 2],
      ['boolean', 'yes'],
      ['instant', 'not a date'],
      ['instant', 1700000000],
      ['instant', new Date('invalid')],
      ['date', '2024-03-01 10:00:00'],
      ['text', Buffer.from('x')],
      ['json', Buffer.from('{}')],
      ['binary', 5],
    ])('refuses %s %p', (kind, raw) => {
      expect(() => toPortable(kind, raw)).toThrow(/is not a valid/);
    });
  });

  describe(fromPortable.name, () => {
    it.each<[ColumnKind, unknown, unknown, unknown]>([
      ['integer', 42, 42, 42],
      ['bigint', '9007199254740993', 9007199254740993n, '9007199254740993'],
      ['bigint', 12, 12n, '12'],
      ['decimal', '12.50', '12.50', '12.50'],
      ['float', 0.1, 0.1, 0.1],
      ['boolean', true, 1, 1],
      ['boolean', false, 0, 0],
      ['instant', '2024-03-01T10:20:30.123Z', '2024-03-01 10:20:30.123', '2024-03-01 10:20:30.123'],
      ['date', '1987-06-05', '1987-06-05', '1987-06-05'],
      ['text', '👋', '👋', '👋'],
      ['json', '{"a":1}', '{"a":1}', '{"a":1}'],
      ['binary', 'AP8K', Buffer.from([0, 255, 10]), Buffer.from([0, 255, 10])],
      ['text', null, null, null],
    ])('%s %p binds as %p on SQLite and %p on MariaDB', (kind, value, sqlite, mysql) => {
      expect(fromPortable(kind, value, 'sqlite')).toEqual(sqlite);
      expect(fromPortable(kind, value, 'mysql')).toEqual(mysql);
    });

    it.each<[ColumnKind, unknown]>([
      ['integer', '42'],
      ['integer', 1.5],
      ['bigint', '12a'],
      ['boolean', 'true'],
      ['instant', '2024-02-30T00:00:00Z'],
      ['instant', 5],
      ['date', '5/6/1987'],
      ['text', 5],
      ['text', { a: 1 }],
      ['binary', 'not base64!'],
      ['float', '0.1'],
      ['text', undefined],
    ])('refuses %s %p', (kind, value) => {
      expect(() => fromPortable(kind, value, 'sqlite')).toThrow(/is not a valid/);
    });

    it('round-trips every kind through a dump line', () => {
      const samples: Array<[ColumnKind, unknown]> = [
        ['integer', -5n],
        ['bigint', 2n ** 62n],
        ['decimal', '-0.001'],
        ['float', -1.5e-10],
        ['boolean', 1n],
        ['instant', '1999-12-31 23:59:59.999'],
        ['date', '2000-02-29'],
        ['text', '𝄞 مرحبا\u0000end'],
        ['json', '{"nested":{"list":[true,null]}}'],
        ['binary', Buffer.from(Array.from({ length: 256 }, (_, i) => i))],
      ];
      for (const [kind, raw] of samples) {
        const line = JSON.parse(JSON.stringify({ v: toPortable(kind, raw) })).v;
        const bound = fromPortable(kind, line, 'sqlite');
        expect(toPortable(kind, bound)).toEqual(toPortable(kind, raw));
      }
    });
  });
});
