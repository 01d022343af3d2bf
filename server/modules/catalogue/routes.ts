import { route, type RouteSpec } from '../../platform';
import { categoryDto, type CatalogueService } from './service';

export function catalogueRoutes(service: CatalogueService): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/categories',
      summary: 'Enabled categories, names in every language and in the request language',
      tag: 'catalogue',
      access: 'public',
      async handler(ctx) {
        const categories = await service.listCategories();
        ctx.set('Cache-Control', 'public, max-age=60');
        ctx.body = { data: categories.map((c) => categoryDto(c, ctx.state.language)) };
      },
    }),
  ];
}
