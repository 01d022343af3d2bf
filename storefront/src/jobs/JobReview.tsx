import { useId, useState } from 'react';
import { ApiError } from '../api/api-client';
import { FormAlert } from '../forms/FormAlert';
import { SubmitButton } from '../forms/SubmitButton';
import { useT } from '../i18n/use-t';
import { useReviewJob } from './jobs-api';
import type { JobDetail } from './jobs-api';
import { errorText, SectionPanel } from './parts';
import { Field, Stars, StarsInput, Text } from '../ui';
import styles from './JobPanels.module.css';

const TEXT_MAX = 2000;

/** A review already given: stars and words. */
function GivenReview({
  review,
  title,
}: {
  review: NonNullable<JobDetail['review']>;
  title: string;
}) {
  const t = useT();
  return (
    <SectionPanel title={title} testId="job-review">
      <Stars
        value={review.rating}
        size="medium"
        label={t('jobs.review.stars', { count: review.rating })}
      />
      <Text className={styles.reviewText}>{review.text}</Text>
    </SectionPanel>
  );
}

/**
 * After a job completes, its client rates it once (1 to 5 stars and a text). A second try, from
 * another tab say, is refused with REVIEW_EXISTS: the server's words show and the job reloads.
 */
export function JobReview({ job }: { job: JobDetail }) {
  const t = useT();
  const titleId = useId();
  const review = useReviewJob(job);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; text?: string }>({});
  const [sent, setSent] = useState(false);

  // Before the job's day the actions panel says from when it can be reviewed.
  if (job.status !== 'complete' || (job.dayAhead && !job.review)) return null;
  if (job.review) {
    return (
      <>
        {sent && (
          <FormAlert severity="success" data-testid="review-sent">
            {t('jobs.review.sent')}
          </FormAlert>
        )}
        <GivenReview
          review={job.review}
          title={job.role === 'client' ? t('jobs.review.yours') : t('jobs.review.given')}
        />
      </>
    );
  }
  if (job.role !== 'client') return null;

  const submit = () => {
    const next: typeof errors = {};
    if (!rating) next.rating = t('jobs.review.ratingRequired');
    if (!text.trim()) next.text = t('jobs.review.textRequired');
    setErrors(next);
    if (next.rating || next.text) return;
    review.mutate({ rating: rating!, text: text.trim() }, { onSuccess: () => setSent(true) });
  };
  const exists = review.error instanceof ApiError && review.error.code === 'REVIEW_EXISTS';

  return (
    <SectionPanel title={t('jobs.review.title')} titleId={titleId} testId="review-prompt" highlight>
      <Text tone="secondary" className={styles.intro}>
        {t('jobs.review.intro')}
      </Text>
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className={styles.form}
      >
        {review.isError && (
          <FormAlert severity={exists ? 'info' : 'error'} data-testid="review-error">
            {errorText(review.error, t)}
          </FormAlert>
        )}
        <StarsInput
          legend={t('jobs.review.rating')}
          name="rating"
          value={rating}
          onChange={(value) => {
            setRating(value);
            setErrors((e) => ({ ...e, rating: undefined }));
          }}
          starLabel={(count) => t('jobs.review.stars', { count })}
          helperText={errors.rating}
          error={Boolean(errors.rating)}
          required
          size="large"
          testId="review-rating"
        />
        <Field
          label={t('jobs.review.text')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setErrors((e) => ({ ...e, text: undefined }));
          }}
          required
          multiline
          minRows={3}
          error={Boolean(errors.text)}
          helperText={errors.text}
          maxLength={TEXT_MAX}
          fullWidth
        />
        <div>
          <SubmitButton busy={review.isPending} data-testid="review-send">
            {t('jobs.review.send')}
          </SubmitButton>
        </div>
      </form>
    </SectionPanel>
  );
}
