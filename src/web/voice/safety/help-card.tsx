import { LifeBuoy, MessageSquareText, Phone, X } from 'lucide-react';
import { useId } from 'react';
import type { ConversationLanguage } from '../../../contract/languages.js';
import { dialable, type HelpLine, type SafetyNotice } from '../../../contract/safety-values.js';
import { HELP_CARD_TEXT, type HelpCardText, lineName } from './help-card-text.js';

const RTL = new Set<ConversationLanguage>(['he-IL', 'ar-SA']);

/** Phones (and tablets) open `sms:` links in their messages app; desktop browsers mostly have nothing for them. */
export function canSendText(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-4 py-2 text-lg font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function Line({ line, words, texts }: { line: HelpLine; words: HelpCardText; texts: boolean }) {
  const name = lineName(line, words);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-danger-border bg-surface p-3">
      <span className="text-lg font-semibold text-foreground" dir="auto">
        {name}
      </span>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {line.phone && (
          <a
            href={`tel:${dialable(line.phone)}`}
            className={`${linkClass} bg-danger text-danger-foreground hover:bg-danger-strong`}
          >
            <Phone className="size-5 shrink-0" aria-hidden="true" />
            <span dir="auto">{words.call(line.phone)}</span>
          </a>
        )}
        {line.sms &&
          (texts ? (
            <a
              href={`sms:${dialable(line.sms)}${line.smsBody ? `?body=${encodeURIComponent(line.smsBody)}` : ''}`}
              className={`${linkClass} border border-border-strong text-foreground hover:bg-surface-sunken`}
            >
              <MessageSquareText className="size-5 shrink-0" aria-hidden="true" />
              <span dir="auto">{words.text(line.sms, line.smsBody)}</span>
            </a>
          ) : (
            <span className="flex items-center gap-2 px-1 text-lg text-foreground" dir="auto">
              <MessageSquareText className="size-5 shrink-0" aria-hidden="true" />
              {words.text(line.sms, line.smsBody)}
            </span>
          ))}
        {!line.phone && !line.sms && (
          <a
            href={line.url}
            target="_blank"
            rel="noreferrer"
            className={`${linkClass} border border-border-strong text-foreground underline hover:bg-surface-sunken`}
          >
            {words.website}
          </a>
        )}
      </div>
    </li>
  );
}

type Props = {
  notice: SafetyNotice;
  /** The conversation's language: the card speaks it. */
  language: ConversationLanguage;
  onClose: () => void;
};

/**
 * The help card shown when a message speaks of a crisis: the help lines of the person's country, with
 * call and text links where the device has them. It stays until the person closes it, and shows the
 * lines the server sent, never the reply's words. It does not take the focus: it is announced as it
 * appears (a polite live region) and is the first thing on the screen.
 */
export function HelpCard({ notice, language, onClose }: Props) {
  const words = HELP_CARD_TEXT[language];
  const headingId = useId();
  const urgent = notice.kinds.includes('medicalEmergency');
  const texts = canSendText();
  return (
    <div aria-live="polite">
      <section
        aria-labelledby={headingId}
        lang={language}
        dir={RTL.has(language) ? 'rtl' : 'ltr'}
        data-testid="help-card"
        className="relative flex flex-col gap-3 rounded-2xl border-2 border-danger bg-danger-soft p-4 sm:p-5"
      >
        <div className="flex items-start gap-3 pe-12">
          <LifeBuoy className="mt-1 size-6 shrink-0 text-danger" aria-hidden="true" />
          <h3 id={headingId} className="text-xl font-bold text-foreground">
            {urgent ? words.urgentHeading : words.heading}
          </h3>
        </div>
        <p className="text-lg text-foreground-soft">{words.intro}</p>
        <ul className="flex flex-col gap-2">
          {notice.helpLines.map((line) => (
            <Line key={`${line.kind}-${line.name}`} line={line} words={words} texts={texts} />
          ))}
        </ul>
        <button
          type="button"
          onClick={onClose}
          aria-label={words.close}
          title={words.close}
          className="absolute end-2 top-2 inline-flex size-11 items-center justify-center rounded-lg text-subtle hover:bg-surface-sunken focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </section>
    </div>
  );
}

export default HelpCard;
