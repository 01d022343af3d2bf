import { expect } from 'chai';
import { toOpenApiPath } from './platform/http';
import { useTestApp } from './test/harness';

describe('the OpenAPI document', () => {
  const app = useTestApp();

  it('is served as OpenAPI 3 with the error envelope schema', async () => {
    const res = await app.request('GET', '/admin/api/openapi.json');
    expect(res.status).to.equal(200);
    expect(res.body.openapi).to.match(/^3\./);
    expect(res.body.components.schemas.Error.properties.error.required).to.deep.equal([
      'code',
      'message',
    ]);
  });

  it('documents every route the storefront API router has registered, with its error codes', async () => {
    const { createApp } = await import('./app');
    const { apiRouter } = createApp(app.platform);
    const doc = (await app.request('GET', '/admin/api/openapi.json')).body;
    const registered = apiRouter.stack.flatMap((layer) =>
      layer.methods
        .filter((m) => m !== 'HEAD')
        .map((m) => ({
          method: m.toLowerCase(),
          path: toOpenApiPath(String(layer.path).replace(/^\/admin\/api/, '')),
        })),
    );
    expect(registered.length).to.be.greaterThan(0);
    for (const { method, path } of registered) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).to.be.an('object');
      expect(operation['x-error-codes'], `${method} ${path}`).to.include('INTERNAL');
    }
  });

  it('has every storefront and back-office route declare the answer it gives on success', async () => {
    const { createApp } = await import('./app');
    const { storefrontRoutes, backofficeRoutes } = createApp(app.platform);
    const undeclared = [...storefrontRoutes, ...backofficeRoutes]
      .filter((spec) => !spec.response)
      .map((spec) => `${spec.method.toUpperCase()} ${spec.path}`);
    expect(undeclared).to.deep.equal([]);
  });

  it('describes the body of every JSON answer in the document', async () => {
    const doc = (await app.request('GET', '/admin/api/openapi.json')).body;
    const bare: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, OpenApiOperation>>(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const [status, success] = Object.entries(operation.responses).find(
          ([code]) => code.startsWith('2') || code === '302',
        )!;
        if (status !== '204' && status !== '302' && !success.content)
          bare.push(`${method} ${path}`);
      }
    }
    expect(bare).to.deep.equal([]);
  });
});

interface OpenApiOperation {
  responses: Record<string, { content?: Record<string, unknown> }>;
}
