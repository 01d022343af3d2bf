import { expect } from 'chai';
import {
  REGIONS,
  ROUTES,
  ROUTE_NAMES,
  matchRoute,
  pathFor,
  regionOfPath,
  switchRegionPath,
} from './routes';

const SAMPLE_PARAMS = {
  query: 'lucia',
  name: 'plomeria',
  id: '12',
  conversationId: '7',
  email: 'ana@example.com',
  token: 'abc',
  serviceId: '3',
  subscriptionId: '9',
  jobId: '4',
  slug: 'how-payments-work',
};

describe('the storefront route table', () => {
  it('has path words for every route in both regions', () => {
    for (const name of ROUTE_NAMES) {
      for (const region of REGIONS) {
        expect(ROUTES[name].paths[region], `${name} in ${region}`).to.be.a('string');
      }
    }
  });

  it('covers every path of the specification in the uy region', () => {
    const specPaths = [
      '/',
      '/marketing',
      '/proskers',
      '/clientes',
      '/suscripcion',
      '/nosotros',
      '/como-vender',
      '/como-comprar',
      '/terminos-condiciones',
      '/contacto',
      '/facturacion',
      '/planes-suscripcion',
      '/perfil/x',
      '/perfiles',
      '/categorias',
      '/categorias/x',
      '/servicios/x',
      '/admin-servicios',
      '/mi-suscripcion',
      '/mi-direccion',
      '/mis-favoritos',
      '/mis-ordenes',
      '/servicios-contratados',
      '/admin-servicios-detalle/x',
      '/admin/cupones',
      '/admin/cupones/1/edit',
      '/admin/users',
      '/admin/users/1/edit',
      '/admin-especialidades',
      '/admin-categorias',
      '/admin-cancelacion',
      '/app/agenda',
      '/app/chat/1',
      '/auth/inicio-de-sesion',
      '/auth/inicio-de-sesion/x',
      '/auth/registrarse',
      '/auth/registrarse/x',
      '/auth/recuperar-contrasena',
      '/auth/confirmacion/a@b.uy',
      '/nueva-contrasena/t',
      '/user/verification/t',
      '/login/facebook/callback',
      '/login/google/callback',
      '/user/mercado-pago/callback',
      '/pago-de-servicio/1',
      '/pago-de-servicio-checkout/1',
      '/pago-de-suscripcion/1',
      '/page-not-found',
    ];
    for (const path of specPaths) {
      const match = matchRoute(path);
      expect(match, path).to.not.equal(null);
      expect(match!.region).to.equal('uy');
    }
  });

  it('gives Brazilian Portuguese words to the br region, under the /br prefix', () => {
    expect(pathFor('subscriptionLanding', 'br')).to.equal('/br/assinatura');
    expect(pathFor('forgotPassword', 'br')).to.equal('/br/auth/recuperar-senha');
    expect(pathFor('myOrders', 'br')).to.equal('/br/meus-pedidos');
    expect(pathFor('home', 'br')).to.equal('/br');
    const spanishOnly =
      /suscripcion|contrasena|servicio|direccion|ordenes|sesion|cupones|facturacion|pago-de/;
    for (const name of ROUTE_NAMES) {
      expect(ROUTES[name].paths.br, name).to.not.match(spanishOnly);
    }
  });

  it('builds a path from a route name and matches it back to the same name and parameters', () => {
    for (const name of ROUTE_NAMES) {
      for (const region of REGIONS) {
        const path = pathFor(name, region, SAMPLE_PARAMS);
        const match = matchRoute(path);
        expect(match?.name, path).to.equal(name);
        expect(match?.region).to.equal(region);
      }
    }
  });

  it('leaves out a missing optional parameter and refuses a missing required one', () => {
    expect(pathFor('signIn', 'uy')).to.equal('/auth/inicio-de-sesion');
    expect(pathFor('signIn', 'uy', { query: 'next' })).to.equal('/auth/inicio-de-sesion/next');
    expect(() => pathFor('profile', 'uy')).to.throw(/query/);
  });

  it('encodes parameters so that they survive the round trip', () => {
    const path = pathFor('confirmMail', 'uy', { email: 'ana maría@example.com' });
    expect(path).to.equal('/auth/confirmacion/ana%20mar%C3%ADa%40example.com');
    expect(matchRoute(path)?.params.email).to.equal('ana maría@example.com');
  });

  it('switches region keeping the page and its parameters', () => {
    expect(switchRegionPath('/mi-suscripcion', 'br')).to.equal('/br/minha-assinatura');
    expect(switchRegionPath('/br/perfil/lucia', 'uy')).to.equal('/perfil/lucia');
    expect(switchRegionPath('/page-not-found', 'br')).to.equal('/br/pagina-nao-encontrada');
    expect(switchRegionPath('/no/such/page', 'br')).to.equal('/br');
  });

  it('tells the region from the path prefix only', () => {
    expect(regionOfPath('/br')).to.equal('br');
    expect(regionOfPath('/br/categorias')).to.equal('br');
    expect(regionOfPath('/brasil')).to.equal('uy');
    expect(matchRoute('/nothing-here')).to.equal(null);
  });
});
