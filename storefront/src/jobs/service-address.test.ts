import { expect } from 'chai';
import { serviceIdOf, servicePageRedirect } from './service-address';

describe('a service page’s address', () => {
  it('names a service by a plain positive number only', () => {
    expect(serviceIdOf('42')).to.equal(42);
    for (const param of [undefined, '', '0', '042', '4.2', '1e3', ' 42', '-1', 'abc']) {
      expect(serviceIdOf(param), String(param)).to.equal(null);
    }
    expect(serviceIdOf('9007199254740993')).to.equal(null);
  });

  it('moves a service named in the other region to its own region’s page, with its query', () => {
    const uy = { id: 7, currency: 'UYU' as const };
    const br = { id: 8, currency: 'BRL' as const };
    expect(servicePageRedirect('uy', uy, '?date=2030-01-02&half=morning')).to.equal(null);
    expect(servicePageRedirect('br', br, '')).to.equal(null);
    expect(servicePageRedirect('br', uy, '?date=2030-01-02&half=morning')).to.equal(
      '/servicios/7?date=2030-01-02&half=morning',
    );
    expect(servicePageRedirect('uy', br, 'half=afternoon')).to.equal(
      '/br/servicos/8?half=afternoon',
    );
    expect(servicePageRedirect('uy', br, '')).to.equal('/br/servicos/8');
  });
});
