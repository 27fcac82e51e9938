// spec §7 validateEmailAddress: syntax, then (EMAIL_DELIVERABILITY=dns) a DNS MX/A/AAAA lookup of the domain.
// A resolver that cannot be reached or is slow must not block sign-up on an offline machine: only a definite
// "no such domain / no mail host" answer makes an address undeliverable.
import { Resolver } from 'node:dns/promises';
import { ZEmail } from '@portal/shared/schemas/auth';

const DNS_TIMEOUT_MS = 1500;
/** Answers that prove the domain cannot receive mail; anything else (timeouts, refused, SERVFAIL) is not proof. */
const DEFINITE = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'EBADNAME', 'NXDOMAIN']);
/**
 * A domain that certainly receives mail. An offline machine's local DNS stub often answers "no such domain" for every
 * name; when it says so for this one too, its "no" proves nothing and the address is not refused.
 */
const CANARY_DOMAIN = 'gmail.com';
const CANARY_TTL_MS = 5 * 60_000;

export type Deliverability = 'syntax' | 'dns';

export function createEmailChecker(mode: Deliverability, servers: string[] = []) {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 1 });
  if (servers.length) resolver.setServers(servers);

  /** 'yes', 'no', or 'unknown' (the resolver gave no definite answer). */
  async function lookup(domain: string): Promise<'yes' | 'no' | 'unknown'> {
    const attempt = async (fn: () => Promise<unknown[]>): Promise<'yes' | 'no' | 'unknown'> => {
      try {
        const records = await fn();
        return records.length ? 'yes' : 'no';
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        return DEFINITE.has(code) ? 'no' : 'unknown';
      }
    };
    const mx = await attempt(() => resolver.resolveMx(domain));
    if (mx !== 'no') return mx;
    // RFC 5321 §5.1: with no MX, mail goes to the domain's own address.
    const a = await attempt(() => resolver.resolve4(domain));
    if (a !== 'no') return a;
    return attempt(() => resolver.resolve6(domain));
  }

  let canary: { at: number; trusted: Promise<boolean> } | null = null;
  /** Whether the resolver's negative answers can be believed (it finds a domain that surely exists). */
  function resolverTrusted(): Promise<boolean> {
    if (!canary || Date.now() - canary.at > CANARY_TTL_MS) {
      canary = { at: Date.now(), trusted: lookup(CANARY_DOMAIN).then((answer) => answer === 'yes') };
    }
    return canary.trusted;
  }

  return {
    async isDeliverable(email: string): Promise<boolean> {
      const parsed = ZEmail.safeParse(email);
      if (!parsed.success) return false;
      if (mode === 'syntax') return true;
      const domain = parsed.data.slice(parsed.data.lastIndexOf('@') + 1).toLowerCase();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'unknown'>((resolve) => {
        timer = setTimeout(() => resolve('unknown'), DNS_TIMEOUT_MS * 2);
      });
      try {
        const answer = await Promise.race([lookup(domain), deadline]);
        if (answer !== 'no') return true;
        return !(await Promise.race([resolverTrusted(), deadline.then(() => false)]));
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
export type EmailChecker = ReturnType<typeof createEmailChecker>;
