import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';

/**
 * The web app manifest (public/manifest.webmanifest) and the head of every page (index.html): what a
 * browser needs to install Voxpert, with the theme's colours (decision 0004's tokens).
 */
const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'public/manifest.webmanifest'), 'utf8'));
const head = readFileSync(path.join(root, 'index.html'), 'utf8');
const styles = readFileSync(path.join(root, 'src/web/styles.css'), 'utf8');
const palette = readFileSync(path.join(root, 'node_modules/tailwindcss/theme.css'), 'utf8');

/** oklch(L% C H) to #rrggbb (CSS Color 4's conversion, through OKLab and linear sRGB). */
function oklchToHex(css: string): string {
  const m = /oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+)\)/.exec(css);
  if (!m) throw new Error(`not oklch: ${css}`);
  const [L, C, H] = [Number(m[1]) / 100, Number(m[2]), (Number(m[3]) * Math.PI) / 180];
  const [a, b] = [C * Math.cos(H), C * Math.sin(H)];
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const mm = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * mm + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * mm - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * mm + 1.707614701 * s,
  ];
  return `#${linear
    .map((c) => {
      const v = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
      return Math.round(Math.min(1, Math.max(0, v)) * 255)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
}

/** The colour a theme token stands for: its palette variable, from Tailwind's palette. */
function tokenHex(token: string): string {
  const variable = new RegExp(`--color-${token}:\\s*var\\(--color-([a-z]+-\\d+)\\)`).exec(styles)?.[1];
  if (!variable) throw new Error(`no token ${token}`);
  const value = new RegExp(`--color-${variable}:\\s*(oklch\\([^)]*\\))`).exec(palette)?.[1];
  if (!value) throw new Error(`no palette colour ${variable}`);
  return oklchToHex(value);
}

describe('the web app manifest', () => {
  it('names the app and opens it standalone at the root', () => {
    expect(manifest).toMatchObject({
      name: 'Voxpert',
      short_name: 'Voxpert',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.description.length).toBeGreaterThan(10);
  });

  it('takes its colours from the theme: the primary token, and the page background', () => {
    expect(manifest.theme_color).toBe(tokenHex('primary'));
    expect(manifest.background_color).toBe(tokenHex('surface-muted'));
    expect(head).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });

  it('lists icons of 192 and 512 px and a maskable one, each a PNG of its stated size', () => {
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const picture of [...icons, ...manifest.screenshots]) {
      const file = path.join(root, 'public', picture.src);
      expect(existsSync(file), picture.src).toBe(true);
      const { width, height, type } = imageSize(readFileSync(file));
      expect(`${width}x${height}`, picture.src).toBe(picture.sizes);
      expect(type).toBe('png');
    }
  });

  it('has a narrow and a wide screenshot and the two shortcuts', () => {
    expect(manifest.screenshots.map((s: { form_factor: string }) => s.form_factor).sort()).toEqual([
      'narrow',
      'wide',
    ]);
    expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
      ['New conversation', '/'],
      ['My reminders', '/reminders'],
    ]);
  });

  it('is linked from the head of every page, with the home-screen icon and tags of iOS', () => {
    for (const tag of [
      '<link rel="manifest" href="/manifest.webmanifest" />',
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
      '<meta name="apple-mobile-web-app-capable" content="yes" />',
      '<meta name="apple-mobile-web-app-status-bar-style" content="default" />',
      'viewport-fit=cover',
    ])
      expect(head).toContain(tag);
    expect(existsSync(path.join(root, 'public/apple-touch-icon.png'))).toBe(true);
  });
});
