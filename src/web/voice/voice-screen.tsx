import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ClipboardList, MessageSquare } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ConversationLanguage } from '../../contract/languages.js';
import { speechPaths } from '../../contract/paths/speech.js';
import { conversationLanguageOf } from '../../i18n/locales.js';
import { useAuth } from '../auth/use-auth.js';
import { onConversationDeleted } from '../conversations/deleted-events.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { apiRequest } from '../lib/api.js';
import { expertCategoryLabel } from '../lib/expert-label.js';
import { installState } from '../lib/install-offer.js';
import { useInstallOffer } from '../lib/use-install-offer.js';
import { useHydrated, useStoredState } from '../lib/use-stored-state.js';
import { settingsQueries } from '../profile/queries.js';
import { useReminderExtraction } from '../reminders/use-reminder-extraction.js';
import { useSummaryOffer } from '../summary/use-summary-offer.js';
import { useBannerToast } from '../ui/banner-toast.js';
import { Button } from '../ui/button.js';
import { Spinner } from '../ui/spinner.js';
import { toast } from '../ui/use-toast.js';
import { refreshAvatar } from './avatar-view.js';
import {
  type ClientMessage,
  conversationParam,
  replaySpeech,
  spokenMessages,
  withAdviceNotes,
} from './conversation/conversation-state.js';
import { MessageList } from './conversation/message-list.js';
import { savedConversationQuery, useConversation } from './conversation/use-conversation.js';
import { usePhoneConversation } from './device/use-phone-conversation.js';
import { FollowUpCard } from './follow-up/follow-up-card.js';
import { useReminderFollowUp } from './follow-up/use-reminder-follow-up.js';
import { LimitActions, limitText, repliesLeftText } from './limit-notice.js';
import {
  defaultListeningSettings,
  type ListeningSettings,
  loadListeningSettings,
  saveListeningSettings,
} from './listening-settings.js';
import { withVoiceCode } from './load-voice-code.js';
import { canListen, useVoiceLoop } from './loop/use-voice-loop.js';
import { statusView } from './loop/voice-loop-state.js';
import { voiceQueries } from './queries.js';
import type { SpeechEngine } from './speech/speech-types.js';
import { useVoiceTest } from './speech/use-voice-test.js';
import { TypedMessage } from './typed-message.js';
import { type PanelTab, VoiceOptions } from './voice-options.js';
import { VoicePanel } from './voice-panel.js';
import {
  isVoiceLocked,
  loadLanguage,
  loadVoiceSettings,
  parseVoiceSettings,
  saveLanguage,
  saveVoiceSettings,
  type VoiceSettings,
  voiceForLanguage,
  withPreferredVoice,
} from './voice-settings.js';

// Panels and dialogs load when first opened: the first load of / stays within its budget.
const ExportPanel = lazy(() => import('./export/export-panel.js').then((m) => ({ default: m.ExportPanel })));
const VoiceSettingsPanel = lazy(() =>
  import('./voice-settings-panel.js').then((m) => ({ default: m.VoiceSettingsPanel })),
);
const TrialOfferDialog = lazy(() =>
  import('./trial-offer-dialog.js').then((m) => ({ default: m.TrialOfferDialog })),
);
const FileUploadPanel = lazy(() =>
  import('./files/file-upload-panel.js').then((m) => ({ default: m.FileUploadPanel })),
);
const ReminderSettingsPanel = lazy(() => import('../reminders/reminder-settings-panel.js'));
const InstallOfferCard = lazy(() =>
  import('./install-offer-card.js').then((m) => ({ default: m.InstallOfferCard })),
);
// The help card's code is fetched with the first tap, so it is there the moment a reply needs it.
const loadHelpCard = () => import('./safety/help-card.js');
const HelpCard = lazy(loadHelpCard);
const SummaryDialog = lazy(() =>
  import('../summary/summary-dialog.js').then((m) => ({ default: m.SummaryDialog })),
);
const MicrophoneHelpDialog = lazy(() =>
  import('./microphone-help-dialog.js').then((m) => ({ default: m.MicrophoneHelpDialog })),
);

/** A language change: the new language is stored 100 ms after recognition aborts. */
const LANGUAGE_STORE_DELAY_MS = 100;

async function requestMicrophone(): Promise<boolean> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  for (const track of stream.getTracks()) track.stop();
  return true;
}

/** Opens the provider connections while the person is still talking (warm-up: no cold first turn). */
const warmUp = () => void apiRequest(speechPaths.warm.method, speechPaths.warm.path).catch(() => {});

/** The voice settings of a browser that has stored none (what the prerendered home page shows). */
const defaultVoiceSettings = parseVoiceSettings(null);

/** The voice conversation screen, at / for everyone. */
export function VoiceScreen() {
  const t = useT();
  const { user, isPending } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const conversation = useConversation(user, conversationParam(params.get('conversation')));
  // None chosen yet: the conversation starts in the interface's language (a Spanish page, in Spanish).
  const startLanguage = conversationLanguageOf(useLocale());
  const [language, setLanguage] = useStoredState<ConversationLanguage>(
    () => loadLanguage(startLanguage),
    startLanguage,
  );
  const [storedSettings, setSettings] = useStoredState<VoiceSettings>(
    loadVoiceSettings,
    defaultVoiceSettings,
  );
  // The Settings tab's Expert voice preference chooses the voice until the person picks one here.
  const userSettings = useQuery({ ...settingsQueries.current(), enabled: Boolean(user), retry: 1 });
  const preference = user ? (userSettings.data?.genderPreference ?? null) : null;
  const settings = useMemo(
    () => withPreferredVoice(storedSettings, preference),
    [storedSettings, preference],
  );
  const [listening, setListening] = useStoredState<ListeningSettings>(
    loadListeningSettings,
    defaultListeningSettings,
  );
  const [tab, setTab] = useState<PanelTab>('voice');
  const [showConversation, setShowConversation] = useState(false);
  const [micHelp, setMicHelp] = useState(false);
  const reminders = useReminderExtraction(Boolean(user), () => setTab('reminders'));
  const voices = useQuery(voiceQueries.voices());
  const speechEngine: SpeechEngine = voices.data?.engine === 'browser' ? 'browser' : 'server';
  const paidPlan = Boolean(
    user && user.subscriptionType !== 'free' && user.subscriptionStatus !== 'inactive',
  );
  const premium = paidPlan && user?.subscriptionType === 'premium';
  // Files just uploaded: they go with the next turn (the question about them), and only with it.
  const pendingDocuments = useRef<number[] | null>(null);

  /** A turn is coming (a recording starts, or typing): connections, the help card and the conversation. */
  const prepareTurn = () => {
    warmUp();
    void loadHelpCard().catch(() => {});
    conversation.prepare();
  };
  const loop = useVoiceLoop({
    language,
    settings,
    listening,
    speechEngine,
    onBeforeListen: prepareTurn,
    sendTurn: (text, onSentence, signal) => {
      // With the expert muted the reply is only shown: the conversation opens to show it.
      if (settings.muted) setShowConversation(true);
      const documentIds = pendingDocuments.current ?? undefined;
      pendingDocuments.current = null;
      const turn = conversation.sendTurn(text, language, { onSentence }, signal, documentIds, reminders.turn);
      // A reply answered in full counts toward the offer to install the app.
      void turn.then(
        (outcome) => outcome === 'answered' && installState.replied(),
        () => {},
      );
      return turn;
    },
    onCut: conversation.markCut,
    onMicrophoneHelp: () => setMicHelp(true),
  });
  // A reminder come due, opened from its notification: the expert says it, then listens as usual.
  const followUp = useReminderFollowUp({
    signedIn: isPending ? null : Boolean(user),
    language,
    onLanguage: (next) => {
      setLanguage(next);
      saveLanguage(next);
    },
    onStored: (id) => {
      // Already on the screen (the alert's Listen from this conversation): nothing reopens it.
      if (conversation.conversationId !== id || conversation.opening !== null) return;
      queryClient.fetchQuery(savedConversationQuery(id)).then(conversation.load, () => {});
    },
    speakFollowUp: loop.speakFollowUp,
  });
  const voiceTest = useVoiceTest(settings, language, speechEngine);
  const banner = useBannerToast();
  // The banner says what changed about the conversation itself. Which engine speaks (the server's or
  // the browser's own voice) is the operator's business, not news for the person talking.
  const loadedId = conversation.loadedId;
  useEffect(() => {
    if (loadedId !== null) banner.show('success', t('Conversation loaded. Tap the microphone to carry on.'));
  }, [loadedId, banner, t]);
  const offer = conversation.trialOffer;
  const { stopAll } = loop;
  useEffect(() => {
    if (offer?.refused) stopAll();
  }, [offer, stopAll]);
  // Opening another saved conversation stops whatever the current one was doing.
  const opening = conversation.opening;
  useEffect(() => {
    if (opening !== null) stopAll();
  }, [opening, stopAll]);
  // The conversation on the screen is kept in the address once it exists (replacing the history entry,
  // not adding one), so a reload carries it on; only New Conversation or another expert starts afresh.
  // A guest's chat is not stored and has no id.
  const currentId = conversation.conversationId;
  const inAddress = useRef<number | null>(null);
  useEffect(() => {
    if (currentId === null || inAddress.current === currentId) return;
    inAddress.current = currentId;
    if (params.get('conversation') === String(currentId)) return;
    const next = new URLSearchParams(params);
    next.set('conversation', String(currentId));
    setParams(next, { replace: true });
  }, [currentId, params, setParams]);

  const changeSettings = useCallback(
    (next: VoiceSettings, message?: { title: string; description?: string }) => {
      setSettings(next);
      saveVoiceSettings(next);
      if (message) toast(message);
    },
    [setSettings],
  );

  // A chosen avatar shows its current picture and name: after a change in Customize Avatar, after
  // signing in or out (a guest sees the built-in ones), and when another browser changed it.
  const avatars = useQuery({ ...voiceQueries.avatars(user?.id ?? null), enabled: isVoiceLocked(settings) });
  useEffect(() => {
    const next = refreshAvatar(settings, avatars.data);
    if (next !== settings) changeSettings(next);
  }, [settings, avatars.data, changeSettings]);

  const changeLanguage = (next: ConversationLanguage) => {
    loop.stopAll();
    setLanguage(next);
    window.setTimeout(() => saveLanguage(next), LANGUAGE_STORE_DELAY_MS);
    changeSettings(voiceForLanguage(settings));
  };

  // End conversation, and leaving a conversation of several turns, offer its summary first.
  const userTurns = spokenMessages(conversation.messages).filter((m) => m.isUser).length;
  const summary = useSummaryOffer({
    conversationId: user ? conversation.conversationId : null,
    userTurns,
    onOpen: loop.stopAll,
  });
  /** Stops what is being said and drops the conversation from the address: another one follows. */
  const leaveConversation = () => {
    loop.stopAll();
    if (params.has('conversation')) setParams({}, { replace: true });
  };
  // A conversation deleted from a list: if it is this one, what is being said stops and it is let go.
  const { forget } = conversation;
  useEffect(
    () =>
      onConversationDeleted((id) => {
        if (!forget(id)) return;
        stopAll();
        setParams({}, { replace: true });
      }),
    [forget, stopAll, setParams],
  );
  const startFresh = () => {
    leaveConversation();
    void conversation.startNew();
  };

  const newConversation = () => {
    if (!user) {
      toast({ title: t('Sign In Required'), description: t('Please sign in to create a new conversation') });
      navigate('/auth');
      return;
    }
    summary.beforeLeaving(startFresh, t('Start a new conversation'));
  };

  /** The files are stored: the question about them is the next turn, answered aloud on the voice panel. */
  const askAboutFiles = (documentIds: number[], question: string) => {
    loop.stopAll();
    pendingDocuments.current = documentIds;
    setTab('voice');
    setShowConversation(true);
    loop.sendText(question);
  };

  // Over prerendered HTML the controls wait until the app has taken over: a tap before then would be lost.
  const live = useHydrated();
  // A browser that cannot hear the person (no recognizer, and the server does not transcribe) offers
  // typing from the start instead of a microphone that fails once used.
  const typingOnly = live && voices.data !== undefined && !canListen(voices.data.transcription);
  /** A typed turn: sent like a spoken one; the conversation opens, so the reply can be read too. */
  const sendTyped = (text: string) => {
    const sent = loop.sendText(text);
    if (sent) setShowConversation(true);
    return sent;
  };
  // A saved reply is split into sentences by the voice code, which a reply played again waits for anyway.
  const replay = (message: ClientMessage) =>
    void withVoiceCode(async ({ sentenceTexts }) => {
      const speech = replaySpeech(message, language, sentenceTexts);
      loop.replay(message.id, speech.sentences, speech.language);
    }).catch(() => {});
  const messages = withAdviceNotes(spokenMessages(conversation.messages));
  // The close button goes away with the card: the focus moves on to the microphone, not to the page.
  const closeHelp = () => {
    conversation.closeHelp();
    document.querySelector<HTMLElement>('[data-testid="mic-button"]')?.focus();
  };
  const categoryName = expertCategoryLabel(conversation.category, t);
  const expertName = conversation.expertName ?? settings.voiceName ?? categoryName;
  // The status the person is shown, derived once: the panel, the phone and the controls below read it.
  const atLimitText = limitText(conversation.atLimit, user?.trialAvailable ?? true);
  const status = statusView(loop, { atLimit: atLimitText !== null, typingOnly });
  usePhoneConversation({
    status: loop.status,
    goingOn: status.goingOn,
    expertName,
    avatarUrl: settings.avatarUrl ?? null,
    onMicrophone: loop.onMicrophone,
    closeMicrophone: loop.closeMicrophone,
    pauseReply: loop.pauseReply,
    resumeReply: loop.resumeReply,
  });
  const installWay = useInstallOffer(Boolean(user)).way;

  return (
    <section aria-labelledby="voice-heading" className="flex flex-col gap-4" data-testid="voice-screen">
      <h2 id="voice-heading" className="sr-only">
        {t('Talk with your expert')}
      </h2>
      <VoiceOptions
        category={conversation.category}
        onCategory={(c) =>
          summary.beforeLeaving(() => {
            leaveConversation();
            conversation.setCategory(c);
          }, t('Change the expert'))
        }
        language={language}
        onLanguage={changeLanguage}
        onPanel={setTab}
        onNewConversation={newConversation}
        disabled={conversation.loadingSaved}
        waiting={!live}
        signedIn={Boolean(user)}
        sessionPending={isPending}
      />

      {conversation.help && (
        <Suspense fallback={null}>
          <HelpCard notice={conversation.help} language={language} onClose={closeHelp} />
        </Suspense>
      )}

      {tab !== 'voice' && (
        <Button variant="link" className="self-start" onClick={() => setTab('voice')}>
          <ArrowLeft aria-hidden="true" />
          {t('Return to Voice Chat')}
        </Button>
      )}

      {followUp.view && (
        <FollowUpCard
          view={followUp.view}
          expertName={expertName}
          onPlay={followUp.play}
          onClose={followUp.close}
        />
      )}

      {tab === 'voice' && (
        <>
          <VoicePanel
            view={status}
            expertName={expertName}
            expertRole={conversation.expertName ? categoryName : t('Your expert')}
            avatarUrl={settings.avatarUrl}
            hearing={loop.hearing}
            onMicrophone={loop.onMicrophone}
            waiting={!live}
            docked={showConversation}
            limitText={atLimitText}
            note={repliesLeftText(conversation.repliesLeft)}
            onPauseListening={loop.pauseListening}
          />
          {conversation.atLimit && status.ready && (
            <LimitActions limit={conversation.atLimit} onNewConversation={newConversation} />
          )}
          {installWay && (
            <Suspense>
              <InstallOfferCard signedIn={Boolean(user)} />
            </Suspense>
          )}
          <TypedMessage
            onSend={sendTyped}
            onTyping={prepareTurn}
            disabled={!live || (conversation.atLimit !== null && status.ready)}
            waiting={status.catchingWords}
            focus={typingOnly}
          />
          <Button
            variant="outline"
            className="self-center"
            aria-expanded={showConversation}
            aria-controls={showConversation ? 'conversation-log' : undefined}
            onClick={() => setShowConversation((v) => !v)}
          >
            <MessageSquare aria-hidden="true" />
            {showConversation ? t('Hide Conversation') : t('Show Conversation')}
          </Button>
          {user && (
            <Button
              variant="outline"
              className="self-center"
              onClick={() =>
                summary.endConversation({ run: startFresh, label: t('Start a new conversation') })
              }
              data-testid="end-conversation"
            >
              <ClipboardList aria-hidden="true" />
              {t('End conversation')}
            </Button>
          )}
          {showConversation && (
            <div id="conversation-log">
              <MessageList
                messages={conversation.messages}
                expertName={expertName}
                onRetry={status.ready ? (m) => loop.sendText(m.content) : undefined}
                onReplay={replay}
                replaying={loop.replaying}
              />
            </div>
          )}
        </>
      )}
      <Suspense fallback={<Spinner label={t('Loading')} />}>
        {tab === 'file' && (
          <FileUploadPanel
            signedIn={Boolean(user)}
            premium={premium}
            category={conversation.category}
            conversationId={user ? conversation.conversationId : null}
            onAsk={(documents, question) =>
              askAboutFiles(
                documents.map((d) => d.id),
                question,
              )
            }
          />
        )}
        {tab === 'voice-settings' && (
          <VoiceSettingsPanel
            settings={settings}
            onChange={changeSettings}
            listening={listening}
            onListening={(next) => {
              setListening(next);
              saveListeningSettings(next);
            }}
            paidPlan={paidPlan}
            onTest={voiceTest.run}
            testing={voiceTest.playing}
            userId={user?.id ?? null}
          />
        )}
        {tab === 'reminders' && user && (
          <ReminderSettingsPanel
            enabled={reminders.enabled}
            onEnabledChange={reminders.setEnabled}
            recent={reminders.recent}
          />
        )}
        {tab === 'export' && (
          <ExportPanel
            signedIn={Boolean(user)}
            messages={messages}
            expertName={expertName}
            category={conversation.category}
            language={language}
            conversationId={user ? conversation.conversationId : null}
          />
        )}
      </Suspense>

      <p className="text-center text-sm text-subtle">
        {t.rich<ReactNode>(
          'By voice messaging Voxpert, you agree to our <terms>Terms</terms> and have read our <privacy>Privacy Policy</privacy>.',
          {
            terms: (chunks) => (
              <Link key="terms" to="/terms" className="underline">
                {chunks}
              </Link>
            ),
            privacy: (chunks) => (
              <Link key="privacy" to="/privacy" className="underline">
                {chunks}
              </Link>
            ),
          },
        )}
      </p>

      <Suspense>
        {/* A refusal shows at once; the notice of the last allowed reply waits until it has been spoken. */}
        {offer && (offer.refused || status.ready) && (
          <TrialOfferDialog offer={offer} onClose={conversation.closeTrialOffer} />
        )}
        {summary.dialog.open && <SummaryDialog {...summary.dialog} />}
        {micHelp && <MicrophoneHelpDialog open onOpenChange={setMicHelp} requestAccess={requestMicrophone} />}
      </Suspense>
    </section>
  );
}
