import type { Catalogue } from '../types';
import type { esStorefront } from '../es/storefront';

export const brStorefront: Catalogue<typeof esStorefront> = {
  app: {
    name: 'Prosk',
    pageTitle: '{{page}} · Prosk',
  },
  header: {
    homeLink: 'Prosk, ir para o início',
    navigation: 'Navegação principal',
    skipToContent: 'Pular para o conteúdo',
    openMenu: 'Abrir o menu',
    closeMenu: 'Fechar o menu',
    menu: 'Menu',
    preferences: 'Preferências',
  },
  nav: {
    home: 'Início',
    categories: 'Categorias',
  },
  preferences: {
    region: 'Região',
    regions: {
      uy: 'Uruguai',
      br: 'Brasil',
    },
    language: 'Idioma',
    languages: {
      es: 'Español',
      en: 'English',
      br: 'Português',
    },
    darkMode: 'Modo escuro',
    rightToLeft: 'Texto da direita para a esquerda',
  },
  footer: {
    tagline: 'Profissionais independentes de confiança, perto de você.',
    version: 'Versão {{version}}',
    copyright: '© {{year}} Prosk. Todos os direitos reservados.',
  },
  home: {
    title: 'Início',
    heroTitle: 'Encontre o prosker ideal para cada serviço',
    heroText:
      'Profissionais independentes perto de você, prontos para ajudar. Compare perfis, converse e agende em poucos passos.',
    browseCategories: 'Ver todas as categorias',
    categoriesTitle: 'Explore por categoria',
  },
  categories: {
    title: 'Categorias',
    intro: 'Escolha o tipo de serviço de que você precisa e descubra os proskers que o oferecem.',
    listLabel: 'Categorias de serviços',
    loading: 'Carregando categorias…',
    empty: 'Ainda não há categorias publicadas. Volte em breve.',
    loadFailed: 'Não conseguimos carregar as categorias.',
    retry: 'Tentar novamente',
  },
  notFound: {
    title: 'Página não encontrada',
    text: 'A página que você procura não existe ou foi movida.',
    backHome: 'Voltar para o início',
  },
  loading: {
    page: 'Carregando a página…',
  },
  errors: {
    network: 'Não conseguimos nos conectar. Verifique sua conexão e tente novamente.',
    unexpected: 'Ocorreu um erro. Tente novamente mais tarde.',
  },
  routeError: {
    chunkTitle: 'Não conseguimos carregar esta página',
    chunkText:
      'Sua conexão pode ter caído ou pode haver uma nova versão do Prosk. Recarregue a página para tentar novamente.',
    title: 'Algo deu errado',
    text: 'Ocorreu um erro inesperado ao mostrar esta página. Recarregue-a para tentar novamente.',
    retry: 'Tentar novamente',
  },
};
