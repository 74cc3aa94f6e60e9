import type nodemailer from 'nodemailer';
import sanitizeHtml from 'sanitize-html';
import type { SecretBox } from '../security/secret-box.js';
import { lazyModule } from '../lazy-module.js';
import { markListItems } from './list-items.js';
import { SettingNames } from '../settings/definitions.js';
import type { SettingService } from '../settings/service.js';

/** A tenant's SMTP settings (its own values, else the host's, else the defaults). */
/** nodemailer, loaded by the first mail sent. */
const mailer = lazyModule<typeof nodemailer>('nodemailer');

export interface SmtpSettings {
  host: string;
  port: number;
  userName: string;
  password: string;
  enableSsl: boolean;
  fromAddress: string;
  fromDisplayName: string;
}

export interface MailMessage {
  to: string[];
  cc: string[];
  subject: string;
  html: string;
}

/** Sends one message over one tenant's SMTP server; throws on refusal. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * The SMTP settings of a tenant, or `null` when no host is configured (mails then wait in the
 * outbox). The password is stored sealed by the settings page; a value that is not sealed (set by
 * hand in the database) is used as it is.
 */
export async function smtpSettings(
  settings: SettingService,
  box: SecretBox,
  tenantId: string,
): Promise<SmtpSettings | null> {
  const values = await settings.all(tenantId);
  const get = (name: string) => values.get(name)?.trim() ?? '';
  const host = get(SettingNames.SmtpHost);
  if (!host) return null;
  const sealed = values.get(SettingNames.SmtpPassword) ?? '';
  let password = sealed;
  if (sealed.startsWith('v1.')) {
    try {
      password = box.open(sealed);
    } catch {
      password = '';
    }
  }
  const port = Number.parseInt(get(SettingNames.SmtpPort), 10);
  return {
    host,
    port: Number.isInteger(port) && port > 0 && port < 65536 ? port : 25,
    userName: get(SettingNames.SmtpUserName),
    password,
    enableSsl: get(SettingNames.SmtpEnableSsl).toLowerCase() === 'true',
    fromAddress: get(SettingNames.DefaultFromAddress),
    fromDisplayName: get(SettingNames.DefaultFromDisplayName),
  };
}

/**
 * The plain-text part of an HTML mail: the text, tags dropped, a line a block; a list item on a
 * line of its own, with its marker ("1. " in an `<ol>`, "· " in a `<ul>`), two spaces in for each
 * list it is nested in, and what goes on inside the item after a line break under its text.
 */
export function htmlToText(html: string): string {
  // \u0001<column>\u0002: an item starts (its text's column between them); \u0003: it ends. Any
  // of them in the mail itself go first.
  // eslint-disable-next-line no-control-regex -- those very characters
  const marked = markListItems(html.replace(/[\u0001-\u0003]/g, ''), ({ marker, depth }) => {
    const indent = '  '.repeat(Math.max(depth - 1, 0));
    return `\u0001${indent.length + marker.length}\u0002${indent}${marker}`;
  })
    .replace(/<\/li>/gi, '\u0003$&')
    .replace(/<\/(p|div|li|h[1-6]|tr|blockquote)>|<br\s*\/?>/gi, '$&\n');
  return indentItems(sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }))
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Lays out the marked text: an item on a new line (any white space before it dropped), and a line
 * break inside an item indented to its text's column, the innermost open item's. Pure string work
 * on the sanitized text: the columns are ours (every such mark in the mail was removed first).
 */
function indentItems(text: string): string {
  const columns: number[] = [];
  let out = '';
  // eslint-disable-next-line no-control-regex -- the marks put in by htmlToText
  for (const part of text.split(/(\u0001\d+\u0002|\u0003|\n)/)) {
    if (part.startsWith('\u0001')) {
      out = `${out.trimEnd()}\n`;
      columns.push(Number.parseInt(part.slice(1), 10));
    } else if (part === '\u0003') {
      // The item's last block already ended its line: its own end does not make a blank one.
      out = out.replace(/\n[ \t]*$/, '');
      columns.pop();
    } else if (part === '\n') out += `\n${' '.repeat(columns.at(-1) ?? 0)}`;
    else out += part;
  }
  return out;
}

/**
 * nodemailer over SMTP. `EnableSsl` means TLS: implicit TLS on port 465, STARTTLS required on any
 * other port (ABP's SmtpClient.EnableSsl is STARTTLS). Without it, STARTTLS is still used when the
 * server offers it.
 */
export function smtpTransport(s: SmtpSettings, timeoutMs = 30_000): MailTransport {
  const implicitTls = s.enableSsl && s.port === 465;
  const transporter = mailer().createTransport({
    host: s.host,
    port: s.port,
    secure: implicitTls,
    requireTLS: s.enableSsl && !implicitTls,
    ...(s.userName ? { auth: { user: s.userName, pass: s.password } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const from = s.fromDisplayName ? { name: s.fromDisplayName, address: s.fromAddress } : s.fromAddress;
  return {
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        ...(message.cc.length > 0 ? { cc: message.cc } : {}),
        subject: message.subject,
        html: message.html,
        text: htmlToText(message.html),
      });
    },
    close() {
      transporter.close();
    },
  };
}
