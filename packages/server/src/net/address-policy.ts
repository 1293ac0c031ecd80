/**
 * Which addresses the server's own outgoing requests may reach: public unicast ones only. A URL
 * typed into an entry must not make the server probe its own machine or network (SSRF).
 */
import { BlockList, isIP } from "node:net";

// IANA's special-purpose IPv4 registry: none of these is a public site.
const INTERNAL_V4: [string, number][] = [
  ["0.0.0.0", 8], // "this network"; connecting to 0.0.0.0 reaches the machine itself
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, the cloud metadata address 169.254.169.254 among them
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast (deprecated)
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address 255.255.255.255
];

// IPv6 is let through only from global unicast (2000::/3): that alone leaves out ::, ::1, the
// IPv4-compatible ::/96, fc00::/7 unique-local, fe80::/10 link-local, fec0::/10 site-local and
// ff00::/8 multicast. Inside it, these are not public sites either.
const INTERNAL_V6: [string, number][] = [
  ["2001::", 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID)
  ["2001:db8::", 32], // documentation
  ["3fff::", 20], // documentation
];

const internalV4 = new BlockList();
for (const [network, prefix] of INTERNAL_V4) internalV4.addSubnet(network, prefix, "ipv4");
const globalUnicast = new BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");
const internalV6 = new BlockList();
for (const [network, prefix] of INTERNAL_V6) internalV6.addSubnet(network, prefix, "ipv6");

/** The eight 16-bit groups of an IPv6 address (the URL parser writes it out canonically first). */
function ipv6Groups(address: string): number[] {
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = "", tail] = canonical.split("::");
  const part = (text: string) => (text ? text.split(":") : []);
  const groups =
    tail === undefined
      ? part(head)
      : [...part(head), ...Array<string>(8 - part(head).length - part(tail).length).fill("0"), ...part(tail)];
  return groups.map((group) => Number.parseInt(group, 16));
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/**
 * The IPv4 address an IPv6 one carries and leads to: IPv4-mapped (::ffff:0:0/96, which the
 * system's own stack turns into IPv4), NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
 */
function embeddedIpv4(groups: number[]): string | undefined {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return ipv4Of(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return ipv4Of(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return ipv4Of(groups[1]!, groups[2]!);
  return undefined;
}

/** Whether an IP address (v4 or v6, a zone index ignored) is a public unicast one; anything else is false. */
export function isPublicAddress(address: string): boolean {
  const plain = address.split("%")[0]!;
  const family = isIP(plain);
  if (family === 4) return !internalV4.check(plain, "ipv4");
  if (family !== 6) return false;
  const embedded = embeddedIpv4(ipv6Groups(plain));
  if (embedded !== undefined) return !internalV4.check(embedded, "ipv4");
  return globalUnicast.check(plain, "ipv6") && !internalV6.check(plain, "ipv6");
}
