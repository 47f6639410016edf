// npm run bench [-- name...]: runs the benchmarks (all, or those named) and prints their figures.
// Record new figures in docs/PERFORMANCE.md with the machine they came from.
import { cpus, totalmem } from 'node:os';
import { benchAdminLists } from './admin-lists.js';
import { benchApiUser } from './api-user.js';
import { benchBrowserVoiceLatency } from './browser-voice-latency.js';
import { benchConversationList } from './conversation-list.js';
import { benchConversationSearch } from './conversation-search.js';
import { benchCrisisDetector } from './crisis-detector.js';
import { benchDocumentUpload } from './document-upload.js';
import { benchEncryptionCost } from './encryption-cost.js';
import { benchHandsFreeLatency, benchListeningCost } from './hands-free-latency.js';
import { benchHostilePdf } from './hostile-pdf.js';
import { benchLighthouse } from './lighthouse.js';
import { benchModelPriority } from './model-priority.js';
import { benchReminderFollowUpLatency } from './reminder-follow-up-latency.js';
import { benchStartup } from './startup.js';
import { benchVoiceLatency } from './voice-latency.js';
import { benchWebBundle } from './web-bundle.js';

const benches: Record<string, () => Promise<Record<string, number>>> = {
  startup: benchStartup,
  'api-user': benchApiUser,
  'conversation-list': benchConversationList,
  'conversation-search': benchConversationSearch,
  'admin-lists': benchAdminLists,
  'web-bundle': benchWebBundle,
  'voice-latency': benchVoiceLatency,
  'browser-voice-latency': benchBrowserVoiceLatency,
  'hands-free-latency': benchHandsFreeLatency,
  'listening-cost': benchListeningCost,
  'reminder-follow-up-latency': benchReminderFollowUpLatency,
  'crisis-detector': benchCrisisDetector,
  'model-priority': benchModelPriority,
  lighthouse: benchLighthouse,
  'document-upload': benchDocumentUpload,
  'hostile-pdf': benchHostilePdf,
  'encryption-cost': benchEncryptionCost,
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : Object.keys(benches);
console.info(
  `machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`,
);
for (const name of names) {
  const bench = benches[name];
  if (!bench) {
    console.error(`unknown benchmark ${name}; known: ${Object.keys(benches).join(', ')}`);
    process.exitCode = 2;
    continue;
  }
  const figures = await bench();
  console.info(`${name}: ${JSON.stringify(figures)}`);
}
