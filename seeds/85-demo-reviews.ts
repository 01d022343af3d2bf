import type { SeedContext } from '../server/platform/migrate';

const DAY = 86_400_000;

/** What demo clients wrote, by region: mostly happy, now and then a reserve. */
const REVIEWS = {
  uy: [
    [5, 'Llegó a la hora, explicó todo y dejó el lugar impecable. Lo vuelvo a llamar.'],
    [5, 'Muy prolijo y con buen precio. Resolvió en una visita lo que otros no pudieron.'],
    [4, 'Buen trabajo. Tardó un poco más de lo previsto, pero avisó antes.'],
    [5, 'Excelente atención por el chat y cumplió con lo acordado.'],
    [3, 'El trabajo quedó bien, aunque tuvimos que cambiar el día dos veces.'],
    [5, 'Súper recomendable: rápido, amable y cuidadoso.'],
  ],
  br: [
    [5, 'Chegou no horário, explicou tudo e deixou o local limpo. Recomendo.'],
    [5, 'Muito caprichoso e com preço justo. Resolveu em uma visita só.'],
    [4, 'Bom serviço. Demorou um pouco mais que o combinado, mas avisou antes.'],
    [5, 'Ótimo atendimento pelo chat e cumpriu o que prometeu.'],
    [3, 'O serviço ficou bom, mas precisamos remarcar duas vezes.'],
    [5, 'Recomendo muito: rápido, educado e cuidadoso.'],
  ],
} as const;

/**
 * Completed jobs and their reviews for the demo proskers (not the two demo accounts of the
 * README, whose orders start empty), so the catalogue shows ratings and work done. Each prosker
 * gets 0 to 4 jobs of their first service with demo clients of their region, dated in the past.
 * Once: only while no review exists.
 */
export async function seed({ db, demo }: SeedContext): Promise<void> {
  if (!demo) return;
  const [{ count }] = await db('reviews').count({ count: '*' });
  if (Number(count) > 0) return;
  const demoUsers = (type: 'prosker' | 'client') =>
    db('users')
      .whereLike('email', '%@demo.prosk.uy')
      .where('type_user', type === 'prosker' ? '>=' : '<', 2)
      .whereNull('banned_at')
      .orderBy('id')
      .select('id', 'region');
  const proskers = await demoUsers('prosker');
  const clients = await demoUsers('client');
  const now = Date.now();
  for (const [i, prosker] of proskers.entries()) {
    const region = prosker.region === 'br' ? 'br' : 'uy';
    const service = await db('services')
      .where({ prosker_id: prosker.id, enabled: true })
      .orderBy('id')
      .first();
    const theirClients = clients.filter((c) => (c.region === 'br' ? 'br' : 'uy') === region);
    if (!service || theirClients.length === 0) continue;
    const jobs = i % 5;
    for (let n = 0; n < Math.min(jobs, 4); n++) {
      const client = theirClients[(i + n) % theirClients.length];
      const start = new Date(now - (20 + i * 3 + n * 11) * DAY);
      const [job] = await db('jobs')
        .insert({
          prosker_id: prosker.id,
          client_id: client.id,
          service_id: service.id,
          title: service.title,
          description: service.description,
          price: service.price,
          currency: service.currency,
          category_id: service.category_id,
          status: 'complete',
          start_date: start,
          end_date: new Date(start.getTime() + 2 * 3_600_000),
          created_at: new Date(start.getTime() - 3 * DAY),
          updated_at: new Date(start.getTime() + DAY),
        })
        .returning('id');
      const [rating, text] = REVIEWS[region][(i * 3 + n) % REVIEWS[region].length];
      await db('reviews').insert({
        job_id: job.id,
        client_id: client.id,
        prosker_id: prosker.id,
        rating,
        text,
        created_at: new Date(start.getTime() + 2 * DAY),
      });
    }
  }
}
