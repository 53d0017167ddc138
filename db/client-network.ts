import ipaddr from 'ipaddr.js';

/**
 * What the per-IP limits count a client by. An IPv6 subscriber is usually given a whole /64 and may
 * use a new address of it for every request, so an IPv6 address counts by its /64, as an IPv4
 * address counts for everyone behind it. An IPv4 address written as IPv6 (`::ffff:203.0.113.7`, as a
 * dual-stack listener reports it) counts as that IPv4 address. What does not parse counts as given.
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}
