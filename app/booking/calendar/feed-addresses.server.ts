import { BlockList, isIP } from "node:net";
import { networkInterfaces } from "node:os";
import type { FeedPolicy } from "./fetch.server";

// Which addresses a presenter's feed may be fetched from (ADR 042, ADR 076): not private, loopback,
// link-local, CGNAT, multicast, this machine's own, and not an IPv6 address that carries one of
// those inside it. IPv6 has several ways of embedding an IPv4 address (mapped ::ffff:a.b.c.d,
// NAT64 64:ff9b::a.b.c.d, 6to4 2002:aabb:ccdd::): the IPv4 address inside is checked as itself.
// Forms nobody serves a calendar from (IPv4-compatible ::a.b.c.d, translated ::ffff:0:a.b.c.d,
// local-use NAT64, Teredo, site-local) are refused whatever they carry.

const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  // Site-local: deprecated, still routed inside some networks.
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(net, prefix, "ipv6");

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part included). */
function groupsOf(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
const zeros = (groups: number[], from: number, to: number) => groups.slice(from, to).every((g) => g === 0);

type Reading =
  | { family: "ipv4" | "ipv6"; address: string }
  | { family: "ipv4"; address: string; embedded: true }
  | { refused: string };

/** The address as it is checked: IPv4 inside IPv6 taken out, forms never fetched from refused. */
function read(address: string): Reading {
  if (isIP(address) !== 6) return { family: "ipv4", address };
  const g = groupsOf(address);
  // ::ffff:a.b.c.d is the IPv4 address itself, to the kernel as to us (loopback rules included).
  if (zeros(g, 0, 5) && g[5] === 0xffff) return { family: "ipv4", address: ipv4Of(g[6]!, g[7]!) };
  if (zeros(g, 0, 6) && g[6] === 0 && g[7]! <= 1) return { family: "ipv6", address }; // :: and ::1
  if (zeros(g, 0, 6)) return { refused: "IPv4-compatible address" };
  if (zeros(g, 0, 4) && g[4] === 0xffff && g[5] === 0) return { refused: "IPv4-translated address" };
  if (g[0] === 0x64 && g[1] === 0xff9b) {
    if (zeros(g, 2, 6)) return { family: "ipv4", address: ipv4Of(g[6]!, g[7]!), embedded: true };
    return { refused: "local-use NAT64 address" };
  }
  if (g[0] === 0x2002) return { family: "ipv4", address: ipv4Of(g[1]!, g[2]!), embedded: true };
  if (g[0] === 0x2001 && g[1] === 0) return { refused: "Teredo address" };
  return { family: "ipv6", address };
}

function ownAddresses(): Set<string> {
  return new Set(
    Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address.toLowerCase())),
  );
}

/** Why an address may not be fetched, or null when it may. */
export function refusal(address: string, port: number, policy: FeedPolicy): string | null {
  const reading = read(address);
  if ("refused" in reading) return reading.refused;
  const { address: a, family } = reading;
  // Loopback for tests is only ever the plain address: no gateway turns 64:ff9b::127.0.0.1 into it.
  const isLoopback = loopback.check(a, family);
  if (isLoopback && policy.allowLoopback && !("embedded" in reading))
    return port === policy.ownPort ? "the server itself" : null;
  if (blocked.check(a, family)) return isLoopback ? "loopback address" : "private or link-local address";
  const own = ownAddresses();
  if (own.has(a.toLowerCase()) || own.has(address.toLowerCase())) return "the server itself";
  return null;
}
