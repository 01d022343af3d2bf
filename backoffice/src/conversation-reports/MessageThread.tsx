import { useState } from 'react';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ImageIcon from '@mui/icons-material/Image';
import { Box, Link, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { languageTag, useDateTime } from '../components/dates';
import { useMediaUrl } from './media';
import type { ConversationReport, ReportedMessage } from './types';

/** Where a message stands, like a chat: one person on the left, the other on the right. */
export type ThreadSide = 'start' | 'end';

const SIDES: Record<ThreadSide, { align: 'flex-start' | 'flex-end'; bgcolor: string }> = {
  start: { align: 'flex-start', bgcolor: 'action.hover' },
  end: { align: 'flex-end', bgcolor: 'action.selected' },
};

/** Who said a message: its side and the words naming the author. */
export interface Speaker {
  side: ThreadSide;
  label: string;
}

const useLanguageTag = () => {
  const [locale] = useLocaleState();
  return languageTag(locale);
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
const Message = ({ message, speaker }: { message: ReportedMessage; speaker: Speaker }) => {
  const { side, label } = speaker;
  const translate = useTranslate();
  const dateTime = useDateTime();
  const at = dateTime(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
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
          {label} · {at}
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
 * A conversation's messages, oldest first, each said by whom `speakerOf` tells; deleted ones
 * are only marked as such.
 */
export const Thread = <M extends ReportedMessage>({
  messages,
  speakerOf,
}: {
  messages: readonly M[];
  speakerOf: (message: M) => Speaker;
}) => {
  const translate = useTranslate();
  if (messages.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('backoffice.conversation-reports.noMessages')}
      </Typography>
    );
  }
  return (
    <Box
      component="ol"
      data-testid="reported-messages"
      sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {messages.map((message) => (
        <Message key={message.id} message={message} speaker={speakerOf(message)} />
      ))}
    </Box>
  );
};

/**
 * The reported conversation's newest messages, oldest first, each said by the reporter (left)
 * or by the reported user (right).
 */
export const MessageThread = () => {
  const report = useRecordContext<ConversationReport>();
  const translate = useTranslate();
  if (!report) return null;
  const speakerOf = (message: ReportedMessage): Speaker => {
    const [side, role, person] =
      message.senderId === report.reporter.id
        ? (['start', 'reporter', report.reporter] as const)
        : (['end', 'reported', report.reported] as const);
    return {
      side,
      label: translate(`backoffice.conversation-reports.sides.${role}`, { name: person.username }),
    };
  };
  return <Thread messages={report.messages ?? []} speakerOf={speakerOf} />;
};
