import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConversationLanguage } from '../../contract/languages.js';
import { translator } from '../i18n/current.js';
import { startFailureReason } from '../lib/speech-recognition-errors.js';
import type { RecognitionLike } from '../lib/speech-recognition-types.js';
import { toast } from '../ui/use-toast.js';
import { readResults, recognitionConstructor, speechErrorText } from './voice-reminder-speech.js';

function microphoneError(description: string) {
  toast({ title: translator()('Microphone Error'), description, variant: 'destructive' });
}

function detach(rec: RecognitionLike) {
  rec.onresult = null;
  rec.onerror = null;
  rec.onend = null;
}

/**
 * Speech in for the Voice Reminder dialog: the browser's SpeechRecognition in
 * `language`, continuous with interim results. Final words go to `onFinal`; the interim ones are returned to
 * show live. Unmounting (closing the dialog) aborts any active recognition.
 */
export function useReminderRecognition(language: ConversationLanguage, onFinal: (text: string) => void) {
  const [supported] = useState(() => recognitionConstructor() !== null);
  const [recording, setRecording] = useState(false);
  const [interim, setInterim] = useState('');
  const active = useRef<RecognitionLike | null>(null);
  /** Sessions asked to stop whose last words may still arrive. */
  const stopping = useRef(new Set<RecognitionLike>());
  const onFinalRef = useRef(onFinal);
  useEffect(() => {
    onFinalRef.current = onFinal;
  });

  /** Ends all listening at once; words not yet final are dropped. */
  const abort = useCallback(() => {
    const sessions = [...stopping.current, ...(active.current ? [active.current] : [])];
    active.current = null;
    stopping.current.clear();
    setRecording(false);
    setInterim('');
    for (const rec of sessions) {
      detach(rec);
      try {
        rec.abort();
      } catch {
        // Already ended: nothing to abort.
      }
    }
  }, []);

  /** Ends listening; the last words still arrive as final results before the session ends. */
  const stop = useCallback(() => {
    const rec = active.current;
    if (!rec) return;
    active.current = null;
    stopping.current.add(rec);
    setRecording(false);
    setInterim('');
    try {
      rec.stop();
    } catch {
      stopping.current.delete(rec);
      detach(rec);
    }
  }, []);

  const start = useCallback(() => {
    const Recognition = recognitionConstructor();
    if (!Recognition || active.current) return;
    let rec: RecognitionLike;
    try {
      rec = new Recognition();
    } catch (err) {
      microphoneError(
        translator()('Error setting up speech recognition: {error}', { error: startFailureReason(err) }),
      );
      return;
    }
    rec.lang = language;
    rec.continuous = true;
    rec.interimResults = true;
    rec.maxAlternatives = 1;
    rec.onresult = (event) => {
      const heard = readResults(event);
      if (heard.final) onFinalRef.current(heard.final);
      if (active.current === rec) setInterim(heard.interim);
    };
    rec.onerror = (event) => {
      const text = speechErrorText(event);
      if (text) microphoneError(text);
    };
    rec.onend = () => {
      detach(rec);
      stopping.current.delete(rec);
      if (active.current !== rec) return;
      active.current = null;
      setRecording(false);
      setInterim('');
    };
    active.current = rec;
    try {
      rec.start();
      setRecording(true);
    } catch (err) {
      active.current = null;
      detach(rec);
      microphoneError(
        translator()('Failed to start speech recognition: {error}', { error: startFailureReason(err) }),
      );
    }
  }, [language]);

  useEffect(() => abort, [abort]);

  return { supported, recording, interim, start, stop, abort };
}
