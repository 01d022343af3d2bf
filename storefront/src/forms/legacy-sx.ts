import type { CSSProperties } from 'react';

/**
 * The few MUI `sx` spacing keys callers of `FormAlert` and `FormDialog` still pass while their
 * pages move to the kit (a number is MUI's 8px step). A converted page gives a class instead;
 * this file goes when no caller passes `sx` any more.
 */
export interface LegacySx {
  display?: 'flex' | 'block' | 'grid';
  flexDirection?: 'row' | 'column';
  gap?: number;
  mt?: number;
  mb?: number;
  my?: number;
  pt?: number;
  pb?: number;
}

const step = (value: number | undefined) =>
  value === undefined ? undefined : `${String(value * 8)}px`;

/** The style of a `LegacySx`, in logical properties. */
export function legacySxStyle(sx: LegacySx | undefined): CSSProperties | undefined {
  if (!sx) return undefined;
  const style: CSSProperties = {
    display: sx.display,
    flexDirection: sx.flexDirection,
    gap: step(sx.gap),
    marginBlockStart: step(sx.mt ?? sx.my),
    marginBlockEnd: step(sx.mb ?? sx.my),
    paddingBlockStart: step(sx.pt),
    paddingBlockEnd: step(sx.pb),
  };
  return Object.fromEntries(
    Object.entries(style).filter(([, value]) => value !== undefined),
  ) as CSSProperties;
}
