import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
import { useLayoutMode } from './layout-mode';
import { themeFor } from './theme';

/**
 * MUI's theme around a part drawn with MUI components. It is not in the app's shell: the pages
 * and parts that use MUI bring it with their own code (`lazyPage`, `lazyPart`), so a page drawn
 * with plain parts never downloads MUI's styling runtime (docs/adr/0023-plain-public-parts.md).
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  const { mode, direction } = useLayoutMode();
  return <ThemeProvider theme={themeFor({ mode, direction })}>{children}</ThemeProvider>;
}

/** `Component` inside the MUI theme. */
export function withMuiTheme<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <MuiTheme>
        <Component {...props} />
      </MuiTheme>
    );
  }
  return Themed;
}
