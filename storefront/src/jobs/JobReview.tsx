import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ApiError } from '../api/api-client';
import { FormAlert } from '../forms/FormAlert';
import { SubmitButton } from '../forms/SubmitButton';
import { useT } from '../i18n/use-t';
import { useReviewJob } from './jobs-api';
import type { JobDetail } from './jobs-api';
import { errorText, SectionPanel } from './parts';

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
      <Rating
        value={review.rating}
        readOnly
        aria-label={t('jobs.review.stars', { count: review.rating })}
      />
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 1 }}>
        {review.text}
      </Typography>
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
  const ratingId = useId();
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
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('jobs.review.intro')}
      </Typography>
      <Box
        component="form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        {review.isError && (
          <FormAlert severity={exists ? 'info' : 'error'} data-testid="review-error">
            {errorText(review.error, t)}
          </FormAlert>
        )}
        <FormControl component="fieldset" error={Boolean(errors.rating)} required>
          <FormLabel component="legend" id={ratingId}>
            {t('jobs.review.rating')}
          </FormLabel>
          <Rating
            name="rating"
            value={rating}
            onChange={(_, value) => {
              setRating(value);
              setErrors((e) => ({ ...e, rating: undefined }));
            }}
            size="large"
            getLabelText={(value) => t('jobs.review.stars', { count: value })}
            emptyLabelText={t('jobs.review.noStars')}
            sx={{ mt: 0.5 }}
            data-testid="review-rating"
          />
          {errors.rating && <FormHelperText>{errors.rating}</FormHelperText>}
        </FormControl>
        <TextField
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
          slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
          fullWidth
        />
        <Box>
          <SubmitButton busy={review.isPending} data-testid="review-send">
            {t('jobs.review.send')}
          </SubmitButton>
        </Box>
      </Box>
    </SectionPanel>
  );
}
