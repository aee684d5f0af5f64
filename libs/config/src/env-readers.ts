import { ConfigError } from './config.errors';

const DECIMAL = /^\d+(?:\.\d+)?$/;

/** Small typed readers over an environment map; each refuses a bad value naming the variable. */
export class EnvReader {
  constructor(private readonly env: NodeJS.ProcessEnv) {}

  string(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  int(name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
    const value = Number(raw);
    if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
    return value;
  }

  /** A plain decimal such as 100 or 0.5: no exponent, hex, sign or "Infinity", which Number() would also take. */
  number(name: string, fallback: number, { min = 0 } = {}): number {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    const value = DECIMAL.test(raw) ? Number(raw) : NaN;
    if (!Number.isFinite(value) || value <= min) throw new ConfigError(name, `must be a number above ${min}, got "${raw}"`);
    return value;
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.string(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    throw new ConfigError(name, `must be true or false, got "${raw}"`);
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.string(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
    }
    return raw as T;
  }

  url(name: string, protocols: readonly string[]): string | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      throw new ConfigError(name, `must be a URL, got "${raw}"`);
    }
    if (!protocols.includes(parsed.protocol)) {
      throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
    }
    return raw;
  }
}
