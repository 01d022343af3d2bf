/**
 * Back-office routes of published services and of the predefined services catalogue
 * (ra-data-simple-rest dialect). Every staff member reads; only admins withdraw a service or
 * write the catalogue. A predefined service something came from is retired (disabled), never
 * deleted. Withdrawing tells the prosker why (staff-services.ts).
 */
import { SERVICE_STATES } from '../../../common/jobs';
import { REGIONS, regionOfCurrency, type Currency } from '../../../common/regions';
import { predefinedServiceSchema, withdrawServiceSchema } from '../../../common/schemas/jobs';
import {
  listFilters,
  parseListQuery,
  respondWithList,
  route,
  type RouteSpec,
} from '../../platform';
import { adminResource, searchTerm, type TableStore } from '../../platform/admin-resource';
import { staffIdOf } from '../../platform/audit';
import { out } from '../../platform/contract';
import { idOf } from '../../platform/http';
import { adminPredefinedServiceSchema, adminServiceSchema } from './contract';
import { stateOf, type StaffServices } from './staff-services';

type Row = Record<string, unknown>;

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

const SERVICE_SORTS = {
  id: 's.id',
  title: 's.title',
  price: 's.price',
  proskerId: 's.prosker_id',
  categoryId: 's.category_id',
  createdAt: 's.created_at',
  openJobs: 'open_jobs',
};

function serviceDto(row: Row) {
  return {
    id: Number(row.id),
    proskerId: Number(row.prosker_id),
    proskerUsername: String(row.prosker_username ?? ''),
    proskerEmail: String(row.prosker_email ?? ''),
    categoryId: Number(row.category_id),
    categoryName: String(row.category_name ?? ''),
    predefinedServiceId:
      row.predefined_service_id == null ? null : Number(row.predefined_service_id),
    title: row.title as string,
    description: row.description as string,
    price: Number(row.price),
    currency: row.currency as Currency,
    region: regionOfCurrency(row.currency as Currency),
    image: (row.image as string | null) ?? null,
    requiresAppointment: Boolean(row.requires_appointment),
    requiresPayment: Boolean(row.requires_payment),
    state: stateOf(row),
    openJobs: Number(row.open_jobs ?? 0),
    withdrawnAt: iso(row.withdrawn_at),
    withdrawnReason: (row.withdrawn_reason as string | null) ?? null,
    createdAt: iso(row.created_at)!,
  };
}

export function serviceAdminRoutes(
  services: StaffServices,
  predefinedServices: TableStore,
): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/services',
      summary:
        'Published services, searched by title and filtered by prosker, category, region and state',
      tag: 'services',
      access: 'staff',
      errors: ['VALIDATION_FAILED'],
      response: { body: out.list(adminServiceSchema) },
      async handler(ctx) {
        const list = parseListQuery(ctx.query, SERVICE_SORTS, 'id');
        const { language } = ctx.state;
        const query = services.query({
          titleLike: searchTerm(list.filter),
          proskerId: listFilters.id(list.filter, 'proskerId'),
          categoryId: listFilters.id(list.filter, 'categoryId'),
          regions: listFilters.choice(list.filter, 'region', REGIONS),
          states: listFilters.choice(list.filter, 'state', SERVICE_STATES),
          ids: listFilters.ids(list.filter),
        });
        await respondWithList(ctx, 'services', list, query, serviceDto, 's.id', (rows) =>
          services.withNames(rows, language),
        );
      },
    }),
    route({
      method: 'get',
      path: '/services/:id',
      summary: 'One published service with its prosker, category and state',
      tag: 'services',
      access: 'staff',
      errors: ['NOT_FOUND'],
      response: { body: adminServiceSchema },
      async handler(ctx) {
        ctx.body = serviceDto(await services.one(idOf(ctx), ctx.state.language));
      },
    }),
    route({
      method: 'post',
      path: '/services/:id/withdraw',
      summary:
        'Withdraw a service with a reason its prosker is told; refused while a job of it is open (admin)',
      tag: 'services',
      access: 'staff',
      staffRoles: ['admin'],
      body: withdrawServiceSchema,
      errors: ['NOT_FOUND', 'SERVICE_HAS_OPEN_JOBS', 'SERVICE_ALREADY_WITHDRAWN'],
      response: { body: adminServiceSchema },
      async handler(ctx, { body }) {
        const id = idOf(ctx);
        await services.withdraw(staffIdOf(ctx), id, body.reason);
        ctx.body = serviceDto(await services.one(id, ctx.state.language));
      },
    }),
    ...adminResource({
      path: 'predefined-services',
      store: predefinedServices,
      summaries: {
        list: 'The predefined services catalogue, searched by title, filtered by category and enabled',
        one: 'One predefined service',
        create: 'Add a predefined service, titled in every language (admin)',
        update: 'Edit, reorder or retire a predefined service (admin)',
        remove: 'Delete a predefined service nothing came from (admin); retire it otherwise',
      },
      listErrors: ['VALIDATION_FAILED'],
      sorts: {
        id: 'id',
        position: 'position',
        title_es: 'title_es',
        categoryId: 'category_id',
        usage: 'usage',
      },
      defaultSort: 'id',
      searchColumns: ['title_es', 'title_en', 'title_br'],
      filter(query, filter) {
        const categoryId = listFilters.id(filter, 'categoryId');
        if (categoryId !== undefined) query.where('category_id', categoryId);
        const enabled = listFilters.boolean(filter, 'enabled');
        if (enabled !== undefined) query.where('enabled', enabled);
      },
      createSchema: predefinedServiceSchema,
      updateSchema: predefinedServiceSchema,
      toDto: (r) => ({
        id: Number(r.id),
        categoryId: Number(r.category_id),
        title_es: r.title_es,
        title_en: r.title_en,
        title_br: r.title_br,
        requiresAppointment: Boolean(r.requires_appointment),
        enabled: Boolean(r.enabled),
        position: Number(r.position),
        usage: Number(r.usage ?? 0),
      }),
      record: adminPredefinedServiceSchema,
      toRow: (i) => ({
        category_id: i.categoryId,
        title_es: i.title_es,
        title_en: i.title_en,
        title_br: i.title_br,
        ...(i.requiresAppointment !== undefined
          ? { requires_appointment: i.requiresAppointment }
          : {}),
        ...(i.enabled !== undefined ? { enabled: i.enabled } : {}),
        ...(i.position !== undefined ? { position: i.position } : {}),
      }),
      constraints: [{ kind: 'foreignKey', field: 'categoryId', key: 'fields.unknownChoice' }],
      inUse: { code: 'PREDEFINED_SERVICE_IN_USE' },
    }),
  ];
}
