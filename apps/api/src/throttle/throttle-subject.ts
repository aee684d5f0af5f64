import { isIPv4, isIPv6 } from 'node:net';
import { ThrottlePolicy } from './throttle.policies';

/** Who an attempt is counted against; a policy reads the parts its key names. */
export interface ThrottleSubject {
  /** The client's address as Express reports it (request.ip: the proxy's view once TRUST_PROXY is set). */
  address?: string;
  /** The e-mail address the request names (trimmed and lower-cased here). */
  email?: string;
  /** The signed-in user. */
  userId?: number;
  /** What is being guessed at, by a name of its own (`share-link:12`). */
  target?: string;
}

/** Longer than any e-mail address (254): a raw body's value, read before validation, is cut here. */
const MAX_PART_LENGTH = 320;

/** An IPv6 address as its eight 16-bit groups, or null (an embedded IPv4 tail becomes the last two). */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split('.').map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const start = parse(head);
  const end = parse(tail);
  const groups = tail === undefined ? start : [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group)) ? groups : null;
}

/**
 * The client's address as throttles count it: IPv4 as it is; IPv6 by its /64 network, since one household (or one
 * rented server) is handed a whole /64 and could take a fresh address for every attempt. An IPv4-mapped IPv6 address
 * counts as its IPv4 address.
 */
export function clientAddressKey(address: string | undefined): string {
  const bare = (address ?? '').split('%')[0];
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1];
  if (isIPv4(bare) || !isIPv6(bare)) return bare || 'unknown';
  const groups = ipv6Groups(bare);
  return groups ? `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64` : bare;
}

const partOf = (part: ThrottlePolicy['key'][number], subject: ThrottleSubject): string => {
  if (part === 'address') return clientAddressKey(subject.address);
  if (part === 'email') return (subject.email ?? '').trim().toLowerCase().slice(0, MAX_PART_LENGTH);
  if (part === 'target') return subject.target ?? '';
  return subject.userId === undefined ? '' : String(subject.userId);
};

/** The counter's name within its policy: the key's parts joined by `|` (only an e-mail, always last, may hold one). */
export const counterKey = (policy: ThrottlePolicy, subject: ThrottleSubject): string => policy.key.map((part) => partOf(part, subject)).join('|');
