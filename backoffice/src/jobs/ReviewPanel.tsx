import { Box, Rating, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { LocaleDateField } from '../components/LocaleDateField';
import type { Job } from './types';

/** The client's rating and words, once they reviewed the completed job. */
export const ReviewPanel = () => {
  const job = useRecordContext<Job>();
  const translate = useTranslate();
  if (!job) return null;
  const review = job.review;
  if (!review) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('backoffice.jobs.noReview')}
      </Typography>
    );
  }
  return (
    <Box data-testid="job-review">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Rating value={review.rating} readOnly size="small" aria-label={`${review.rating}/5`} />
        <Typography variant="body2" color="text.secondary">
          {review.rating}/5 · <LocaleDateField record={review} source="createdAt" variant="body2" />
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {review.text}
      </Typography>
    </Box>
  );
};
