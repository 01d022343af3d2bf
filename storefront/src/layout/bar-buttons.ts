import styles from './Bar.module.css';

/** A text button of the bar; it never breaks its label over two lines nor gives up its width. */
export const TEXT_BUTTON = `${styles.button} ${styles.text}`;

/** An icon button of the bar. */
export const ICON_BUTTON = `${styles.button} ${styles.icon}`;
