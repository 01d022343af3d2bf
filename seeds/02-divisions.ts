import type { SeedContext } from '../server/platform/migrate';

/** Uruguay's 19 departments and Brazil's 26 states plus the Federal District. */
export const DIVISIONS: Record<'UY' | 'BR', [string, string][]> = {
  UY: [
    ['AR', 'Artigas'],
    ['CA', 'Canelones'],
    ['CL', 'Cerro Largo'],
    ['CO', 'Colonia'],
    ['DU', 'Durazno'],
    ['FS', 'Flores'],
    ['FD', 'Florida'],
    ['LA', 'Lavalleja'],
    ['MA', 'Maldonado'],
    ['MO', 'Montevideo'],
    ['PA', 'Paysandú'],
    ['RN', 'Río Negro'],
    ['RV', 'Rivera'],
    ['RO', 'Rocha'],
    ['SA', 'Salto'],
    ['SJ', 'San José'],
    ['SO', 'Soriano'],
    ['TA', 'Tacuarembó'],
    ['TT', 'Treinta y Tres'],
  ],
  BR: [
    ['AC', 'Acre'],
    ['AL', 'Alagoas'],
    ['AP', 'Amapá'],
    ['AM', 'Amazonas'],
    ['BA', 'Bahia'],
    ['CE', 'Ceará'],
    ['DF', 'Distrito Federal'],
    ['ES', 'Espírito Santo'],
    ['GO', 'Goiás'],
    ['MA', 'Maranhão'],
    ['MT', 'Mato Grosso'],
    ['MS', 'Mato Grosso do Sul'],
    ['MG', 'Minas Gerais'],
    ['PA', 'Pará'],
    ['PB', 'Paraíba'],
    ['PR', 'Paraná'],
    ['PE', 'Pernambuco'],
    ['PI', 'Piauí'],
    ['RJ', 'Rio de Janeiro'],
    ['RN', 'Rio Grande do Norte'],
    ['RS', 'Rio Grande do Sul'],
    ['RO', 'Rondônia'],
    ['RR', 'Roraima'],
    ['SC', 'Santa Catarina'],
    ['SP', 'São Paulo'],
    ['SE', 'Sergipe'],
    ['TO', 'Tocantins'],
  ],
};

export async function seed({ db }: SeedContext): Promise<void> {
  const rows = Object.entries(DIVISIONS).flatMap(([country, list]) =>
    list.map(([code, name]) => ({ country_code: country, code, name })),
  );
  await db('divisions').insert(rows).onConflict(['country_code', 'code']).ignore();
}
