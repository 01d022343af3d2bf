/** A form's fields stand in a column, 16 px apart. */
export const formColumnSx = { display: 'flex', flexDirection: 'column', gap: 2 } as const;

/** Two fields side by side from the sm breakpoint, one under the other on a phone. */
export const twoColumnsSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' },
} as const;
