import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { ReactNode } from 'react';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { squareAttachmentSources, ResponsiveImage } from '../media/ResponsiveImage';
import type { Message } from './chat-api';
import { linkParts } from './chat-format';

/** A message's text as text: links (http and https) become links, nothing else is markup. */
export function MessageText({ text }: { text: string }) {
  return (
    <Typography
      component="p"
      variant="body2"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}
      data-testid="message-text"
    >
      {linkParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <Link
            // The parts of one text never move: the index is their identity.
            key={index}
            href={part.text}
            target="_blank"
            rel="noopener noreferrer"
            color="inherit"
            underline="always"
          >
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}

/** A bubble, own messages on the right in the brand colour. */
function Bubble({
  mine,
  children,
  faded = false,
  tight = false,
}: {
  mine: boolean;
  children: ReactNode;
  faded?: boolean;
  /** An image alone: a thin frame around it. */
  tight?: boolean;
}) {
  return (
    <Box
      sx={{
        maxWidth: { xs: '85%', sm: '70%' },
        px: tight ? 0.5 : 1.5,
        py: tight ? 0.5 : 1,
        borderRadius: 3,
        borderBottomRightRadius: mine ? 4 : undefined,
        borderBottomLeftRadius: mine ? undefined : 4,
        bgcolor: mine ? 'primary.main' : 'action.selected',
        color: mine ? 'primary.contrastText' : 'text.primary',
        opacity: faded ? 0.75 : 1,
        minWidth: 0,
      }}
    >
      {children}
    </Box>
  );
}

/** A chat image's width in the conversation (its square thumb's frame). */
const IMAGE_WIDTH = 220;

function Attachment({
  attachment,
  onMediaLoad,
}: {
  attachment: NonNullable<Message['attachment']>;
  onMediaLoad: () => void;
}) {
  const t = useT();
  const format = useFormat();
  if (attachment.kind === 'image') {
    return (
      <Link
        href={attachment.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('chat.openImage')}
        sx={{ display: 'block', lineHeight: 0 }}
      >
        <ResponsiveImage
          sources={squareAttachmentSources(attachment, 'chat')}
          alt={t('chat.imageAlt')}
          onLoad={onMediaLoad}
          width={320}
          height={320}
          sizes={`${IMAGE_WIDTH}px`}
          testId="message-image"
          sx={{
            // The square thumb's room is kept before it loads, so the list does not jump; the
            // link opens the whole picture.
            width: IMAGE_WIDTH,
            maxWidth: '100%',
            height: 'auto',
            aspectRatio: '1 / 1',
            objectFit: 'cover',
            borderRadius: 2,
            display: 'block',
            bgcolor: 'action.hover',
          }}
        />
      </Link>
    );
  }
  return (
    <Link
      href={attachment.url}
      download
      target="_blank"
      rel="noopener noreferrer"
      color="inherit"
      underline="always"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
      data-testid="message-file"
    >
      <PictureAsPdfOutlinedIcon fontSize="small" aria-hidden />
      {t('chat.pdf', { size: format.binarySize(attachment.bytes) })}
    </Link>
  );
}

/** One message of the conversation: its text or file, its time, and for one's own "seen". */
export function MessageItem({
  message,
  mine,
  seen,
  onDelete,
  onMediaLoad,
  renderOffer,
}: {
  message: Message;
  mine: boolean;
  seen: boolean;
  onDelete: (message: Message) => void;
  onMediaLoad: () => void;
  renderOffer: (offer: NonNullable<Message['offer']>) => ReactNode;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        mb: 1,
      }}
      data-testid="message"
      data-mine={mine ? 'true' : 'false'}
      data-message-id={message.id}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          flexDirection: mine ? 'row-reverse' : 'row',
          maxWidth: '100%',
          justifyContent: mine ? 'flex-start' : 'flex-start',
          width: '100%',
        }}
      >
        {message.offer ? (
          renderOffer(message.offer)
        ) : (
          <Bubble
            mine={mine}
            faded={message.deleted}
            tight={!message.deleted && !message.body && message.attachment?.kind === 'image'}
          >
            {message.deleted ? (
              <Typography
                variant="body2"
                sx={{ fontStyle: 'italic' }}
                data-testid="message-deleted"
              >
                {t('chat.deleted')}
              </Typography>
            ) : (
              <Box sx={{ display: 'grid', gap: 0.75 }}>
                {message.attachment && (
                  <Attachment attachment={message.attachment} onMediaLoad={onMediaLoad} />
                )}
                {message.body && <MessageText text={message.body} />}
              </Box>
            )}
          </Bubble>
        )}
        {mine && !message.deleted && !message.offer && (
          <IconButton
            size="small"
            aria-label={t('chat.deleteMessage')}
            title={t('chat.deleteMessage')}
            onClick={() => onDelete(message)}
            sx={{ opacity: 0.6, '&:hover, &:focus-visible': { opacity: 1 } }}
            data-testid="delete-message"
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25, px: 0.5 }}
      >
        <Box component="time" dateTime={message.createdAt}>
          {format.time(message.createdAt)}
        </Box>
        {mine && !message.deleted && (
          <Box
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
            data-testid={seen ? 'message-seen' : 'message-sent'}
          >
            {seen && <DoneAllIcon sx={{ fontSize: 14 }} color="primary" aria-hidden />}
            {seen ? t('chat.seen') : t('chat.sent')}
          </Box>
        )}
      </Typography>
    </Box>
  );
}

/** A message of one's own on its way (or refused): its text stays, a retry sends it again. */
export interface PendingMessage {
  clientMessageId: string;
  body: string;
  status: 'sending' | 'failed';
  error: unknown;
}

export function PendingItem({
  pending,
  errorText,
  onRetry,
}: {
  pending: PendingMessage;
  errorText: string | null;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', mb: 1 }}
      data-testid="message-pending"
      data-status={pending.status}
    >
      <Bubble mine faded>
        <MessageText text={pending.body} />
      </Bubble>
      {pending.status === 'sending' ? (
        <ScheduleIcon sx={{ fontSize: 14, mt: 0.25 }} color="disabled" aria-hidden />
      ) : (
        <Box
          role="alert"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            mt: 0.5,
            color: 'error.main',
            maxWidth: { xs: '85%', sm: '70%' },
          }}
        >
          <ErrorOutlineIcon fontSize="small" aria-hidden />
          <Typography variant="caption">{errorText}</Typography>
          <Button size="small" color="error" onClick={onRetry} data-testid="retry-send">
            {t('chat.retrySend')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
