/** A form's fields stand in a column, 16 px apart. */
export const formColumnSx = { display: 'flex', flexDirection: 'column', gap: 2 } as const;
