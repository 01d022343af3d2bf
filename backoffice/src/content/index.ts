import type { ComponentType } from 'react';
import ArticleIcon from '@mui/icons-material/Article';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import WebIcon from '@mui/icons-material/Web';
import type { RaRecord } from 'react-admin';
import { ContentList } from './ContentList';
import { ContentCreate, ContentEdit } from './ContentPages';
import { ContentShow } from './ContentShow';
import { CONTENT_RESOURCES, type ContentItem, type ContentResource } from './types';

export { CONTENT_RESOURCES } from './types';

const ICONS: Record<ContentResource, ComponentType> = {
  'content-pages': WebIcon,
  'faq-entries': HelpOutlineIcon,
  'blog-posts': ArticleIcon,
  'team-members': GroupsIcon,
  partners: HandshakeIcon,
};

/**
 * One resource per kind of content, all made of the same list and form (which read the kind
 * from the resource's name). Read by every staff member (support on the show page); admins
 * only create and edit (App.tsx).
 */
export const contentResources = CONTENT_RESOURCES.map((name) => ({
  name,
  list: ContentList,
  create: ContentCreate,
  edit: ContentEdit,
  show: ContentShow,
  icon: ICONS[name],
  recordRepresentation: (record: RaRecord) => (record as ContentItem).title,
}));
