import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LinkIcon from '@mui/icons-material/Link';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FAQ_SECTIONS } from '../../../common/content';
import { usePageTitle } from '../app/use-page-title';
import { faqPage } from '../seo/structured-data';
import { RouteLink } from '../routing/RouteLink';
import { useFaq, type FaqEntry } from './content-api';
import { useContentT } from './content-text';
import { ContentBody } from './ContentBody';
import { ContentState } from './ContentState';

/** Lowercase without accents: "Cancelación" and "cancelacion" find each other. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function Entry({
  entry,
  open,
  onToggle,
}: {
  entry: FaqEntry;
  open: boolean;
  onToggle: () => void;
}) {
  const t = useContentT();
  return (
    <Accordion
      expanded={open}
      onChange={onToggle}
      id={entry.slug}
      disableGutters
      variant="outlined"
      sx={{ scrollMarginTop: 96 }}
      data-testid="faq-entry"
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden />}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {entry.title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <ContentBody html={entry.html} />
        <IconButton
          component="a"
          href={`#${entry.slug}`}
          size="small"
          aria-label={t('faq.link')}
          title={t('faq.link')}
        >
          <LinkIcon fontSize="small" aria-hidden />
        </IconButton>
      </AccordionDetails>
    </Accordion>
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
  const toggle = (slug: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return next;
    });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }} data-testid="faq-page">
      <Typography variant="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('faq.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('faq.description')}
      </Typography>
      <TextField
        type="search"
        fullWidth
        value={q}
        onChange={(event) => setQ(event.target.value)}
        label={t('faq.search')}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 1 }}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 3 }}>
        {entries &&
          (q.trim() && !shown.length
            ? t('faq.noResults', { q: q.trim() })
            : t('faq.count', { count: shown.length }))}
      </Typography>
      <ContentState query={query}>
        {entries && !entries.length && <Typography>{t('faq.empty')}</Typography>}
        {FAQ_SECTIONS.map((section) => {
          const inSection = shown.filter((e) => e.section === section);
          if (!inSection.length) return null;
          return (
            <Box
              component="section"
              key={section}
              aria-labelledby={`faq-${section}`}
              sx={{ mb: 4 }}
            >
              <Typography id={`faq-${section}`} variant="h5" component="h2" sx={{ mb: 1.5 }}>
                {t(`faq.${section}`)}
              </Typography>
              {inSection.map((entry) => (
                <Entry
                  key={entry.slug}
                  entry={entry}
                  open={open.has(entry.slug) || Boolean(q.trim())}
                  onToggle={() => toggle(entry.slug)}
                />
              ))}
            </Box>
          );
        })}
      </ContentState>
      <Box sx={{ mt: 4, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography>{t('faq.more')}</Typography>
        <Button component={RouteLink} to="contact" variant="outlined">
          {t('faq.contact')}
        </Button>
      </Box>
    </Container>
  );
}
