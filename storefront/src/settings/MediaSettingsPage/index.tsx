import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { BannerPicture } from '../../profiles/BannerPicture';
import { useInvalidateProfile } from '../../profiles/catalogue-api';
import { ProfileAvatar } from '../../profiles/ProfileCard';
import { useSession, useSignedInUser } from '../../session/session';
import { Text } from '../../ui';
import { SettingsLayout } from '../SettingsLayout';
import { GalleryManager } from './GalleryManager';
import styles from './MediaSettingsPage.module.css';
import { Uploader } from './Uploader';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <Text variant="h3" id={id} className={styles.sectionTitle}>
        {title}
      </Text>
      {children}
    </section>
  );
}

/** The banner's preview: the settings column's width, a fixed height. */
const PREVIEW_SIZES = '(min-width: 900px) 760px, calc(100vw - 32px)';

/** "Fotos y videos": profile image, banner and the gallery (proskers). */
export default function MediaSettingsPage() {
  const t = useT();
  const user = useSignedInUser();
  const { refresh: refreshSession } = useSession();
  const invalidate = useInvalidateProfile();
  const queryClient = useQueryClient();
  const prosker = user.role === 'prosker';
  const refresh = () =>
    Promise.all([
      refreshSession(),
      invalidate(),
      queryClient.invalidateQueries({ queryKey: ['profile', user.username, 'media'] }),
    ]);

  return (
    <SettingsLayout title={t('media.title')}>
      <Text tone="secondary" className={styles.intro}>
        {t('media.intro')}
      </Text>
      <Section title={t('media.profileImage')}>
        <div className={styles.profileImage}>
          <ProfileAvatar
            profile={{ ...user, profileImg: user.profile_img }}
            size={88}
            loading="eager"
          />
          <Uploader
            kind="image"
            label={t('media.uploadProfileImage')}
            testId="upload-profile-image"
            path="/user/profile-image"
            replace
            onDone={refresh}
          />
        </div>
      </Section>
      {prosker && (
        <>
          <Section title={t('media.bannerImage')}>
            <BannerPicture
              url={user.banner_img}
              label={{ picture: t('media.currentBanner'), none: t('media.noBanner') }}
              sizes={PREVIEW_SIZES}
              loading="eager"
              testId="current-banner"
              frameClassName={styles.bannerPreview}
              tint={20}
            />
            <Uploader
              kind="image"
              label={t('media.uploadBanner')}
              testId="upload-banner-image"
              path="/user/banner-image"
              replace
              onDone={refresh}
            />
          </Section>
          <Section title={t('media.gallery')}>
            <GalleryManager username={user.username} refresh={refresh} />
          </Section>
        </>
      )}
    </SettingsLayout>
  );
}
