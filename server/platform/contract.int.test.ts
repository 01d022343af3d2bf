import http from 'node:http';
import type net from 'node:net';
import { expect } from 'chai';
import Koa from 'koa';
import { departures, out, toJsonSchema, type DescribedField } from './contract';
import { buildOpenApi, buildRouter, route, type Guards } from './http';

const card = out.named(
  'Card',
  out.object({
    id: out.integer(),
    name: out.text(),
    note: out.text().nullable(),
    at: out.dateTime(),
    kind: out.oneOf(['a', 'b'] as const),
    email: out.text().optional(),
  }),
);
const described = card.describe() as DescribedField;
const valid = { id: 1, name: 'Ana', note: null, at: '2026-11-25T10:00:00.000Z', kind: 'a' };

describe('route contracts', () => {
  it('accept an answer that has every declared field and nothing else', () => {
    expect(departures(described, valid)).to.deep.equal([]);
    expect(departures(described, { ...valid, email: 'a@b.uy' })).to.deep.equal([]);
  });

  it('name each departure by its path, never by its value', () => {
    const found = departures(described, {
      id: 1.5,
      name: null,
      at: '25/11/2026',
      kind: 'c',
      phone: '+59899123456',
    });
    expect(found).to.deep.equal([
      'body.phone is not in the contract',
      'body.id is not an integer',
      'body.name is null',
      'body.note is missing',
      'body.at is not an instant',
      'body.kind is not one of its values',
    ]);
    expect(found.join(' ')).to.not.include('59899');
  });

  it('check lists item by item and maps value by value', () => {
    const list = out.object({ data: out.list(card), counts: out.map(out.integer()) });
    const answer = { data: [valid, { ...valid, id: 'x' }], counts: { a: 1, b: '2' } };
    expect(departures(list.describe() as DescribedField, answer)).to.deep.equal([
      'body.data[1].id is not a number',
      'body.counts.b is not a number',
    ]);
  });

  it('accept an answer of either shape and name why it fits neither', () => {
    const shapes = out.either(card, out.object({ id: out.integer(), private: out.boolean() }));
    const described = shapes.describe() as DescribedField;
    expect(departures(described, valid)).to.deep.equal([]);
    expect(departures(described, { id: 3, private: true })).to.deep.equal([]);
    expect(departures(described, { id: 3, private: true, name: 'Ana' })).to.deep.equal([
      'body is none of its shapes (body.private is not in the contract; body.name is not in the contract)',
    ]);
    expect(toJsonSchema(shapes, { components: {}, closed: true }))
      .to.have.property('anyOf')
      .with.length(2);
  });

  it('become OpenAPI schemas: named ones under components, closed to unknown fields', () => {
    const components = {};
    const schema = toJsonSchema(out.object({ card: card.nullable() }), {
      components,
      closed: true,
    });
    expect(schema).to.deep.equal({
      type: 'object',
      properties: { card: { allOf: [{ $ref: '#/components/schemas/Card' }], nullable: true } },
      required: ['card'],
      additionalProperties: false,
    });
    expect(components)
      .to.have.property('Card')
      .that.deep.include({
        additionalProperties: false,
        required: ['id', 'name', 'note', 'at', 'kind'],
      });
  });

  describe('checked on a served route', () => {
    let server: http.Server;
    let url = '';
    let answer: unknown = valid;
    const routes = [
      route({
        method: 'get',
        path: '/card',
        summary: 'A card',
        tag: 'test',
        access: 'public',
        response: { body: card },
        handler(ctx) {
          ctx.body = answer;
        },
      }),
      route({
        method: 'post',
        path: '/card',
        summary: 'Makes a card',
        tag: 'test',
        access: 'public',
        response: { status: 201, body: card },
        handler(ctx) {
          ctx.body = valid; // forgets to say 201
        },
      }),
    ];
    const guards: Guards = { user: async () => {}, staff: async () => {} };

    before(async () => {
      const app = new Koa();
      const router = buildRouter('', routes, guards, { checkResponses: true });
      app.use(async (ctx, next) => {
        try {
          await next();
        } catch (error) {
          ctx.status = 500;
          ctx.body = { error: (error as Error).name };
        }
      });
      app.use(router.routes());
      server = http.createServer(app.callback());
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    });
    after(() => server.close());

    it('passes an answer that keeps its contract', async () => {
      answer = valid;
      const res = await fetch(`${url}/card`);
      expect(res.status).to.equal(200);
      expect(await res.json()).to.deep.equal(valid);
    });

    it('turns an answer carrying an undeclared field into a server error', async () => {
      answer = { ...valid, phone: '+59899123456' };
      const res = await fetch(`${url}/card`);
      expect(res.status).to.equal(500);
      expect(await res.json()).to.deep.equal({ error: 'ContractBroken' });
    });

    it('turns a success status other than the declared one into a server error', async () => {
      const res = await fetch(`${url}/card`, { method: 'POST' });
      expect(res.status).to.equal(500);
      expect(await res.json()).to.deep.equal({ error: 'ContractBroken' });
    });

    it('documents the declared status and body in OpenAPI', () => {
      const doc = buildOpenApi({ title: 't', version: '0', serverUrl: '', routes }) as {
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      };
      expect(doc.paths['/card'].post.responses)
        .to.have.property('201')
        .that.deep.equal({
          description: 'Success',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Card' } } },
        });
    });
  });
});
