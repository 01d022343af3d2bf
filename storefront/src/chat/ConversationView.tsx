import ArrowBackIcon from 'plain-icon:ArrowBack';
import BlockIcon from 'plain-icon:Block';
import FlagOutlinedIcon from 'plain-icon:FlagOutlined';
import LocalOfferOutlinedIcon from 'plain-icon:LocalOfferOutlined';
import MoreVertIcon from 'plain-icon:MoreVert';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_SOCKET_EVENTS } from '../../../common/chat';
import { JOB_SOCKET_EVENT } from '../../../common/jobs';
import { ApiError } from '../api/api-client';
import { FormErrorAlert } from '../forms/FormErrorAlert';
import { generalErrorText } from '../forms/server-errors';
import { useFormat } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { JobStatusChip } from '../jobs/JobStatusChip';
import { OfferCard } from '../jobs/OfferCard';
import { LoadFailedAlert } from '../layout/LoadFailedAlert';
import { ImageAvatar } from '../media/Picture';
import { RouteLink } from '../navigation/RouteLink';
import { useSignedInUser } from '../session/session';
import {
  Button,
  ConfirmDialog,
  IconButton,
  LinkChip,
  Menu,
  MenuItem,
  Skeleton,
  Text,
  Toast,
  iconButtonClass,
  linkClass,
} from '../ui';
import {
  conversationKey,
  deleteMessage,
  invalidateChatLists,
  markRead,
  sendMessage,
  setBlocked,
  useConversation,
} from '../conversations/chat-api';
import type { Conversation, Message } from '../conversations/chat-api';
import { useChatEvent } from '../conversations/chat-socket';
import { Composer } from './Composer';
import type { PendingMessage } from './MessageItem';
import { MessageList } from './MessageList';
import styles from './chat.module.css';
import { SupportBadge, useChatName } from './support';
import { useMessages } from './use-messages';
import { usePageVisible } from './use-page-visible';

// Opened on demand: their forms load with them, not with the conversation.
const OfferDialog = lazy(() =>
  import('../jobs/OfferDialog').then((module) => ({ default: module.OfferDialog })),
);
const ReportDialog = lazy(() =>
  import('./ReportDialog').then((module) => ({ default: module.ReportDialog })),
);

/** The way back to the list (phones): a round link drawn as the kit's icon button. */
function BackLink({ className }: { className?: string }) {
  const t = useT();
  return (
    <RouteLink
      to="chat"
      aria-label={t('chat.back')}
      title={t('chat.back')}
      className={iconButtonClass({ className })}
      data-testid="chat-back"
    >
      <ArrowBackIcon className={styles.directional} />
    </RouteLink>
  );
}

/** The other person, the menu (block, report) and, on phones, the way back to the list. */
function ConversationHeader({
  conversation,
  withBack,
  onBlock,
  onUnblock,
  onReport,
}: {
  conversation: Conversation;
  withBack: boolean;
  onBlock: () => void;
  onUnblock: () => void;
  onReport: () => void;
}) {
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { other } = conversation;
  const name = useChatName()(conversation);
  const support = conversation.kind === 'support';
  // The client talks to a prosker, whose profile is public.
  const proskerOther = conversation.role === 'client';
  const close = () => setAnchor(null);
  return (
    <div className={styles.bar}>
      {withBack && <BackLink />}
      <ImageAvatar url={other.photo} size={40} loading="eager">
        {name.charAt(0).toUpperCase()}
      </ImageAvatar>
      <div className={styles.barText}>
        <div className={styles.barName}>
          {/* On a phone the conversation is the whole page: its name is the page's heading. */}
          <Text
            variant="h2"
            as={withBack ? 'h1' : 'h2'}
            className={styles.name}
            data-testid="conversation-name"
          >
            {name}
          </Text>
          {support && <SupportBadge />}
        </div>
        {!support && proskerOther && other.state === 'active' && (
          <Text variant="body2" as="span">
            <RouteLink
              to="profile"
              params={{ query: other.username }}
              className={linkClass}
              title={t('chat.viewProfile', { name })}
            >
              @{other.username}
            </RouteLink>
          </Text>
        )}
      </div>
      {/* Support is no person to block or report. */}
      {!support && (
        <>
          <IconButton
            label={t('chat.moreActions')}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor !== null}
            onClick={(event) => setAnchor(event.currentTarget)}
            data-testid="conversation-menu"
          >
            <MoreVertIcon />
          </IconButton>
          <Menu id={menuId} anchor={anchor} onClose={close} label={t('chat.moreActions')}>
            <MenuItem
              icon={<BlockIcon fontSize="small" />}
              onClick={() => {
                close();
                if (conversation.blockedByMe) onUnblock();
                else onBlock();
              }}
            >
              {conversation.blockedByMe ? t('chat.unblock') : t('chat.block')}
            </MenuItem>
            <MenuItem
              icon={<FlagOutlinedIcon fontSize="small" />}
              onClick={() => {
                close();
                onReport();
              }}
            >
              {t('chat.report')}
            </MenuItem>
          </Menu>
        </>
      )}
    </div>
  );
}

/** The jobs between the two (status, date, a link to each) and, for the prosker, an offer. */
function ConversationJobs({
  conversation,
  onOffer,
}: {
  conversation: Conversation;
  onOffer: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const prosker = conversation.role === 'prosker';
  if (conversation.kind === 'support') return null;
  if (conversation.jobs.length === 0 && !prosker) return null;
  return (
    <section
      aria-label={t('chat.jobsTitle')}
      className={`${styles.bar} ${styles.jobs}`}
      data-testid="conversation-jobs"
    >
      {prosker && conversation.other.state === 'active' && (
        <Button
          onClick={onOffer}
          size="small"
          variant="contained"
          startIcon={<LocalOfferOutlinedIcon fontSize="inherit" />}
          className={styles.offerButton}
          data-testid="make-offer"
        >
          {t('chat.makeOffer')}
        </Button>
      )}
      {conversation.jobs.map((job) => (
        <div key={job.id} className={styles.job} data-testid="conversation-job">
          <LinkChip
            render={<RouteLink to="adminServiceDetail" params={{ query: job.id }} />}
            size="small"
            className={styles.jobChip}
          >
            {t('chat.jobLabel', { title: job.title, date: format.dayMonth(job.startDate) })}
          </LinkChip>
          <JobStatusChip status={job.status} />
        </div>
      ))}
    </section>
  );
}

/** One conversation: header, jobs, messages and the message box. */
export function ConversationView({ id, withBack }: { id: number; withBack: boolean }) {
  const chatName = useChatName();
  const t = useT();
  const { t: errorsT } = useTranslation('errors');
  const me = useSignedInUser();
  const queryClient = useQueryClient();
  const conversation = useConversation(id);
  const messages = useMessages(id);
  const { merge, updateOffer } = messages;
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [deleting, setDeleting] = useState<Message | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<unknown>(null);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [blockBusy, setBlockBusy] = useState(false);
  const [blockError, setBlockError] = useState<unknown>(null);
  const [reporting, setReporting] = useState(false);
  const [offering, setOffering] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const readUpTo = useRef(0);
  const data = conversation.data;

  // A conversation changes under the page: forget what the previous one had on its way.
  useEffect(() => {
    setPending([]);
    readUpTo.current = 0;
  }, [id]);

  // An offer's job moved (its client answered, its prosker withdrew or changed it): the card
  // and the jobs above follow.
  useChatEvent(JOB_SOCKET_EVENT, (offer) => {
    updateOffer(offer);
    void queryClient.invalidateQueries({ queryKey: conversationKey(id) });
  });

  // The other person read up to a message: "seen" follows at once.
  useChatEvent(CHAT_SOCKET_EVENTS.read, (event) => {
    if (event.conversationId !== id || event.userId === me.id) return;
    queryClient.setQueryData<Conversation>(conversationKey(id), (held) =>
      held && held.otherLastReadMessageId < event.messageId
        ? { ...held, otherLastReadMessageId: event.messageId }
        : held,
    );
  });

  // Open, on screen, and a message of the other person is newer than what was marked read:
  // mark it.
  const newest = messages.messages.at(-1);
  const newestOther = messages.messages.findLast((message) => message.senderId !== me.id);
  const visible = usePageVisible();
  useEffect(() => {
    if (!visible || !newest || !newestOther || newestOther.id <= readUpTo.current) return;
    readUpTo.current = newest.id;
    markRead(id, newest.id).then(
      () => invalidateChatLists(queryClient),
      () => {
        readUpTo.current = 0;
      },
    );
  }, [id, newest, newestOther, queryClient, visible]);

  // A sent message arrived (from the answer or the socket): it is no longer on its way.
  const held = messages.messages;
  const shownPending = pending.filter(
    (item) =>
      !held.some(
        (message) => message.senderId === me.id && message.clientMessageId === item.clientMessageId,
      ),
  );

  const deliver = useCallback(
    (item: PendingMessage) => {
      setPending((list) => [
        ...list.filter((other) => other.clientMessageId !== item.clientMessageId),
        { ...item, status: 'sending', error: null },
      ]);
      sendMessage(id, item.clientMessageId, item.body).then(
        (message) => {
          merge([message]);
          setPending((list) => list.filter((o) => o.clientMessageId !== item.clientMessageId));
          invalidateChatLists(queryClient);
        },
        (error: unknown) => {
          // Kept with its id: a retry can never send it twice.
          setPending((list) =>
            list.map((o) =>
              o.clientMessageId === item.clientMessageId ? { ...o, status: 'failed', error } : o,
            ),
          );
          if (
            error instanceof ApiError &&
            ['CONVERSATION_BLOCKED', 'CONVERSATION_USER_UNAVAILABLE'].includes(error.code)
          ) {
            void queryClient.invalidateQueries({ queryKey: conversationKey(id) });
          }
        },
      );
    },
    [id, merge, queryClient],
  );

  const block = async (blocked: boolean) => {
    setBlockBusy(true);
    setBlockError(null);
    try {
      const changed = await setBlocked(id, blocked);
      queryClient.setQueryData(conversationKey(id), changed);
      setConfirmBlock(false);
    } catch (error) {
      setBlockError(error);
      if (!blocked) setNotice(generalErrorText(error, t));
    } finally {
      setBlockBusy(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      merge([await deleteMessage(id, deleting.id)]);
      invalidateChatLists(queryClient);
      setDeleting(null);
    } catch (error) {
      setDeleteError(error);
    } finally {
      setDeleteBusy(false);
    }
  };

  if (conversation.isError && !data) {
    const missing =
      conversation.error instanceof ApiError &&
      conversation.error.code === 'CONVERSATION_NOT_FOUND';
    return (
      <div className={styles.failed}>
        {withBack && <BackLink className={styles.backAlone} />}
        <LoadFailedAlert
          title={errorsT('codes.CONVERSATION_LOAD_FAILED')}
          error={conversation.error}
          retryLabel={t('chat.retry')}
          onRetry={() => void conversation.refetch()}
          retrying={conversation.isFetching && !missing}
          testId="conversation-failed"
        />
      </div>
    );
  }

  if (!data) {
    return (
      <div aria-busy="true" aria-label={t('chat.loadingConversation')} className={styles.failed}>
        <div className={styles.loadingHead}>
          <Skeleton variant="circular" width={40} height={40} />
          <Skeleton variant="text" width="40%" />
        </div>
        <Skeleton variant="rounded" height={200} />
      </div>
    );
  }

  const name = chatName(data);

  return (
    <div className={styles.conversation} data-testid="conversation" data-conversation-id={id}>
      <ConversationHeader
        conversation={data}
        withBack={withBack}
        onBlock={() => {
          setBlockError(null);
          setConfirmBlock(true);
        }}
        onUnblock={() => void block(false)}
        onReport={() => setReporting(true)}
      />
      <ConversationJobs conversation={data} onOffer={() => setOffering(true)} />
      <MessageList
        state={messages}
        pending={shownPending}
        meId={me.id}
        otherRead={data.otherLastReadMessageId}
        label={t('chat.messagesLabel', { name })}
        onLoadOlder={messages.loadOlder}
        onRetry={messages.retry}
        onRetrySend={deliver}
        onDelete={(message) => {
          setDeleteError(null);
          setDeleting(message);
        }}
        renderOffer={(offer) => (
          <OfferCard
            offer={offer}
            role={data.role}
            heading={withBack ? 'h2' : 'h3'}
            onChanged={(changed) => {
              updateOffer(changed);
              void queryClient.invalidateQueries({ queryKey: conversationKey(id) });
            }}
          />
        )}
      />
      <Composer
        conversation={data}
        onSend={(body) =>
          deliver({ clientMessageId: crypto.randomUUID(), body, status: 'sending', error: null })
        }
        onSent={(message) => {
          merge([message]);
          invalidateChatLists(queryClient);
        }}
        onUnblock={() => void block(false)}
        unblocking={blockBusy}
      />
      {deleting && (
        <ConfirmDialog
          destructive
          cancelLabel={t('forms.cancel')}
          title={t('chat.deleteTitle')}
          text={t('chat.deleteText')}
          confirmLabel={t('chat.deleteConfirm')}
          busy={deleteBusy}
          alert={<FormErrorAlert error={deleteError} />}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
          testId="delete-message-dialog"
        />
      )}
      {confirmBlock && (
        <ConfirmDialog
          destructive
          cancelLabel={t('forms.cancel')}
          title={t('chat.blockTitle', { name })}
          text={t('chat.blockText')}
          confirmLabel={t('chat.block')}
          busy={blockBusy}
          alert={<FormErrorAlert error={blockError} />}
          onConfirm={() => void block(true)}
          onCancel={() => setConfirmBlock(false)}
          testId="block-dialog"
        />
      )}
      <Suspense fallback={null}>
        {offering && (
          <OfferDialog
            target={{ conversationId: id }}
            region={me.region === 'br' ? 'br' : 'uy'}
            name={name}
            onClose={() => setOffering(false)}
            onMade={() => {
              // The card comes by the socket, like any message; the jobs above are read again.
              setOffering(false);
              setNotice(t('jobs.offer.sent'));
              void queryClient.invalidateQueries({ queryKey: conversationKey(id) });
            }}
          />
        )}
        {reporting && (
          <ReportDialog
            conversationId={id}
            onClose={() => setReporting(false)}
            onReported={() => {
              setReporting(false);
              setNotice(t('chat.reportSent'));
            }}
          />
        )}
      </Suspense>
      <Toast open={notice !== null} autoHideMs={6000} onClose={() => setNotice(null)}>
        {notice}
      </Toast>
    </div>
  );
}
