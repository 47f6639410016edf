import {
  AlarmClock,
  ChevronDown,
  Download,
  FileUp,
  MoreVertical,
  Paperclip,
  Plus,
  SlidersHorizontal,
} from 'lucide-react';
import { type ExpertCategory, expertCategories } from '../../contract/categories.js';
import { type ConversationLanguage, conversationLanguages } from '../../contract/languages.js';
import { type DisplayLocale, interfaceLocaleOf, localeNames, PSEUDO_LOCALE } from '../../i18n/locales.js';
import { useLocale, useT } from '../i18n/i18n.js';
import { expertCategoryLabel } from '../lib/expert-label.js';
import { Button } from '../ui/button.js';
import { LazyDropdownMenu } from '../ui/lazy-dropdown-menu.js';
import { NativeSelect } from '../ui/native-select.js';

/**
 * Each language named in itself, for people who read only their own, and then in the page's
 * language (from Intl) unless that is the same language: "Deutsch (German)" on an English page.
 */
function languageName(code: ConversationLanguage, locale: DisplayLocale): string {
  const own = interfaceLocaleOf(code);
  const native = own ? localeNames[own] : code;
  const page = locale === PSEUDO_LOCALE ? 'en' : locale;
  if (own === page) return native;
  const inPage = new Intl.DisplayNames([page], { type: 'language' }).of(code.slice(0, 2));
  return inPage ? `${native} (${inPage})` : native;
}

export type PanelTab = 'voice' | 'file' | 'voice-settings' | 'export' | 'reminders';

type Props = {
  category: ExpertCategory;
  onCategory: (category: ExpertCategory) => void;
  language: ConversationLanguage;
  onLanguage: (language: ConversationLanguage) => void;
  onPanel: (tab: PanelTab) => void;
  onNewConversation: () => void;
  disabled: boolean;
  /** The page is not yet live (prerendered HTML before the app has taken over): every control waits. */
  waiting?: boolean;
  /** Reminder Settings is for signed-in people only. */
  signedIn: boolean;
  /**
   * The session check has not answered yet: New Conversation waits, since it makes a conversation for a
   * signed-in person and asks a guest to sign in, and until then nobody knows which.
   */
  sessionPending?: boolean;
};

/** The bar above the voice panel: expert and language selectors, options menu, new conversation. */
export function VoiceOptions({
  category,
  onCategory,
  language,
  onLanguage,
  onPanel,
  onNewConversation,
  disabled,
  waiting = false,
  signedIn,
  sessionPending = false,
}: Props) {
  const t = useT();
  const locale = useLocale();
  return (
    <fieldset
      disabled={waiting}
      aria-label={t('Expert, language and options')}
      className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0 md:flex-row md:items-end"
    >
      {/* Side by side only where both names fit whole; a phone gives each the full width. */}
      <div className="grid flex-1 gap-3 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="expert-select" className="font-medium text-foreground">
            {t('Expert')}
          </label>
          <NativeSelect
            id="expert-select"
            value={category}
            disabled={disabled}
            data-testid="expert-select"
            onChange={(e) => onCategory(e.target.value as ExpertCategory)}
          >
            {expertCategories.map((c) => (
              <option key={c.value} value={c.value}>
                {expertCategoryLabel(c.value, t)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="language-select" className="font-medium text-foreground">
            {t('Language')}
          </label>
          <NativeSelect
            id="language-select"
            value={language}
            data-testid="language-select"
            onChange={(e) => onLanguage(e.target.value as ConversationLanguage)}
          >
            {conversationLanguages.map((code) => (
              <option key={code} value={code} lang={code}>
                {languageName(code, locale)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {/* Phones: the paperclip opens File Upload in one tap. */}
        <Button
          variant="outline"
          className="md:hidden"
          aria-label={t('Attach a file')}
          data-testid="paperclip"
          onClick={() => onPanel('file')}
        >
          <Paperclip aria-hidden="true" />
        </Button>
        <LazyDropdownMenu
          trigger={
            <Button variant="outline" className="flex-1 md:flex-none">
              <MoreVertical aria-hidden="true" />
              {t('Options')}
              <ChevronDown aria-hidden="true" />
            </Button>
          }
          contentProps={{ align: 'end' }}
          items={({ Item }) => (
            <>
              <Item onSelect={() => onPanel('file')}>
                <FileUp aria-hidden="true" />
                {t('File Upload')}
              </Item>
              <Item onSelect={() => onPanel('voice-settings')}>
                <SlidersHorizontal aria-hidden="true" />
                {t('Voice Settings')}
              </Item>
              <Item onSelect={() => onPanel('export')}>
                <Download aria-hidden="true" />
                {t('Export Conversation')}
              </Item>
              {signedIn && (
                <Item onSelect={() => onPanel('reminders')}>
                  <AlarmClock aria-hidden="true" />
                  {t('Reminder Settings')}
                </Item>
              )}
            </>
          )}
        />
        <Button
          onClick={onNewConversation}
          disabled={sessionPending}
          className="flex-1 md:flex-none"
          data-testid="new-conversation"
          aria-label={t('New Conversation')}
        >
          <Plus aria-hidden="true" />
          {/* Phones: one row for both buttons. */}
          <span className="min-[420px]:hidden">{t('New')}</span>
          <span className="hidden min-[420px]:inline">{t('New Conversation')}</span>
        </Button>
      </div>
    </fieldset>
  );
}
