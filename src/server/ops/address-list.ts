/** One entry of an address list: a network (an address is a network of its full length). */
export interface AddressRange {
  version: 4 | 6;
  network: bigint;
  prefix: number;
}

/** Loopback only: the machine itself (a Prometheus agent beside the gateway, a curl on it). */
export const LOOPBACK_ONLY = '127.0.0.0/8,::1';

/** Written instead of a list to let no address in. */
export const NO_ADDRESS = 'none';

function ipv4Bits(text: string): bigint | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let bits = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined;
    bits = (bits << 8n) | BigInt(Number(part));
  }
  return bits;
}

function ipv6Bits(text: string): bigint | undefined {
  let address = text;
  // An IPv4 address in the last 32 bits (::ffff:192.0.2.1) is two groups written another way.
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted) {
    const v4 = ipv4Bits(dotted[2] ?? '');
    if (v4 === undefined) return undefined;
    address = `${dotted[1] ?? ''}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const groups = (half: string | undefined) => (half ? half.split(':') : []);
  const head = groups(halves[0]);
  const end = groups(halves[1]);
  if ([...head, ...end].some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return undefined;
  const missing = 8 - head.length - end.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...end];
  return all.reduce((bits, group) => (bits << 16n) | BigInt(parseInt(group, 16)), 0n);
}

const V4_MAPPED = 0xffffn << 32n;

/**
 * An address as the socket or a proxy reports it, as an IPv4 or IPv6 number. An IPv4-mapped
 * IPv6 address (::ffff:127.0.0.1, how a dual-stack socket reports an IPv4 peer) is read as the
 * IPv4 address it is, and a zone (fe80::1%eth0) is dropped.
 */
export function parseAddress(text: string): { version: 4 | 6; bits: bigint } | undefined {
  const address = text.trim().replace(/%.*$/, '');
  const v4 = ipv4Bits(address);
  if (v4 !== undefined) return { version: 4, bits: v4 };
  if (!address.includes(':')) return undefined;
  const v6 = ipv6Bits(address);
  if (v6 === undefined) return undefined;
  if (v6 >> 32n === V4_MAPPED >> 32n) return { version: 4, bits: v6 & 0xffffffffn };
  return { version: 6, bits: v6 };
}

/**
 * Reads a comma list of addresses and networks (`10.0.0.0/8, 192.0.2.7, fd00::/8`), or `none`.
 * Undefined when any entry is not one, so a typo stops the gateway instead of opening or
 * closing more than meant.
 */
export function parseAddressList(text: string): AddressRange[] | undefined {
  if (text.trim().toLowerCase() === NO_ADDRESS) return [];
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  const ranges: AddressRange[] = [];
  for (const entry of entries) {
    const [address = '', prefixText, extra] = entry.split('/');
    if (extra !== undefined) return undefined;
    const parsed = parseAddress(address);
    if (!parsed) return undefined;
    const width = parsed.version === 4 ? 32 : 128;
    // A mapped address with an IPv6 prefix length (::ffff:10.0.0.0/104) keeps its meaning.
    const mappedShift = parsed.version === 4 && address.includes(':') ? 96 : 0;
    if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
    const prefix = prefixText === undefined ? width : Number(prefixText) - mappedShift;
    if (prefix < 0 || prefix > width) return undefined;
    const hostBits = BigInt(width - prefix);
    ranges.push({
      version: parsed.version,
      network: (parsed.bits >> hostBits) << hostBits,
      prefix,
    });
  }
  return ranges;
}

/** Whether the address lies in one of the ranges; an unreadable or absent address never does. */
export function addressAllowed(ranges: readonly AddressRange[], address: string | undefined) {
  const parsed = address === undefined ? undefined : parseAddress(address);
  if (!parsed) return false;
  const width = parsed.version === 4 ? 32 : 128;
  return ranges.some((range) => {
    if (range.version !== parsed.version) return false;
    const hostBits = BigInt(width - range.prefix);
    return (parsed.bits >> hostBits) << hostBits === range.network;
  });
}
