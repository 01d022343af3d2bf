import type { Catalogue } from '../types';
import type { esStorefront } from '../es/storefront';

export const enStorefront: Catalogue<typeof esStorefront> = {
  app: {
    name: 'Prosk',
    pageTitle: '{{page}} · Prosk',
  },
  header: {
    homeLink: 'Prosk, go to the home page',
    navigation: 'Main navigation',
    skipToContent: 'Skip to content',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    menu: 'Menu',
    preferences: 'Preferences',
  },
  nav: {
    home: 'Home',
    categories: 'Categories',
  },
  preferences: {
    region: 'Region',
    regions: {
      uy: 'Uruguay',
      br: 'Brazil',
    },
    language: 'Language',
    languages: {
      es: 'Español',
      en: 'English',
      br: 'Português',
    },
    darkMode: 'Dark mode',
    rightToLeft: 'Right-to-left text',
  },
  footer: {
    tagline: 'Trusted independent professionals, close to you.',
    version: 'Version {{version}}',
    copyright: '© {{year}} Prosk. All rights reserved.',
  },
  home: {
    title: 'Home',
    heroTitle: 'Find the right prosker for every job',
    heroText:
      'Independent professionals near you, ready to help. Compare profiles, chat and book in a few steps.',
    browseCategories: 'See all categories',
    categoriesTitle: 'Browse by category',
  },
  categories: {
    title: 'Categories',
    intro: 'Choose the kind of service you need and discover the proskers who offer it.',
    listLabel: 'Service categories',
    loading: 'Loading categories…',
    empty: 'There are no categories yet. Please come back soon.',
    loadFailed: 'We could not load the categories.',
    retry: 'Try again',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has been moved.',
    backHome: 'Back to the home page',
  },
  loading: {
    page: 'Loading the page…',
  },
  errors: {
    network: 'We could not connect. Check your connection and try again.',
    unexpected: 'An error has occurred. Please try again later.',
  },
  routeError: {
    chunkTitle: 'We could not load this page',
    chunkText:
      'Your connection may have dropped, or a new version of Prosk may be out. Reload the page to try again.',
    title: 'Something went wrong',
    text: 'An unexpected error occurred while showing this page. Reload it to try again.',
    retry: 'Try again',
  },
};
