import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { STORAGE_KEYS, readPreference, writePreference } from './storage';

export type Mode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

export interface LayoutMode {
  mode: Mode;
  direction: Direction;
}

interface LayoutModeContextValue extends LayoutMode {
  setMode: (mode: Mode) => void;
  setDirection: (direction: Direction) => void;
}

/** Spec point 4: light and left-to-right unless the visitor chose otherwise. */
export function savedLayoutMode(): LayoutMode {
  return {
    mode: readPreference(STORAGE_KEYS.mode) === 'dark' ? 'dark' : 'light',
    direction: readPreference(STORAGE_KEYS.direction) === 'rtl' ? 'rtl' : 'ltr',
  };
}

/**
 * Mirrors the layout mode on the page root, where CSS, tests and the browser's own
 * right-to-left handling read it. Called before the first render too, so a dark-mode visitor
 * never sees a light flash.
 */
export function applyLayoutMode({ mode, direction }: LayoutMode): void {
  const root = document.documentElement;
  root.dataset.mode = mode;
  root.dir = direction;
  root.style.colorScheme = mode;
}

const LayoutModeContext = createContext<LayoutModeContextValue | null>(null);

export function LayoutModeProvider({ children }: { children: ReactNode }) {
  const [layout, setLayout] = useState<LayoutMode>(savedLayoutMode);

  useEffect(() => applyLayoutMode(layout), [layout]);

  const setMode = useCallback((mode: Mode) => {
    writePreference(STORAGE_KEYS.mode, mode);
    setLayout((current) => ({ ...current, mode }));
  }, []);

  const setDirection = useCallback((direction: Direction) => {
    writePreference(STORAGE_KEYS.direction, direction);
    setLayout((current) => ({ ...current, direction }));
  }, []);

  const value = useMemo(
    () => ({ ...layout, setMode, setDirection }),
    [layout, setMode, setDirection],
  );
  return <LayoutModeContext.Provider value={value}>{children}</LayoutModeContext.Provider>;
}

export function useLayoutMode(): LayoutModeContextValue {
  const value = useContext(LayoutModeContext);
  if (!value) throw new Error('useLayoutMode needs a LayoutModeProvider above it');
  return value;
}
