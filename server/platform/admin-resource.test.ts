import { expect } from 'chai';
import { AppError } from './errors';
import { constraintError, searchTerm, type ConstraintField } from './admin-resource';
import { idOf } from './http';
import type { AppContext } from './http';

const FIELDS: ConstraintField[] = [
  { kind: 'check', constraint: 'plans_period', field: 'period', key: 'fields.invalid' },
  { kind: 'unique', field: 'slug', key: 'fields.invalid' },
  { kind: 'foreignKey', field: 'categoryId', key: 'fields.unknownChoice' },
];

const pgError = (code: string, constraint?: string) => ({ nativeError: { code, constraint } });

describe('the back-office resource factory', () => {
  it('reads a path id as a positive safe integer, anything else as not found', () => {
    const ctx = (id: string) => ({ params: { id } }) as unknown as AppContext;
    expect(idOf(ctx('42'))).to.equal(42);
    for (const bad of ['0', '-1', 'x', '1.5', '9007199254740993']) {
      expect(() => idOf(ctx(bad)), bad)
        .to.throw(AppError)
        .with.property('code', 'NOT_FOUND');
    }
  });

  it('answers a broken constraint as the error of the field it guards, by name or by kind', () => {
    const check = constraintError(pgError('23514', 'plans_period'), FIELDS);
    expect(check?.status).to.equal(422);
    expect(check?.options.fields).to.deep.equal([
      { field: 'period', key: 'fields.invalid', params: undefined },
    ]);
    expect(
      constraintError(pgError('23505', 'any_unique'), FIELDS)?.options.fields?.[0].field,
    ).to.equal('slug');
    expect(constraintError(pgError('23503'), FIELDS)?.options.fields?.[0]).to.include({
      field: 'categoryId',
      key: 'fields.unknownChoice',
    });
    expect(constraintError(pgError('23514', 'other_check'), FIELDS)).to.equal(undefined);
    expect(constraintError(new Error('boom'), FIELDS)).to.equal(undefined);
  });

  it('searches `q` only when it has text', () => {
    expect(searchTerm({ q: ' plumb ' })).to.equal('%plumb%');
    expect(searchTerm({ q: '  ' })).to.equal(undefined);
    expect(searchTerm({ q: 3 })).to.equal(undefined);
  });
});
