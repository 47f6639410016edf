// Browser side of RenderLines: the canvas shapes and orders text in any script the system fonts
// cover (Hebrew, Arabic, Devanagari, Chinese, Japanese, emoji), which pdf-lib cannot do.
import type { RenderedLine, RenderLines } from './types.js';
import { wrapText } from './wrap.js';

const FAMILY =
  'system-ui, "Noto Sans", "Noto Sans Hebrew", "Noto Sans Arabic", "Noto Sans Devanagari", "Noto Sans SC", ' +
  '"Noto Sans JP", "PingFang SC", "Hiragino Sans", "Microsoft YaHei", Arial, sans-serif';
// Pictures at three times their size on paper stay sharp when printed.
const SCALE = 3;
const LINE_HEIGHT = 1.6;
const BASELINE = 1.15;

type Canvas = OffscreenCanvas;
type Options = { createCanvas?: (width: number, height: number) => Canvas; color?: string };

const context = (canvas: Canvas) => {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D is not available');
  return ctx;
};

export const canRenderLines = (): boolean => typeof OffscreenCanvas === 'function';

export const createCanvasRenderLines = (options: Options = {}): RenderLines => {
  const make = options.createCanvas ?? ((w: number, h: number) => new OffscreenCanvas(w, h));
  const color = options.color ?? '#1e293b';
  return async (text, fontPx, maxWidthPx, rtl) => {
    const font = `${fontPx * SCALE}px ${FAMILY}`;
    const measurer = context(make(1, 1));
    measurer.font = font;
    const measure = (s: string) => measurer.measureText(s).width / SCALE;
    const out: RenderedLine[] = [];
    for (const line of wrapText(text, measure, maxWidthPx)) {
      const width = Math.max(1, Math.min(maxWidthPx, Math.ceil(measure(line)) + 2));
      const height = Math.ceil(fontPx * LINE_HEIGHT);
      const canvas = make(width * SCALE, height * SCALE);
      const ctx = context(canvas);
      ctx.font = font;
      ctx.fillStyle = color;
      ctx.direction = rtl ? 'rtl' : 'ltr';
      ctx.textAlign = rtl ? 'right' : 'left';
      ctx.textBaseline = 'alphabetic';
      ctx.fillText(line, rtl ? width * SCALE - SCALE : SCALE, fontPx * BASELINE * SCALE);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      out.push({ png: new Uint8Array(await blob.arrayBuffer()), width, height });
    }
    return out;
  };
};
