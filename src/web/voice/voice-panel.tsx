import { Loader2, Mic, Pause, Square, Volume2 } from 'lucide-react';
import { useState } from 'react';
import type { Translator } from '../../i18n/translate.js';
import { useT } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';
import type { ShownStatus, StatusView, VoiceStatus } from './loop/voice-loop-state.js';

const statusText = (t: Translator): Record<VoiceStatus, string> => ({
  ready: t('Ready. Tap the microphone and speak.'),
  listening: t("Listening... tap again when you're done."),
  stopping: t('Catching your last words...'),
  thinking: t('Thinking...'),
  speaking: t('Speaking... tap the microphone to interrupt.'),
  paused: t('Paused. Press play to hear the rest, or tap the microphone to stop.'),
  unavailable: t('Voice input is not available in this browser. Type your message below.'),
  asleep: t('Listening stopped after 2 minutes without speech. Tap the microphone to talk again.'),
});

/** Hands-free: no tap is needed to end a turn or to interrupt. */
const handsFreeText = (t: Translator): Partial<Record<VoiceStatus, string>> => ({
  listening: t("Listening... just talk, and pause when you're done."),
  speaking: t('Speaking... talk or tap the microphone to interrupt.'),
});

const buttonLabel = (t: Translator): Record<VoiceStatus, string> => ({
  ready: t('Start talking'),
  listening: t('Stop talking and send'),
  stopping: t('Stopping'),
  thinking: t('Stop the answer'),
  speaking: t('Interrupt the expert'),
  paused: t('Interrupt the expert'),
  unavailable: t('Voice input unavailable'),
  asleep: t('Start talking'),
});

type Props = {
  /** The status as derived from the loop's state (statusView): what the line, label and icon show. */
  view: StatusView;
  expertName: string;
  expertRole: string;
  avatarUrl?: string | undefined;
  /** What is being heard right now (interim text), shown under the status. */
  hearing: string;
  onMicrophone: () => void;
  /** The page is not yet live (prerendered HTML before the app has taken over): a tap would be lost. */
  waiting?: boolean;
  /**
   * The conversation is shown below: on a phone the panel becomes a slim bar that stays at the top of
   * the screen (under the header) while the person reads, so the microphone is always one tap away.
   */
  docked?: boolean;
  /** A limit stops the microphone (the view shows 'limit'): what it says instead of "Ready". */
  limitText?: string | null;
  /** A line under the status near a limit ("2 replies left in this conversation"). */
  note?: string | null;
  onPauseListening?: () => void;
};

/** The large voice panel: microphone button, avatar, name and a status line. */
export function VoicePanel({
  view,
  expertName,
  expertRole,
  avatarUrl,
  hearing,
  onMicrophone,
  waiting = false,
  docked = false,
  limitText = null,
  note = null,
  onPauseListening,
}: Props) {
  const t = useT();
  const { shown: status, handsFree } = view;
  const stopped = status === 'limit';
  const listening = status === 'listening';
  return (
    <section
      aria-label={t('Voice conversation')}
      data-docked={docked || undefined}
      className={cn(
        'flex flex-col items-center gap-5 rounded-3xl bg-gradient-to-b from-primary-soft to-surface px-4 py-8 text-center sm:py-10',
        docked &&
          'max-sm:sticky max-sm:top-16 max-sm:z-20 max-sm:flex-row max-sm:gap-4 max-sm:py-3 max-sm:shadow-md',
      )}
    >
      <div className={cn('flex items-center gap-3', docked && 'max-sm:hidden')}>
        <Avatar name={expertName} url={avatarUrl} speaking={status === 'speaking'} />
        <div className="min-w-0 text-start break-words">
          <p className="text-xl font-semibold text-foreground" data-testid="expert-name">
            {expertName}
          </p>
          <p className="text-muted">{expertRole}</p>
        </div>
      </div>

      <button
        type="button"
        data-testid="mic-button"
        aria-label={stopped ? t('Microphone unavailable: limit reached') : buttonLabel(t)[status]}
        aria-pressed={listening}
        aria-describedby="voice-status"
        // While stopping, taps are ignored but the button keeps keyboard focus (disabled would drop it).
        aria-disabled={status === 'stopping' || undefined}
        disabled={status === 'unavailable' || waiting || stopped}
        onClick={onMicrophone}
        className={cn(
          'relative flex size-32 shrink-0 items-center justify-center rounded-full text-primary-foreground shadow-lg transition-colors focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:outline-none disabled:opacity-70 aria-disabled:opacity-70 sm:size-36',
          docked && 'max-sm:size-16',
          listening ? 'bg-danger hover:bg-danger-strong' : 'bg-primary hover:bg-primary-strong',
          status === 'speaking' && 'bg-success hover:bg-success-strong',
        )}
      >
        {listening && (
          <span
            aria-hidden="true"
            className="absolute inset-0 rounded-full bg-danger-light/40 motion-safe:animate-ping"
          />
        )}
        <MicIcon status={status} className={cn('size-14', docked && 'max-sm:size-8')} />
      </button>

      <div
        className={cn(
          'flex flex-col items-center gap-5',
          docked && 'max-sm:min-w-0 max-sm:flex-1 max-sm:items-start max-sm:gap-1 max-sm:text-start',
        )}
      >
        <p
          id="voice-status"
          role="status"
          data-testid="voice-status"
          data-status={status}
          className={cn('max-w-xl text-lg font-medium text-foreground', docked && 'max-sm:text-base')}
        >
          {stopped ? limitText : (handsFree && handsFreeText(t)[status]) || statusText(t)[status]}
        </p>
        {handsFree && onPauseListening && (
          <button
            type="button"
            onClick={onPauseListening}
            className="flex min-h-11 items-center gap-2 rounded-full border border-border-strong bg-surface px-4 text-base font-medium text-foreground hover:bg-surface-sunken focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
            data-testid="pause-listening"
          >
            <Pause className="size-5" aria-hidden="true" />
            {t('Pause listening')}
          </button>
        )}
        {note && !stopped && (
          <p className="text-base font-medium text-foreground" data-testid="replies-left">
            {note}
          </p>
        )}
        <p
          className={cn(
            'min-h-7 max-w-xl text-lg text-muted italic',
            docked && 'max-sm:min-h-0 max-sm:text-base',
          )}
          data-testid="hearing"
        >
          {hearing}
        </p>
      </div>
    </section>
  );
}

function MicIcon({ status, className }: { status: ShownStatus; className: string }) {
  const size = cn('relative', className);
  if (status === 'thinking' || status === 'stopping') {
    return <Loader2 className={cn(size, 'motion-safe:animate-spin')} aria-hidden="true" />;
  }
  if (status === 'speaking') return <Volume2 className={size} aria-hidden="true" />;
  if (status === 'paused') return <Pause className={size} aria-hidden="true" />;
  if (status === 'listening') return <Square className={cn(size, 'fill-current')} aria-hidden="true" />;
  return <Mic className={size} aria-hidden="true" />;
}

function Avatar({ name, url, speaking }: { name: string; url?: string | undefined; speaking: boolean }) {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .slice(-2)
    .map((w) => w[0])
    .join('');
  // A picture that cannot be shown (deleted, or the person signed out) gives way to the initials.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div
      className={cn(
        'flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-tint text-xl font-semibold text-primary-soft-foreground ring-4 ring-surface',
        speaking && 'ring-success-light motion-safe:animate-pulse',
      )}
      aria-hidden="true"
    >
      {url && failed !== url ? (
        <img src={url} alt="" className="size-full object-cover" onError={() => setFailed(url)} />
      ) : (
        initials || 'AI'
      )}
    </div>
  );
}
