/**
 * Storefront texts, Spanish of Uruguay (the source catalogue; en and br mirror its keys).
 * The register is "tú", as the rest of the product's Spanish texts.
 */
export const esStorefront = {
  app: {
    name: 'Prosk',
    pageTitle: '{{page}} · Prosk',
  },
  header: {
    homeLink: 'Prosk, ir al inicio',
    navigation: 'Navegación principal',
    skipToContent: 'Saltar al contenido',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
    menu: 'Menú',
    preferences: 'Preferencias',
  },
  nav: {
    home: 'Inicio',
    categories: 'Categorías',
  },
  preferences: {
    region: 'Región',
    regions: {
      uy: 'Uruguay',
      br: 'Brasil',
    },
    language: 'Idioma',
    languages: {
      es: 'Español',
      en: 'English',
      br: 'Português',
    },
    darkMode: 'Modo oscuro',
    rightToLeft: 'Texto de derecha a izquierda',
  },
  footer: {
    tagline: 'Profesionales independientes de confianza, cerca de ti.',
    version: 'Versión {{version}}',
    copyright: '© {{year}} Prosk. Todos los derechos reservados.',
  },
  home: {
    title: 'Inicio',
    heroTitle: 'Encuentra al prosker ideal para cada trabajo',
    heroText:
      'Profesionales independientes cerca de ti, listos para ayudarte. Compara perfiles, chatea y reserva en pocos pasos.',
    browseCategories: 'Ver todas las categorías',
    categoriesTitle: 'Explora por categoría',
  },
  categories: {
    title: 'Categorías',
    intro: 'Elige el tipo de servicio que necesitas y descubre a los proskers que lo ofrecen.',
    listLabel: 'Categorías de servicios',
    loading: 'Cargando categorías…',
    empty: 'Todavía no hay categorías publicadas. Vuelve a visitarnos pronto.',
    loadFailed: 'No pudimos cargar las categorías.',
    retry: 'Reintentar',
  },
  notFound: {
    title: 'Página no encontrada',
    text: 'La página que buscas no existe o fue movida.',
    backHome: 'Volver al inicio',
  },
  loading: {
    page: 'Cargando la página…',
  },
  errors: {
    network: 'No pudimos conectarnos. Revisa tu conexión e inténtalo de nuevo.',
    unexpected: 'Ha ocurrido un error. Inténtalo de nuevo más tarde.',
  },
  routeError: {
    chunkTitle: 'No pudimos cargar esta página',
    chunkText:
      'Puede que tu conexión se haya interrumpido o que haya una versión nueva de Prosk. Vuelve a cargar la página para intentarlo de nuevo.',
    title: 'Algo salió mal',
    text: 'Ocurrió un error inesperado al mostrar esta página. Vuelve a cargarla para intentarlo de nuevo.',
    retry: 'Reintentar',
  },
};
