import { describe, expect, it } from 'vitest';
import { conversationLanguages } from '../../contract/languages.js';
import { dialable } from '../../contract/safety-values.js';
import {
  chooseCountry,
  countryOfAcceptLanguage,
  countryOfZone,
  helpFor,
  helpLineTable,
  INTERNATIONAL,
  languageCountry,
  safetyNotice,
} from './help-lines.js';

describe('the help-line table', () => {
  it('has an emergency number and a crisis line, with a source and a checked date, for every country', () => {
    const countries = helpLineTable.map((entry) => entry.country);
    expect(new Set(countries).size).toBe(countries.length);
    for (const entry of helpLineTable) {
      expect(entry.country, entry.country).toMatch(/^([A-Z]{2}|INT)$/);
      expect(entry.emergency.kind).toBe('emergency');
      expect(entry.crisis.kind).toBe('crisis');
      expect(dialable(entry.emergency.phone ?? ''), entry.country).toMatch(/^\d{3}$/);
      for (const line of [entry.emergency, entry.crisis]) {
        expect(line.url, entry.country).toMatch(/^https:\/\/[^\s/]+\.[a-z]+\//);
        expect(line.sources.length, `${entry.country} ${line.kind}`).toBeGreaterThan(0);
        for (const source of line.sources)
          expect(source, entry.country).toMatch(/^https?:\/\/[^\s/]+\.[a-z]+\//);
        expect(line.checked, entry.country).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isNaN(Date.parse(line.checked))).toBe(false);
        expect(line.name.trim(), entry.country).not.toBe('');
        if (line.phone !== null) expect(dialable(line.phone), entry.country).toMatch(/^\+?\d{3,15}$/);
        if (line.sms !== null) expect(dialable(line.sms), entry.country).toMatch(/^\d{3,15}$/);
      }
      // A crisis line without a number is the directory (the fallback where none could be confirmed).
      if (entry.crisis.phone === null)
        expect(entry.crisis.url, entry.country).toMatch(/^https:\/\/findahelpline\.com\//);
    }
  });

  it('sends people to the directory, never to an unconfirmed number, where no crisis line was confirmed', () => {
    const saudi = helpFor('SA');
    expect(saudi.crisis).toMatchObject({ phone: null, sms: null, url: 'https://findahelpline.com/SA' });
    expect(saudi.emergency.phone).toBe('997');
    expect(helpFor('RU').crisis.phone).toBe('+7 495 989-50-50');
    const numbers = helpLineTable.flatMap((entry) => [entry.crisis.phone, entry.emergency.phone]);
    // The first version's SA line (on no stored page) and JP line (charged, answered 10:00-22:00 only).
    for (const unconfirmed of ['920033360', '0570-783-556']) expect(numbers).not.toContain(unconfirmed);
    const notice = safetyNotice(['suicide'], 'SA');
    expect(notice.helpLines.map((l) => [l.kind, l.phone])).toEqual([
      ['crisis', null],
      ['emergency', '997'],
    ]);
  });

  it('covers the main country of every conversation language and the markets of the main languages', () => {
    for (const language of conversationLanguages) {
      expect(helpFor(languageCountry[language]).country, language).toBe(languageCountry[language]);
    }
    for (const country of ['US', 'GB', 'CA', 'AU', 'IE', 'ES', 'MX', 'FR', 'DE', 'AT', 'CH', 'SK', 'CZ']) {
      expect(helpFor(country).country).toBe(country);
    }
    for (const country of ['IN', 'CN', 'JP', 'SA', 'EG', 'AE', 'IL', 'RU']) {
      expect(helpFor(country).country).toBe(country);
    }
  });

  it('answers the international fallback for a country it does not have', () => {
    expect(helpFor('BR').country).toBe(INTERNATIONAL);
    expect(helpFor('us').country).toBe('US');
    expect(helpFor(INTERNATIONAL).crisis.url).toBe('https://findahelpline.com/');
  });

  it('knows the lines people expect: 988 in the US, Samaritans in the UK, TelefonSeelsorge in Germany', () => {
    expect(helpFor('US').crisis).toMatchObject({ phone: '988', sms: '988' });
    expect(helpFor('GB').crisis).toMatchObject({ name: 'Samaritans', phone: '116 123' });
    expect(helpFor('GB').emergency.phone).toBe('999');
    expect(helpFor('DE').crisis.name).toBe('TelefonSeelsorge');
    expect(helpFor('AU').emergency.phone).toBe('000');
    expect(helpFor('JP').emergency.phone).toBe('119');
    expect(helpFor('JP').crisis.phone).toBe('0120-279-338');
    expect(helpFor('CN').crisis.phone).toBe('12356');
    // Text numbers of separate services (Shout, 50808) go under their own names, never under the
    // Samaritans', who take no texts; a keyword only where a source showed one.
    expect(helpFor('GB').crisis).toMatchObject({ name: 'Samaritans', sms: null });
    expect(helpFor('GB').text).toMatchObject({ name: 'Shout', phone: null, sms: '85258', smsBody: 'SHOUT' });
    expect(helpFor('IE').crisis).toMatchObject({ name: 'Samaritans Ireland', sms: null });
    expect(helpFor('IE').text).toMatchObject({ name: '50808', phone: null, sms: '50808', smsBody: null });
  });
});

describe('the notice of the help card', () => {
  it('puts the crisis line first, and the emergency number first for a medical emergency', () => {
    const suicide = safetyNotice(['suicide'], 'FR');
    expect(suicide.helpLines.map((l) => l.kind)).toEqual(['crisis', 'emergency']);
    expect(suicide.helpLines[0]?.phone).toBe('3114');
    const medical = safetyNotice(['suicide', 'medicalEmergency'], 'FR');
    expect(medical.helpLines.map((l) => l.kind)).toEqual(['emergency', 'crisis']);
    expect(medical.kinds).toEqual(['suicide', 'medicalEmergency']);
  });

  it('lists a separate text service after the crisis line it stands beside', () => {
    expect(safetyNotice(['suicide'], 'GB').helpLines.map((l) => l.name)).toEqual([
      'Samaritans',
      'Shout',
      'Emergency services',
    ]);
    expect(safetyNotice(['medicalEmergency'], 'IE').helpLines.map((l) => [l.kind, l.phone ?? l.sms])).toEqual(
      [
        ['emergency', '112'],
        ['crisis', '116 123'],
        ['crisis', '50808'],
      ],
    );
  });

  it('shows no checked date or other table bookkeeping', () => {
    const notice = safetyNotice(['selfHarm'], 'US');
    for (const shown of notice.helpLines)
      expect(Object.keys(shown).sort()).toEqual(['kind', 'name', 'phone', 'sms', 'smsBody', 'url'].sort());
  });
});

describe('choosing the country', () => {
  it('reads the country of a time zone', () => {
    expect(countryOfZone('Europe/Vienna')).toBe('AT');
    expect(countryOfZone('america/chicago')).toBe('US');
    expect(countryOfZone('America/Indiana/Indianapolis')).toBe('US');
    expect(countryOfZone('Australia/Sydney')).toBe('AU');
    expect(countryOfZone('Asia/Kolkata')).toBe('IN');
    expect(countryOfZone('Asia/Dubai')).toBe('AE');
    expect(countryOfZone('America/Sao_Paulo')).toBeUndefined();
    expect(countryOfZone('UTC')).toBeUndefined();
    expect(countryOfZone(null)).toBeUndefined();
  });

  it('reads the first region of Accept-Language that the table has, by preference', () => {
    expect(countryOfAcceptLanguage('de-AT,de;q=0.9,en;q=0.5')).toBe('AT');
    expect(countryOfAcceptLanguage('en;q=0.8, es-MX;q=0.9')).toBe('MX');
    expect(countryOfAcceptLanguage('zh-Hans-CN,zh;q=0.9')).toBe('CN');
    expect(countryOfAcceptLanguage('pt-BR, en-GB;q=0.5')).toBe('GB');
    expect(countryOfAcceptLanguage('fr-CA;q=0, fr')).toBeUndefined();
    expect(countryOfAcceptLanguage('en, de')).toBeUndefined();
    expect(countryOfAcceptLanguage('garbage;;;,,q=')).toBeUndefined();
    expect(countryOfAcceptLanguage(undefined)).toBeUndefined();
  });

  it('prefers the settings time zone, then the browser region, then the language, then the fallback', () => {
    const all = { language: 'es-ES', timeZone: 'America/Mexico_City', acceptLanguage: 'es-AR,en-US;q=0.5' };
    expect(chooseCountry(all)).toBe('MX');
    expect(chooseCountry({ ...all, timeZone: 'America/Argentina/Buenos_Aires' })).toBe('US');
    expect(chooseCountry({ ...all, timeZone: null, acceptLanguage: 'es' })).toBe('ES');
    expect(chooseCountry({ language: 'ar-SA' })).toBe('SA');
    expect(chooseCountry({ language: 'ar-EG' })).toBe('SA');
    expect(chooseCountry({ language: 'ar', acceptLanguage: 'ar-EG' })).toBe('EG');
    expect(chooseCountry({ language: 'pt-BR' })).toBe(INTERNATIONAL);
  });
});
