// One stylesheet for reading on screen and for the print window (A4, no backgrounds wasted on ink).
export const TRANSCRIPT_CSS = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body {
  margin: 0 auto; max-width: 46rem; padding: 2rem 1.25rem 3rem;
  font: 16px/1.6 system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans Hebrew", "Noto Sans Arabic",
    "Noto Sans Devanagari", "Noto Sans SC", "Noto Sans JP", "PingFang SC", "Hiragino Sans", Arial, sans-serif;
  color: #1e293b; background: #f8fafc;
}
header { border-bottom: 2px solid #cbd5e1; margin-bottom: 1.5rem; padding-bottom: 0.75rem; }
h1 { font-size: 1.5rem; line-height: 1.3; margin: 0 0 0.25rem; }
.meta { color: #475569; font-size: 0.9rem; margin: 0; }
ol.messages { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.75rem; }
.message { border-radius: 0.75rem; padding: 0.75rem 1rem; background: #fff; border: 1px solid #e2e8f0; }
.message.user { background: #eff6ff; border-color: #bfdbfe; }
.message-head { display: flex; gap: 0.75rem; align-items: baseline; margin-bottom: 0.25rem; }
.speaker { font-weight: 700; }
.message.user .speaker { color: #1d4ed8; }
.message.expert .speaker { color: #6d28d9; }
time { color: #64748b; font-size: 0.85rem; font-variant-numeric: tabular-nums; }
.summary { margin-top: 1.5rem; border-top: 2px solid #cbd5e1; padding-top: 0.75rem; }
.summary h2 { font-size: 1.25rem; margin: 0 0 0.5rem; }
.summary h3 { font-size: 1rem; margin: 0.75rem 0 0.25rem; }
.summary p { margin: 0; overflow-wrap: anywhere; }
.content p { margin: 0; min-height: 1lh; white-space: pre-wrap; overflow-wrap: anywhere; }
@page { size: A4; margin: 18mm 16mm; }
@media print {
  body { background: none; max-width: none; padding: 0; font-size: 11pt; }
  .message { border: none; border-inline-start: 3px solid #cbd5e1; border-radius: 0; padding: 0.25rem 0.75rem; background: none; break-inside: avoid; }
  .message.user { border-inline-start-color: #93c5fd; background: none; }
  h1 { break-after: avoid; }
}
`;
