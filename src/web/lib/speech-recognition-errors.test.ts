import { beforeEach, describe, expect, it, vi } from 'vitest';
import spanish from '../../i18n/catalogs/es.js';
import { createTranslator, type Translator } from '../../i18n/translate.js';

const page = vi.hoisted(() => ({ translator: undefined as unknown as Translator }));
vi.mock('../i18n/current.js', () => ({ translator: () => page.translator }));

const { startFailureReason } = await import('./speech-recognition-errors.js');

describe('why listening would not start', () => {
  beforeEach(() => {
    page.translator = createTranslator('en');
  });

  it('an English page shows the browser’s own words', () => {
    expect(startFailureReason(new DOMException('Permission dismissed', 'NotAllowedError'))).toBe(
      'Permission dismissed',
    );
  });

  it('another language tells the reason by the exception’s name, never the browser’s English', () => {
    page.translator = createTranslator('es', spanish);
    expect(startFailureReason(new DOMException('Permission dismissed', 'NotAllowedError'))).toBe(
      'el micrófono no está permitido en esta página',
    );
    expect(startFailureReason(new DOMException('Requested device not found', 'NotFoundError'))).toBe(
      'no se encontró ningún micrófono',
    );
    expect(startFailureReason(new Error('Something odd'))).toBe('el navegador no indicó el motivo');
  });
});
