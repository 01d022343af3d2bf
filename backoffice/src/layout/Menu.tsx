import { Divider, ListSubheader } from '@mui/material';
import { Menu as RaMenu, useResourceDefinitions, useSidebarState, useTranslate } from 'react-admin';
import { CONTENT_RESOURCES } from '../content';

/** The resources of the "Content" group: what readers of the storefront see, and the inbox. */
const CONTENT_GROUP: readonly string[] = [...CONTENT_RESOURCES, 'contact-messages'];

/**
 * react-admin's menu with the content resources gathered under a "Content" heading (only a
 * divider when the sidebar is folded to icons); everything else keeps its order.
 */
export const Menu = () => {
  const resources = useResourceDefinitions();
  const [open] = useSidebarState();
  const translate = useTranslate();
  const names = Object.keys(resources).filter((name) => resources[name]?.hasList);
  const others = names.filter((name) => !CONTENT_GROUP.includes(name));
  const content = CONTENT_GROUP.filter((name) => names.includes(name));
  return (
    <RaMenu>
      {others.map((name) => (
        <RaMenu.ResourceItem key={name} name={name} />
      ))}
      {content.length > 0 ? (
        open ? (
          <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '36px', mt: 1 }}>
            {translate('backoffice.menu.content')}
          </ListSubheader>
        ) : (
          <Divider sx={{ my: 1 }} />
        )
      ) : null}
      {content.map((name) => (
        <RaMenu.ResourceItem key={name} name={name} />
      ))}
    </RaMenu>
  );
};
