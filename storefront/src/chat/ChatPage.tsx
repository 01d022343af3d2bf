import ForumOutlinedIcon from 'plain-icon:ForumOutlined';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../seo/use-page-title';
import { useT } from '../i18n/use-t';
import { useNarrowerThan } from '../preferences/use-viewport';
import { NotFoundPage } from '../not-found';
import { Container, Text } from '../ui';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import styles from './chat.module.css';

function ChooseConversation() {
  const t = useT();
  return (
    <div className={styles.choose} data-testid="choose-conversation">
      <ForumOutlinedIcon className={styles.chooseIcon} fontSize="inherit" />
      <Text>{t('chat.choose')}</Text>
    </div>
  );
}

/**
 * `app/chat` and `app/chat/{conversationId}`: the conversations beside the open one on wide
 * screens; on phones the list alone, then the conversation alone with a way back.
 */
export default function ChatPage() {
  const t = useT();
  const phone = useNarrowerThan('md');
  const param = useParams().conversationId;
  const id = param === undefined ? null : Number(param);
  usePageTitle(t('chat.title'));
  if (id !== null && !(Number.isSafeInteger(id) && id > 0)) return <NotFoundPage />;

  const conversation =
    id === null ? <ChooseConversation /> : <ConversationView key={id} id={id} withBack={phone} />;

  return (
    <Container className={styles.page} data-testid="chat-page">
      <div className={styles.sheet}>
        {phone ? (
          <div className={styles.mainPane}>
            {id === null ? <ConversationList selectedId={null} /> : conversation}
          </div>
        ) : (
          <>
            <div className={styles.listPane}>
              <ConversationList selectedId={id} />
            </div>
            <div className={styles.mainPane}>{conversation}</div>
          </>
        )}
      </div>
    </Container>
  );
}
