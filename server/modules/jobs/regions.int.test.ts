import { expect } from 'chai';
import { expectError } from '../../test/answers';
import { useTestApp } from '../../test/harness';
import { TEST_BOOKING } from '../../test/users';
import { TIME_ZONES } from '../../../common/regions';
import { todayIn } from '../../../common/time';
import { dayAfter, sellerAndClient } from './test-kit';

/** A date in Uruguay `days` from today. */
const uyDateIn = (days: number) => dayAfter(todayIn(TIME_ZONES.uy, Date.now()), days);

describe('buying in a region', () => {
  const app = useTestApp();

  it('refuses a Uruguayan service bought on the Brazilian pages and creates no job', async () => {
    const { client, serviceId } = await sellerAndClient(app, 'vendedor01', {
      agenda: false,
      requiresAppointment: false,
    });
    // The phone in its international form, which a page of either region reads.
    const body = {
      ...TEST_BOOKING,
      phone: '+59899123456',
      date: uyDateIn(3),
      timeOfDay: 'morning',
    };
    const refused = await app.request('POST', `/admin/api/services/${serviceId}/buy`, {
      token: client.token,
      body: { ...body, region: 'br' },
    });
    expectError(refused, 409, 'SERVICE_OTHER_REGION');
    const [{ count }] = await app.db('jobs').where({ client_id: client.id }).count();
    expect(Number(count)).to.equal(0);
    const bought = await app.request('POST', `/admin/api/services/${serviceId}/buy`, {
      token: client.token,
      body: { ...body, region: 'uy' },
    });
    expect(bought.status, JSON.stringify(bought.body)).to.equal(201);
    expect(bought.body).to.include({ currency: 'UYU', status: 'new' });
  });

  it('refuses a region that does not exist as a field error', async () => {
    const { client, serviceId } = await sellerAndClient(app, 'vendedor02', {
      agenda: false,
      requiresAppointment: false,
    });
    const refused = await app.request('POST', `/admin/api/services/${serviceId}/buy`, {
      token: client.token,
      body: { ...TEST_BOOKING, date: uyDateIn(3), timeOfDay: 'morning', region: 'ar' },
    });
    expectError(refused, 422, 'VALIDATION_FAILED');
  });
});
