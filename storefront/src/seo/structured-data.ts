/**
 * schema.org nodes (JSON-LD) that tell search engines what a page is: the organisation on the
 * home page, a prosker as a professional service with rating and offers, one of their services
 * with its provider and price, the trail of breadcrumbs, the FAQ and a blog post. Addresses are root-relative; the head makes them
 * absolute with the product's public origin.
 */
import type { StructuredData } from './page-head';

export interface Crumb {
  name: string;
  path: string;
}

export function organization(name: string, description: string): StructuredData {
  return { '@type': 'Organization', name, description, url: '/', logo: '/favicon.svg' };
}

export function breadcrumbs(crumbs: Crumb[]): StructuredData {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.path,
    })),
  };
}

export interface ServiceOffer {
  title: string;
  description: string;
  price: number;
  currency: string;
}

/** A price asked for something, in a currency's ISO code. */
const offer = (price: number, currency: string, more: StructuredData = {}): StructuredData => ({
  '@type': 'Offer',
  price,
  priceCurrency: currency,
  ...more,
});

/** Where a prosker works (their department) and in which country; nothing when neither is known. */
function postalAddress(area: string | null, country: string | null): StructuredData {
  return area || country
    ? {
        address: {
          '@type': 'PostalAddress',
          ...(area ? { addressRegion: area } : {}),
          ...(country ? { addressCountry: country } : {}),
        },
      }
    : {};
}

export function professionalService(profile: {
  name: string;
  path: string;
  description: string | null;
  image: string | null;
  area: string | null;
  country: string | null;
  ratingAvg: number;
  ratingCount: number;
  categories: string[];
  offers: ServiceOffer[];
}): StructuredData {
  return {
    '@type': 'ProfessionalService',
    name: profile.name,
    url: profile.path,
    ...(profile.description ? { description: profile.description } : {}),
    ...(profile.image ? { image: profile.image } : {}),
    ...postalAddress(profile.area, profile.country),
    ...(profile.categories.length ? { knowsAbout: profile.categories } : {}),
    // A rating without reviews says nothing, and search engines refuse it.
    ...(profile.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: profile.ratingAvg,
            reviewCount: profile.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(profile.offers.length
      ? {
          makesOffer: profile.offers.map((service) =>
            offer(service.price, service.currency, {
              itemOffered: {
                '@type': 'Service',
                name: service.title,
                description: service.description,
              },
            }),
          ),
        }
      : {}),
  };
}

/**
 * One service on its own page: what it is, its category, who provides it (their profile, the
 * same professional service their page describes) and its price.
 */
export function serviceOffered(service: {
  name: string;
  path: string;
  description: string;
  image: string | null;
  category: string | null;
  price: number;
  currency: string;
  provider: {
    name: string;
    path: string;
    image: string | null;
    area: string | null;
    country: string | null;
  } | null;
}): StructuredData {
  const { provider } = service;
  return {
    '@type': 'Service',
    name: service.name,
    url: service.path,
    description: service.description,
    ...(service.image ? { image: service.image } : {}),
    ...(service.category ? { serviceType: service.category } : {}),
    ...(provider
      ? {
          provider: {
            '@type': 'ProfessionalService',
            name: provider.name,
            url: provider.path,
            ...(provider.image ? { image: provider.image } : {}),
            ...postalAddress(provider.area, provider.country),
          },
          ...(provider.area ? { areaServed: provider.area } : {}),
        }
      : {}),
    offers: offer(service.price, service.currency, { url: service.path }),
  };
}

export function faqPage(entries: { title: string; text: string }[]): StructuredData {
  return {
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.title,
      acceptedAnswer: { '@type': 'Answer', text: entry.text },
    })),
  };
}

export function blogPosting(post: {
  title: string;
  summary: string;
  image: string | null;
  author: string | null;
  publishedAt: string;
  updatedAt: string;
  language: string;
  path: string;
  publisher: string;
}): StructuredData {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    ...(post.image ? { image: post.image } : {}),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: post.language,
    mainEntityOfPage: post.path,
    author: post.author
      ? { '@type': 'Person', name: post.author }
      : { '@type': 'Organization', name: post.publisher },
    publisher: { '@type': 'Organization', name: post.publisher, logo: '/favicon.svg' },
  };
}
