import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBrowserFonts } from './browser-fonts.js';

afterEach(() => vi.unstubAllGlobals());

const stubFetch = (status = 200) => {
  const fetch = vi.fn(async (url: string) => new Response(new Uint8Array([url.length % 256]), { status }));
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map(([url]) => url.replace(/^.*noto-sans-/, '').replace(/\.woff.*$/, ''));
};

describe('loadBrowserFonts', () => {
  it('fetches only the Latin files for English text', async () => {
    const fetched = stubFetch();
    const fonts = await loadBrowserFonts('Hello, world. Café 5 €');
    expect(fetched().sort()).toEqual(['latin-400-normal', 'latin-700-normal']);
    expect([fonts.regular.length, fonts.bold.length]).toEqual([1, 1]);
  });

  it('adds Latin-extended for Slovak and Cyrillic for Russian, Latin first', async () => {
    const fetched = stubFetch();
    const fonts = await loadBrowserFonts('Čaute. Привет.');
    expect(fetched()).toHaveLength(6);
    expect(fetched()).toEqual(expect.arrayContaining(['latin-ext-700-normal', 'cyrillic-400-normal']));
    expect(fonts.regular).toHaveLength(3);
  });

  it('fails loudly when a file is missing, so the PDF falls back to the standard fonts', async () => {
    stubFetch(404);
    await expect(loadBrowserFonts('Hello')).rejects.toThrow('404');
  });
});
