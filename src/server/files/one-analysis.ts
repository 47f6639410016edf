import { DocumentErrorCode, documentMessages } from '../../contract/documents.js';
import { AppError } from '../http/app-error.js';

/**
 * One analysis of a file at a time per person (per server process): a second one while the first
 * waits to be read or is being read is refused with 409, so that one person cannot hold every reader,
 * or start any number of ffmpeg runs and transcriptions, at once.
 */
export class OneAnalysisPerPerson {
  private readonly running = new Set<number>();

  async run<T>(ownerId: number, work: () => Promise<T>): Promise<T> {
    if (this.running.has(ownerId)) {
      throw new AppError(DocumentErrorCode.analysisRunning, 409, documentMessages.analysisRunning);
    }
    this.running.add(ownerId);
    try {
      return await work();
    } finally {
      this.running.delete(ownerId);
    }
  }
}
