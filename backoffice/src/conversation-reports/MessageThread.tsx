import { useState } from 'react';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ImageIcon from '@mui/icons-material/Image';
import { Box, Link, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { LANGUAGE_TAGS, isLanguage } from '../../../common/i18n';
import { useMediaUrl } from './media';
import type { ConversationReport, ReportedMessage } from './types';

type Side = 'reporter' | 'reported';

/** The reporter's messages on the left, the reported user's on the right, like a chat. */
const SIDES: Record<Side, { align: 'flex-start' | 'flex-end'; bgcolor: string }> = {
  reporter: { align: 'flex-start', bgcolor: 'action.hover' },
  reported: { align: 'flex-end', bgcolor: 'action.selected' },
};

const useLanguageTag = () => {
  const [locale] = useLocaleState();
  return isLanguage(locale) ? LANGUAGE_TAGS[locale] : undefined;
};

/** A file's size as staff read it: kilobytes, or megabytes from one up. */
const useFileSize = () => {
  const tag = useLanguageTag();
  return (bytes: number) => {
    const [value, unit] =
      bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [bytes / 1000, 'kilobyte'];
    return new Intl.NumberFormat(tag, { style: 'unit', unit, maximumFractionDigits: 1 }).format(
      value,
    );
  };
};

/**
 * An image as its thumbnail linking to the full picture, a PDF as a link. Should the thumbnail
 * not load (a policy of the page, a file gone), the image is offered as a link like a PDF.
 */
const Attachment = ({ attachment }: { attachment: NonNullable<ReportedMessage['attachment']> }) => {
  const translate = useTranslate();
  const mediaUrl = useMediaUrl();
  const size = useFileSize();
  const [broken, setBroken] = useState(false);
  if (!mediaUrl) return null;
  const href = mediaUrl(attachment.url);
  const isImage = attachment.kind === 'image';
  const name = translate(`backoffice.conversation-reports.attachments.${attachment.kind}`);
  if (isImage && !broken) {
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ display: 'block' }}>
        <Box
          component="img"
          src={mediaUrl(attachment.thumbUrl ?? attachment.url)}
          alt={name}
          loading="lazy"
          onError={() => setBroken(true)}
          sx={{ display: 'block', maxWidth: 200, maxHeight: 200, borderRadius: 1 }}
        />
      </Link>
    );
  }
  const Icon = isImage ? ImageIcon : PictureAsPdfIcon;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <Icon fontSize="small" aria-hidden />
      {name} · {size(attachment.bytes)}
    </Link>
  );
};

/** One message, said by whom and when; its text as text, never as HTML. */
const Message = ({
  message,
  side,
  author,
}: {
  message: ReportedMessage;
  side: Side;
  author: string;
}) => {
  const translate = useTranslate();
  const tag = useLanguageTag();
  const at = new Date(message.createdAt).toLocaleString(tag, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Box
      component="li"
      data-testid="reported-message"
      data-side={side}
      sx={{ listStyle: 'none', display: 'flex', justifyContent: SIDES[side].align }}
    >
      <Box
        sx={{ maxWidth: '75%', minWidth: 0, p: 1, borderRadius: 1, bgcolor: SIDES[side].bgcolor }}
      >
        <Typography variant="caption" component="p" color="text.secondary">
          {translate(`backoffice.conversation-reports.sides.${side}`, { name: author })} · {at}
        </Typography>
        {message.deleted ? (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {translate('backoffice.conversation-reports.deleted')}
          </Typography>
        ) : (
          <>
            {message.body ? (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.body}
              </Typography>
            ) : null}
            {message.attachment ? <Attachment attachment={message.attachment} /> : null}
          </>
        )}
      </Box>
    </Box>
  );
};

/**
 * The reported conversation's newest messages, oldest first, each said by the reporter or by
 * the reported user; deleted ones are only marked as such.
 */
export const MessageThread = () => {
  const report = useRecordContext<ConversationReport>();
  const translate = useTranslate();
  if (!report) return null;
  const messages = report.messages ?? [];
  if (messages.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('backoffice.conversation-reports.noMessages')}
      </Typography>
    );
  }
  const people: Record<Side, ConversationReport['reporter']> = {
    reporter: report.reporter,
    reported: report.reported,
  };
  return (
    <Box
      component="ol"
      data-testid="reported-messages"
      sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {messages.map((message) => {
        const side: Side = message.senderId === report.reporter.id ? 'reporter' : 'reported';
        return (
          <Message key={message.id} message={message} side={side} author={people[side].username} />
        );
      })}
    </Box>
  );
};
