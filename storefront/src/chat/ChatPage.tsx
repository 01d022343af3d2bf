import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../app/use-page-title';
import { useT } from '../i18n/use-t';
import { NotFoundPage } from '../routing/pages';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';

/** The header's height on every screen: the chat fills the rest of the window. */
const HEADER_HEIGHT = 64;

function ChooseConversation() {
  const t = useT();
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        color: 'text.secondary',
        p: 3,
        textAlign: 'center',
      }}
      data-testid="choose-conversation"
    >
      <ForumOutlinedIcon sx={{ fontSize: 48 }} aria-hidden />
      <Typography>{t('chat.choose')}</Typography>
    </Box>
  );
}

/**
 * `app/chat` and `app/chat/{conversationId}`: the conversations beside the open one on wide
 * screens; on phones the list alone, then the conversation alone with a way back.
 */
export default function ChatPage() {
  const t = useT();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const param = useParams().conversationId;
  const id = param === undefined ? null : Number(param);
  usePageTitle(t('chat.title'));
  if (id !== null && !(Number.isSafeInteger(id) && id > 0)) return <NotFoundPage />;

  const conversation =
    id === null ? <ChooseConversation /> : <ConversationView key={id} id={id} withBack={phone} />;

  return (
    <Container
      maxWidth="lg"
      disableGutters={phone}
      sx={{ py: { xs: 0, md: 2 } }}
      data-testid="chat-page"
    >
      <Paper
        variant="outlined"
        sx={{
          height: {
            xs: `calc(100dvh - ${HEADER_HEIGHT}px)`,
            md: `calc(100dvh - ${HEADER_HEIGHT}px - 32px)`,
          },
          minHeight: 420,
          display: 'flex',
          overflow: 'hidden',
          borderRadius: { xs: 0, md: 3 },
          border: { xs: 0, md: 1 },
          borderColor: { md: 'divider' },
        }}
      >
        {phone ? (
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {id === null ? <ConversationList selectedId={null} /> : conversation}
          </Box>
        ) : (
          <>
            <Box sx={{ width: 340, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}>
              <ConversationList selectedId={id} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>{conversation}</Box>
          </>
        )}
      </Paper>
    </Container>
  );
}
