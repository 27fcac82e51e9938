// A real SMTP peer on this machine for journeys whose server sends e-mail by SMTP (ownServer with SMTP_URL): it keeps
// every message, and gives the text of the newest to an address, decoded.
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { SMTPServer } from 'smtp-server';

export type PeerMail = { to: string[]; raw: string; subject: string; text: string };

/** Quoted-printable soft breaks and escapes, as the portal's mailer writes them. */
const decodeQp = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
  );
}

export async function startSmtpPeer() {
  const received: PeerMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
        const subject = decodeHeader(/^Subject: (.*)$/im.exec(head)?.[1] ?? '');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, subject, text: decodeQp(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The newest message to `to` whose subject matches, waiting up to 15 s. */
    async waitFor(to: string, subject: RegExp = /./): Promise<PeerMail> {
      let found: PeerMail | undefined;
      await expect
        .poll(() => (found = [...received].reverse().find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject))), { timeout: 15_000 })
        .toBeDefined();
      return found!;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
