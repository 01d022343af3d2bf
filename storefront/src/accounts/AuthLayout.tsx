import type { ReactNode } from 'react';
import { usePageTitle } from '../seo/use-page-title';
import styles from './auth.module.css';

interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  /** Sign-up has many fields and gets a wider card. */
  wide?: boolean;
  children: ReactNode;
  testId?: string;
}

/** The card every sign-in, sign-up and password page sits in, full width on a phone. */
export function AuthLayout({ title, intro, wide = false, children, testId }: AuthLayoutProps) {
  usePageTitle(title);
  return (
    <div className={wide ? `${styles.page} ${styles.wide}` : styles.page}>
      <div className={styles.card} data-testid={testId}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
