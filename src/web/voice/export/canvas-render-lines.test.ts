import { describe, expect, it } from 'vitest';
import { createCanvasRenderLines } from './canvas-render-lines.js';
import { PIXEL_PNG } from './transcript-fixtures.js';

type Drawn = { text: string; x: number; direction: string; align: string; width: number; height: number };

/** A canvas whose letters are all fontPx wide, recording what is drawn where. */
const fakeCanvas = (drawn: Drawn[]) => (width: number, height: number) => {
  const ctx = {
    font: '',
    fillStyle: '',
    direction: 'ltr',
    textAlign: 'left',
    textBaseline: 'alphabetic',
    measureText: (s: string) => ({ width: Array.from(s).length * Number.parseFloat(ctx.font) }),
    fillText: (text: string, x: number) =>
      drawn.push({ text, x, direction: ctx.direction, align: ctx.textAlign, width, height }),
  };
  const canvas = {
    getContext: () => ctx,
    convertToBlob: async () => new Blob([PIXEL_PNG], { type: 'image/png' }),
  };
  return canvas as unknown as OffscreenCanvas;
};

describe('createCanvasRenderLines', () => {
  it('wraps to the width and returns one sharp picture per line', async () => {
    const drawn: Drawn[] = [];
    const render = createCanvasRenderLines({ createCanvas: fakeCanvas(drawn) });
    // 10px letters, 100px lines: ten letters a line.
    const lines = await render('水在一百摄氏度时沸腾。水在一百摄氏度时沸腾。', 10, 100, false);
    expect(lines.length).toBe(3);
    expect(drawn.map((d) => d.text).join('')).toBe('水在一百摄氏度时沸腾。水在一百摄氏度时沸腾。');
    for (const [i, line] of lines.entries()) {
      expect(line.png).toEqual(PIXEL_PNG);
      expect(line.width).toBeLessThanOrEqual(100);
      expect(line.height).toBe(16);
      // Drawn at three times the size on paper.
      expect(drawn[i]?.height).toBe(48);
      expect(drawn[i]?.width).toBe(line.width * 3);
    }
  });

  it('draws right-to-left text from the right edge', async () => {
    const drawn: Drawn[] = [];
    const render = createCanvasRenderLines({ createCanvas: fakeCanvas(drawn) });
    const [line] = await render('שלום עולם', 10, 400, true);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toMatchObject({ text: 'שלום עולם', direction: 'rtl', align: 'right' });
    expect(drawn[0]?.x).toBe(((line?.width ?? 0) - 1) * 3);
  });
});
