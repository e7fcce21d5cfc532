import net from 'node:net';

/**
 * Who "one client" is for the limits: the request's address as Fastify reports it (req.ip). That is
 * the socket's address unless the socket belongs to a configured proxy (trustProxy below); then it
 * is the address the proxy reports. An IPv6 client is its /64: one home or one server gets a whole
 * /64 and could otherwise take a new address for each request.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  if (net.isIPv4(ip)) return ip;
  if (!net.isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, lower case without leading zeros (zone and embedded IPv4 handled). */
function expandIPv6(ip: string): string[] {
  let text = ip.split('%')[0].toLowerCase();
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = text.slice(0, v4.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => Number.parseInt(g || '0', 16).toString(16));
}

/** Names proxy-addr (Fastify's trustProxy) understands besides addresses. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function validEntry(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length) return false;
  const family = net.isIP(address);
  if (!family) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For/-Host/-Proto are believed, as a comma-separated
 * list of addresses or CIDRs (e.g. `127.0.0.1` or `172.30.0.10,10.0.0.0/8`). Empty or unset: none,
 * so a client talking to the API directly cannot choose its own address or host name. There is no
 * "trust everyone": `true` or `*` is refused.
 */
export function parseTrustProxy(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !validEntry(e));
  if (bad.length) {
    throw new Error(`TRUST_PROXY 只能列出代理服务器的 IP 地址或网段（逗号分隔，如 127.0.0.1,10.0.0.0/8），不能是：${bad.join(', ')}`);
  }
  return entries;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i;

/**
 * A request straight from the machine the API runs on: a loopback socket and no proxy header
 * (a web server on this machine forwards with X-Forwarded-For, and what it forwards is not local).
 */
export function fromThisMachine(req: { socket: { remoteAddress?: string }; headers: Record<string, unknown> }): boolean {
  return LOOPBACK.test(req.socket.remoteAddress ?? '') && req.headers['x-forwarded-for'] === undefined;
}
