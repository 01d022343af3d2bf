import LinkIcon from 'plain-icon:Link';
import SearchIcon from 'plain-icon:Search';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FAQ_SECTIONS } from '../../../common/content';
import { usePageTitle } from '../seo/use-page-title';
import { faqPage } from '../seo/structured-data';
import { RouteLink } from '../navigation/RouteLink';
import { useFaq, type FaqEntry } from './content-api';
import { useContentT } from '../i18n/content-text';
import { ContentBody } from './ContentBody';
import { ContentState } from './ContentState';
import {
  Accordion,
  AccordionItem,
  Container,
  Field,
  IconLinkButton,
  LinkButton,
  Text,
} from '../ui';
import styles from './FaqPage.module.css';

/** Lowercase without accents: "Cancelación" and "cancelacion" find each other. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function Entry({ entry }: { entry: FaqEntry }) {
  const t = useContentT();
  return (
    <AccordionItem
      value={entry.slug}
      id={entry.slug}
      title={entry.title}
      className={styles.entry}
      testId="faq-entry"
    >
      <ContentBody html={entry.html} />
      <IconLinkButton render={<a href={`#${entry.slug}`} />} label={t('faq.link')} size="small">
        <LinkIcon fontSize="small" />
      </IconLinkButton>
    </AccordionItem>
  );
}

/**
 * The FAQ in two sections (clients, proskers), searchable as you type over questions and
 * answers; each question has its own anchor, and arriving at one opens it.
 */
export default function FaqPage() {
  const t = useContentT();
  const query = useFaq();
  usePageTitle(t('faq.title'), {
    description: t('faq.description'),
    structuredData: query.data ? [faqPage(query.data)] : [],
  });
  const { hash } = useLocation();
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<Set<string>>(new Set());
  const anchor = decodeURIComponent(hash.slice(1));
  useEffect(() => {
    if (anchor) setOpen((current) => new Set(current).add(anchor));
  }, [anchor]);
  const entries = query.data;
  const shown = useMemo(() => {
    const words = fold(q).split(/\s+/).filter(Boolean);
    if (!entries || !words.length) return entries ?? [];
    return entries.filter((e) => {
      const text = fold(`${e.title} ${e.summary} ${e.text}`);
      return words.every((w) => text.includes(w));
    });
  }, [entries, q]);
  // While searching, every answer shown is open (the words found are in it).
  const searching = Boolean(q.trim());
  return (
    <Container size="md" padded="reading" data-testid="faq-page">
      <Text variant="h1" className={styles.title}>
        {t('faq.title')}
      </Text>
      <Text tone="secondary" className={styles.description}>
        {t('faq.description')}
      </Text>
      <Field
        type="search"
        fullWidth
        value={q}
        onChange={(event) => setQ(event.target.value)}
        label={t('faq.search')}
        startAdornment={<SearchIcon />}
        className={styles.search}
      />
      <Text variant="body2" tone="secondary" aria-live="polite" className={styles.count}>
        {entries &&
          (q.trim() && !shown.length
            ? t('faq.noResults', { q: q.trim() })
            : t('faq.count', { count: shown.length }))}
      </Text>
      <ContentState query={query}>
        {entries && !entries.length && <Text>{t('faq.empty')}</Text>}
        {FAQ_SECTIONS.map((section) => {
          const inSection = shown.filter((e) => e.section === section);
          if (!inSection.length) return null;
          return (
            <section key={section} aria-labelledby={`faq-${section}`} className={styles.section}>
              <Text id={`faq-${section}`} variant="h5" as="h2" className={styles.sectionTitle}>
                {t(`faq.${section}`)}
              </Text>
              <Accordion
                value={searching ? inSection.map((e) => e.slug) : [...open]}
                onValueChange={(value) => {
                  if (searching) return;
                  // This section's open items, beside the other section's.
                  setOpen((current) => {
                    const next = new Set(
                      [...current].filter((slug) => !inSection.some((e) => e.slug === slug)),
                    );
                    for (const slug of value) next.add(slug);
                    return next;
                  });
                }}
              >
                {inSection.map((entry) => (
                  <Entry key={entry.slug} entry={entry} />
                ))}
              </Accordion>
            </section>
          );
        })}
      </ContentState>
      <div className={styles.more}>
        <Text>{t('faq.more')}</Text>
        <LinkButton render={<RouteLink to="contact" />} variant="outlined">
          {t('faq.contact')}
        </LinkButton>
      </div>
    </Container>
  );
}
