import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { backfillSearch } from '../search/backfill-search.js';
import { installIntervalJob } from './interval-job.js';

const MINUTE_MS = 60 * 1000;
/** Batches of 500 per run: a large backlog is worked through a minute at a time, never holding a shutdown long. */
const BATCHES_PER_RUN = 40;

/**
 * Makes rows written before search existed searchable: once at start, then every minute (two probes
 * of small partial indexes when there is nothing to do). Safe in every process: two doing the same rows
 * write the same values.
 */
export function installSearchBackfill(app: FastifyInstance, deps: { db: Database }): void {
  installIntervalJob(app, {
    name: 'search-backfill',
    intervalMs: MINUTE_MS,
    work: async (log) => {
      const done = await backfillSearch(deps.db, BATCHES_PER_RUN);
      if (done > 0) log.info({ rows: done }, 'search: rows made searchable');
    },
  });
}
