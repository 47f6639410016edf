import { describe, expect, it } from 'vitest';
import { supportPromise } from '../../contract/support-hours.js';
import { createTranslator } from '../../i18n/translate.js';
import { supportPromiseText } from './support-promise.js';

describe('support promise', () => {
  it('is the contract’s promise, word for word, in English', () => {
    expect(supportPromiseText(createTranslator('en'))).toEqual(supportPromise);
  });
});
