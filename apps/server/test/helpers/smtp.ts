// A real SMTP peer on this machine (smtp-server) that keeps every message it receives: the tests of the SMTP transport.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type Config, loadConfig } from '../../src/config';

export type ReceivedMail = { from: string; to: string[]; raw: string };

export async function startSmtpPeer(): Promise<{ port: number; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    port: (smtp.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/**
 * The mail settings of a server that sends to the peer on `port`: SMTP_URL and MAIL_FROM go through the real config
 * loader, as they would from the environment.
 */
export function smtpMailConfig(port: number): Config['mail'] {
  return loadConfig({
    DATA_DIR: '/tmp/portal-test-unused',
    JWT_SECRET: 'test-secret-0123456789-0123456789-abcdef',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'no-reply@jobs.meridianhealthstaffing.com',
  }).mail;
}
