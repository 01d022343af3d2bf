import type { SeedContext } from '../server/platform/migrate';

const CANCELLATION = [
  ['No puedo en esa fecha', 'I can’t make that date', 'Não posso nessa data', 'both'],
  ['Encontré otra solución', 'I found another solution', 'Encontrei outra solução', 'client'],
  [
    'El presupuesto no me sirve',
    'The price does not work for me',
    'O orçamento não me serve',
    'client',
  ],
  ['No tengo disponibilidad', 'I am not available', 'Não tenho disponibilidade', 'prosker'],
  [
    'El trabajo no es de mi rubro',
    'The job is outside my trade',
    'O trabalho não é da minha área',
    'prosker',
  ],
  ['Otro motivo', 'Another reason', 'Outro motivo', 'both'],
] as const;

/** The reason of the jobs cancelled because one of their sides closed the account. */
const ACCOUNT_CLOSED = {
  name_es: 'Cerró su cuenta en Prosk',
  name_en: 'Closed their Prosk account',
  name_br: 'Encerrou a conta no Prosk',
};

const HELP = [
  ['El trabajo quedó incompleto', 'The work was left unfinished', 'O trabalho ficou incompleto'],
  [
    'La calidad no es la acordada',
    'The quality is not what was agreed',
    'A qualidade não é a combinada',
  ],
  ['Se cobró algo distinto', 'I was charged something different', 'Foi cobrado algo diferente'],
  ['Otro problema', 'Another problem', 'Outro problema'],
] as const;

/** Reasons to cancel a job and to dispute a finished one, once. */
export async function seed({ db }: SeedContext): Promise<void> {
  // The reasons the product writes itself (with a code) are kept apart.
  const [{ count }] = await db('cancellation_reasons').whereNull('code').count({ count: '*' });
  if (Number(count) === 0) {
    await db('cancellation_reasons').insert(
      CANCELLATION.map(([es, en, br, appliesTo], position) => ({
        name_es: es,
        name_en: en,
        name_br: br,
        applies_to: appliesTo,
        position,
      })),
    );
  }
  // Written by the product itself when a side of a job closes the account; never offered.
  await db('cancellation_reasons')
    .insert({
      code: 'accountClosed',
      ...ACCOUNT_CLOSED,
      applies_to: 'both',
      enabled: false,
      position: 1000,
    })
    .onConflict('code')
    .ignore();
  const [{ count: help }] = await db('help_reasons').count({ count: '*' });
  if (Number(help) === 0) {
    await db('help_reasons').insert(
      HELP.map(([es, en, br], position) => ({ name_es: es, name_en: en, name_br: br, position })),
    );
  }
}
