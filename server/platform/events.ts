/**
 * In-process domain events, emitted after a commit. They let a module react to another's change
 * without the other depending on it (accounts changes a user; catalogue refreshes the profile).
 * A handler's failure is logged and never undoes the change that was already committed; the
 * scheduled refresh jobs catch up with anything missed.
 */
import type { Logger } from './logger';

export type DomainEvent =
  | { type: 'user.changed'; userId: number }
  /** Billing: the user's premium entitlement may have changed (search ranks premium first). */
  | { type: 'premium.changed'; userId: number; premium: boolean }
  /** Billing: a job's payment reached a new state through a verified notification. */
  | {
      type: 'payment.changed';
      jobId: number;
      status: 'pendingPayment' | 'paid' | 'rejected' | 'refunded' | 'cancelled';
    }
  /** Jobs: a prosker's reviews changed (search filters and sorts by rating). */
  | { type: 'rating.changed'; userId: number; average: number; count: number };

type Handler<T extends DomainEvent['type']> = (
  event: Extract<DomainEvent, { type: T }>,
) => Promise<void>;

export function createEventBus(logger: Logger) {
  const handlers = new Map<string, Handler<DomainEvent['type']>[]>();
  return {
    on<T extends DomainEvent['type']>(type: T, handler: Handler<T>): void {
      handlers.set(type, [
        ...(handlers.get(type) ?? []),
        handler as unknown as Handler<DomainEvent['type']>,
      ]);
    },
    async emit(event: DomainEvent): Promise<void> {
      for (const handler of handlers.get(event.type) ?? []) {
        try {
          await handler(event);
        } catch (error) {
          logger.error({ err: error, event: event.type }, 'domain event handler failed');
        }
      }
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
