/**
 * schema.org nodes (JSON-LD) that tell search engines what a page is: the organisation on the
 * home page, a prosker as a professional service with rating and offers, the trail of
 * breadcrumbs, the FAQ and a blog post. Addresses are root-relative; the head makes them
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
    ...(profile.area || profile.country
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(profile.area ? { addressRegion: profile.area } : {}),
            ...(profile.country ? { addressCountry: profile.country } : {}),
          },
        }
      : {}),
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
          makesOffer: profile.offers.map((offer) => ({
            '@type': 'Offer',
            price: offer.price,
            priceCurrency: offer.currency,
            itemOffered: { '@type': 'Service', name: offer.title, description: offer.description },
          })),
        }
      : {}),
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
