import type { Dialect } from '@heirloom/database';

/**
 * Portable column values: how one database's raw value is written to a dump line, and how a dump line's value is
 * bound into either database. Instants are ISO 8601 UTC strings, booleans true/false, bigints and decimals strings
 * (exact whatever their size), binary base64; null stays null.
 */
export type ColumnKind = 'integer' | 'bigint' | 'decimal' | 'float' | 'boolean' | 'instant' | 'date' | 'time' | 'text' | 'json' | 'binary';
export type PortableValue = string | number | boolean | null;

const KIND_BY_TYPE: Record<string, ColumnKind> = {};
const register = (kind: ColumnKind, types: string[]) => types.forEach((type) => (KIND_BY_TYPE[type] = kind));
register('integer', ['int', 'integer', 'tinyint', 'smallint', 'mediumint', 'int2', 'int4', 'year']);
register('bigint', ['bigint', 'int8', 'int64', 'unsigned big int']);
register('decimal', ['decimal', 'numeric', 'dec', 'fixed']);
register('float', ['float', 'double', 'real', 'double precision', 'float4', 'float8']);
register('boolean', ['boolean', 'bool']);
register('instant', ['datetime', 'timestamp', 'datetime2', 'timestamptz', 'timestamp with time zone', 'timestamp without time zone']);
register('date', ['date']);
register('time', ['time']);
register('text', [
  'varchar', 'char', 'nvarchar', 'nchar', 'character', 'character varying', 'varying character', 'native character',
  'text', 'tinytext', 'mediumtext', 'longtext', 'clob', 'enum', 'simple-enum', 'simple-array', 'set', 'uuid', 'string',
]);
register('json', ['json', 'jsonb', 'simple-json']);
register('binary', ['blob', 'tinyblob', 'mediumblob', 'longblob', 'binary', 'varbinary', 'bytea']);

const KIND_BY_CONSTRUCTOR: Record<string, ColumnKind> = {
  Number: 'integer',
  String: 'text',
  Boolean: 'boolean',
  Date: 'instant',
  Buffer: 'binary',
  Uint8Array: 'binary',
  Object: 'json',
};

/**
 * The kind of a column from its TypeORM type (a name or a constructor) or from a type a database declares
 * ('varchar(100)', 'int(11) unsigned'); undefined for a type this format cannot carry faithfully.
 */
export function columnKindOf(type: unknown): ColumnKind | undefined {
  if (typeof type === 'function') return KIND_BY_CONSTRUCTOR[type.name];
  if (typeof type !== 'string') return undefined;
  const base = type
    .toLowerCase()
    .replace(/\(.*\)/, '')
    .replace(/\b(unsigned|signed|zerofill)\b/g, '')
    .trim()
    .replace(/\s+/g, ' ');
  return KIND_BY_TYPE[base];
}

const INTEGER_TEXT = /^-?\d+$/;
const DECIMAL_TEXT = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const TIME_TEXT = /^-?\d{2,3}:\d{2}(:\d{2}(\.\d+)?)?$/;
const INSTANT_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const BASE64_TEXT = /^[A-Za-z0-9+/]*={0,2}$/;

const fail = (kind: ColumnKind, value: unknown): never => {
  const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : typeof value === 'bigint' ? `${value}n` : String(value);
  throw new Error(`${shown} (${value instanceof Buffer ? 'binary' : typeof value}) is not a valid ${kind} value`);
};

/** Reads '2024-03-01 10:00:00.123', '2024-03-01T10:00:00Z', '2024-03-01T12:00:00+02:00' or '2024-03-01' (UTC unless zoned). */
export function parseInstant(text: string): Date | undefined {
  const match = INSTANT_TEXT.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = match;
  const millis = Number((fraction + '000').slice(0, 3));
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0-99 as they are.
  date.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
  date.setUTCHours(Number(h), Number(mi), Number(s), millis);
  // A value that rolls over (2024-02-30 to March, 24:00 to the next day) is not a real instant.
  const rolled = date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d);
  if (rolled || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  if (!zone || zone.toUpperCase() === 'Z') return date;
  const [, sign, zh, zm = '0'] = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!;
  const offsetMinutes = (Number(zh) * 60 + Number(zm)) * (sign === '-' ? -1 : 1);
  return new Date(date.getTime() - offsetMinutes * 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD HH:MM:SS.SSS' in UTC: what TypeORM writes for datetime on SQLite, and a literal MariaDB takes as is. */
export function formatSqlInstant(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}.${pad(date.getUTCMilliseconds(), 3)}`
  );
}

const toIso = (date: Date): string => `${formatSqlInstant(date).replace(' ', 'T')}Z`;

/** A raw value as better-sqlite3 (safe integers on) or mysql2 (timezone 'Z') returns it, as it goes into a dump line. */
export function toPortable(kind: ColumnKind, raw: unknown): PortableValue {
  if (raw === null || raw === undefined) return null;
  switch (kind) {
    case 'integer': {
      const value = typeof raw === 'string' && INTEGER_TEXT.test(raw) ? Number(raw) : typeof raw === 'bigint' ? Number(raw) : raw;
      return typeof value === 'number' && Number.isSafeInteger(value) ? value : fail(kind, raw);
    }
    case 'bigint':
      if (typeof raw === 'bigint' || (typeof raw === 'number' && Number.isSafeInteger(raw))) return String(raw);
      return typeof raw === 'string' && INTEGER_TEXT.test(raw) ? raw : fail(kind, raw);
    case 'decimal':
      if (typeof raw === 'bigint' || (typeof raw === 'number' && Number.isFinite(raw))) return String(raw);
      return typeof raw === 'string' && DECIMAL_TEXT.test(raw) ? raw : fail(kind, raw);
    case 'float': {
      const value = typeof raw === 'bigint' || (typeof raw === 'string' && DECIMAL_TEXT.test(raw)) ? Number(raw) : raw;
      return typeof value === 'number' && Number.isFinite(value) ? value : fail(kind, raw);
    }
    case 'boolean':
      if (typeof raw === 'boolean') return raw;
      if (raw === 0 || raw === 0n || raw === '0') return false;
      return raw === 1 || raw === 1n || raw === '1' ? true : fail(kind, raw);
    case 'instant': {
      const date = raw instanceof Date ? raw : typeof raw === 'string' ? parseInstant(raw) : undefined;
      return date && !Number.isNaN(date.getTime()) ? toIso(date) : fail(kind, raw);
    }
    case 'date':
      if (raw instanceof Date && !Number.isNaN(raw.getTime())) return toIso(raw).slice(0, 10);
      return typeof raw === 'string' && DATE_TEXT.test(raw) ? raw : fail(kind, raw);
    case 'time':
      return typeof raw === 'string' && TIME_TEXT.test(raw) ? raw : fail(kind, raw);
    case 'text':
      if (typeof raw === 'number' || typeof raw === 'bigint') return String(raw);
      return typeof raw === 'string' ? raw : fail(kind, raw);
    case 'json':
      if (typeof raw === 'string') return raw;
      return typeof raw === 'object' && !(raw instanceof Buffer) ? JSON.stringify(raw) : fail(kind, raw);
    case 'binary':
      if (raw instanceof Uint8Array) return Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64');
      return typeof raw === 'string' ? Buffer.from(raw, 'utf8').toString('base64') : fail(kind, raw);
  }
}

/** A dump line's value, checked against its column's kind, as a parameter either driver binds. */
export function fromPortable(kind: ColumnKind, value: unknown, dialect: Dialect): unknown {
  if (value === null) return null;
  switch (kind) {
    case 'integer':
      return typeof value === 'number' && Number.isSafeInteger(value) ? value : fail(kind, value);
    case 'bigint': {
      const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
      if (typeof text !== 'string' || !INTEGER_TEXT.test(text)) return fail(kind, value);
      return dialect === 'sqlite' ? BigInt(text) : text;
    }
    case 'decimal':
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      return typeof value === 'string' && DECIMAL_TEXT.test(value) ? value : fail(kind, value);
    case 'float':
      return typeof value === 'number' && Number.isFinite(value) ? value : fail(kind, value);
    case 'boolean':
      if (typeof value === 'boolean') return value ? 1 : 0;
      return value === 0 || value === 1 ? value : fail(kind, value);
    case 'instant': {
      const date = typeof value === 'string' ? parseInstant(value) : undefined;
      return date ? formatSqlInstant(date) : fail(kind, value);
    }
    case 'date':
      return typeof value === 'string' && DATE_TEXT.test(value) ? value : fail(kind, value);
    case 'time':
      return typeof value === 'string' && TIME_TEXT.test(value) ? value : fail(kind, value);
    case 'text':
    case 'json':
      return typeof value === 'string' ? value : fail(kind, value);
    case 'binary':
      return typeof value === 'string' && value.length % 4 === 0 && BASE64_TEXT.test(value) ? Buffer.from(value, 'base64') : fail(kind, value);
  }
}
