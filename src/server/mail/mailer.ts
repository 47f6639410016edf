import nodemailer from 'nodemailer';

/** One plain-text e-mail. */
export type Mail = { to: string; subject: string; text: string };

/** Sends e-mail through the configured SMTP server; resolves once the server has accepted the message. */
export type Mailer = { send(mail: Mail): Promise<void> };

export const DEFAULT_MAIL_FROM = 'Voxpert Support <support@voxpert.app>';

/**
 * The mailer for `SMTP_URL` (smtp:// with STARTTLS when the server offers it, or smtps://), sending as
 * `MAIL_FROM`; null when SMTP is not configured, and then nothing is e-mailed. A message the server does
 * not accept within 20 s counts as not sent.
 */
export function createMailer(env: {
  SMTP_URL?: string | undefined;
  MAIL_FROM?: string | undefined;
}): Mailer | null {
  if (!env.SMTP_URL) return null;
  const transport = nodemailer.createTransport(
    { url: env.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from: env.MAIL_FROM ?? DEFAULT_MAIL_FROM },
  );
  return {
    async send(mail) {
      await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
