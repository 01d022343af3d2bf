/**
 * Sends the signed-in user's waiting agenda decisions (`outbox.ts`), oldest first, one at a
 * time. A send that does not reach the server stops the round, so a later decision never
 * overtakes an earlier one; a refusal is kept with its reason for the page to show.
 */
import { ApiError, apiSend } from '../api/api-client';
import { getToken } from '../api/auth-token';
import { classify, waiting } from './outbox';
import type { OutboxEntry } from './outbox';
import { outbox } from './outbox-store';

export interface ReplayReport {
  sent: OutboxEntry[];
  refused: OutboxEntry[];
}

let running: Promise<ReplayReport> | null = null;

async function round(userId: number): Promise<ReplayReport> {
  const report: ReplayReport = { sent: [], refused: [] };
  for (const entry of waiting(outbox.list(), userId)) {
    if (!getToken()) break;
    try {
      await apiSend(`/agenda/events/${entry.eventId}/status`, {
        method: 'PUT',
        body: { status: entry.action },
      });
      outbox.remove(entry.id);
      report.sent.push(entry);
    } catch (error) {
      const failure =
        error instanceof ApiError
          ? {
              status: error.status,
              code: error.code,
              message: error.serverMessage,
              details: error.details,
            }
          : { status: 0, code: 'NETWORK', message: null };
      const verdict = classify(failure);
      if (verdict.kind !== 'refused') break;
      outbox.fail(entry.id, {
        reason: verdict.reason,
        message: failure.message,
        failedAt: new Date().toISOString(),
      });
      report.refused.push(entry);
    }
  }
  return report;
}

/** Sends what waits; a call while a round runs waits for that round instead of starting one. */
export function replayOutbox(userId: number): Promise<ReplayReport> {
  if (running) return running;
  running = round(userId).finally(() => {
    running = null;
  });
  return running;
}
