/**
 * Requests per address, in memory only: the address is a key of this map for as long as its bucket is not full
 * again, and is never written anywhere (no log line, no database row). A token bucket per address: `burst`
 * requests at once, then `perSecond` more each second. IPv6 addresses are limited by their /64, as one host is
 * usually given a whole /64.
 */

export interface RateLimiterOptions {
  burst: number;
  perSecond: number;
  /** Addresses tracked at most; past this the map starts over, so a flood of addresses cannot fill memory. */
  maxAddresses?: number;
  now?: () => number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class RateLimiter {
  readonly #buckets = new Map<string, Bucket>();
  readonly #burst: number;
  readonly #perMs: number;
  readonly #maxAddresses: number;
  readonly #now: () => number;

  constructor({ burst, perSecond, maxAddresses = 50_000, now = () => performance.now() }: RateLimiterOptions) {
    this.#burst = burst;
    this.#perMs = perSecond / 1000;
    this.#maxAddresses = maxAddresses;
    this.#now = now;
  }

  /** True when the address may make one more request now (and takes it from its bucket). */
  allow(address: string): boolean {
    const key = addressKey(address);
    const now = this.#now();
    let bucket = this.#buckets.get(key);
    if (bucket) {
      bucket.tokens = Math.min(this.#burst, bucket.tokens + (now - bucket.at) * this.#perMs);
      bucket.at = now;
    } else {
      if (this.#buckets.size >= this.#maxAddresses) this.#forgetFull(now);
      bucket = { tokens: this.#burst, at: now };
      this.#buckets.set(key, bucket);
    }
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Addresses tracked now (for tests). */
  get size(): number {
    return this.#buckets.size;
  }

  /** Drops the buckets that have filled up again; if none has, all of them. */
  #forgetFull(now: number): void {
    for (const [key, bucket] of this.#buckets) {
      if (bucket.tokens + (now - bucket.at) * this.#perMs >= this.#burst) this.#buckets.delete(key);
    }
    if (this.#buckets.size >= this.#maxAddresses) this.#buckets.clear();
  }
}

/** The key an address is limited by: an IPv4 address as it is (also when written as ::ffff:a.b.c.d), an IPv6 /64. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = Math.max(0, 8 - headParts.length - tailParts.length);
  const groups = address.includes('::') ? [...headParts, ...Array<string>(missing).fill('0'), ...tailParts] : headParts;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
