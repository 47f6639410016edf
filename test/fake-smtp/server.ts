import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the mail server received it: the envelope and the raw message (headers and body). */
export type ReceivedMail = { from: string; to: string[]; raw: string };

export type FakeSmtp = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** While set, every message is refused with this SMTP error. */
  refuseWith: string | null;
  close(): Promise<void>;
};

/**
 * A local mail server speaking SMTP (the smtp-server package), keeping what it accepts. No TLS and no
 * login, like a relay on the same host; `refuseWith` makes it refuse messages, as a full mailbox would.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const state: FakeSmtp = {
    url: '',
    received: [],
    refuseWith: null,
    close: async () => {},
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuseWith) {
          const err = Object.assign(new Error(state.refuseWith), { responseCode: 552 });
          callback(err);
          return;
        }
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
