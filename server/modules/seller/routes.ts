import { clientNoteSchema } from '../../../common/schemas/seller';
import { yup } from '../../../common/validation';
import { idOf, route, type AppContext, type RouteSpec } from '../../platform';
import { clientNoteAnswerSchema, sellerClientPageSchema, sellerHomeSchema } from './contract';
import type { SellerService } from './service';

const userId = (ctx: AppContext) => ctx.state.auth!.subjectId;

/** Pages past this are refused rather than walked (no prosker has that many clients' pages). */
const PAGE_MAX = 10_000;
const SEARCH_MAX = 100;

export function sellerRoutes(service: SellerService): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/seller/home',
      summary:
        'The signed-in prosker’s home: jobs waiting for them or their clients, this week’s jobs, unread chats, this month’s earnings with the next payouts, the setup checklist',
      tag: 'seller',
      access: 'user',
      errors: ['SELLER_ONLY'],
      response: { body: sellerHomeSchema },
      async handler(ctx) {
        ctx.body = await service.home(userId(ctx));
      },
    }),
    route({
      method: 'get',
      path: '/seller/clients',
      summary:
        'The signed-in prosker’s clients (who bought, booked or chatted), newest contact first, by pages, searched by name',
      tag: 'seller',
      access: 'user',
      query: yup.object({
        q: yup.string().trim().max(SEARCH_MAX).optional(),
        page: yup.number().integer().min(1).max(PAGE_MAX).default(1),
      }),
      errors: ['SELLER_ONLY'],
      response: { body: sellerClientPageSchema },
      async handler(ctx, { query }) {
        ctx.body = await service.clients(userId(ctx), { q: query.q, page: query.page ?? 1 });
      },
    }),
    route({
      method: 'put',
      path: '/seller/clients/:id/note',
      summary:
        'Keep the prosker’s private note about one of their clients (an empty note removes it)',
      tag: 'seller',
      access: 'user',
      body: clientNoteSchema,
      errors: ['SELLER_ONLY', 'CLIENT_NOT_FOUND', 'NOT_FOUND'],
      response: { body: clientNoteAnswerSchema },
      async handler(ctx, { body }) {
        ctx.body = await service.saveNote(userId(ctx), idOf(ctx), body.note);
      },
    }),
  ];
}
