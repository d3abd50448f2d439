import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, FormHelperText, Rating, TextField, Typography } from '@mui/material';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { feedbackSchema } from '@buyerlab/contract';
import type { z } from 'zod';
import { useSendFeedback } from '../api/send-feedback';

type FeedbackFields = z.input<typeof feedbackSchema>;
type FeedbackValues = z.output<typeof feedbackSchema>;

const COMMENT_MAX = 2000;
const RATING_WORDS: Record<number, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };

function ratingWord(value: number) {
  return `${value} of 5 — ${RATING_WORDS[Math.round(value)] ?? ''}`;
}

type FeedbackFormProps = { sessionId: string; onSent: (message: string) => void };

/** Star rating (required, half stars allowed) and an optional comment for a session. */
export function FeedbackForm({ sessionId, onSent }: FeedbackFormProps) {
  const send = useSendFeedback();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FeedbackFields, unknown, FeedbackValues>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: { session_id: sessionId, rating: undefined, comment: '' },
  });
  const comment = useWatch({ control, name: 'comment' }) ?? '';

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await send.mutateAsync(values);
      onSent(saved.message);
    } catch {
      // The call helper has already shown the server's reason; the form stays as filled in.
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Session feedback"
      sx={{ display: 'grid', gap: 3 }}
    >
      <Box>
        <Typography id="rating-label" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          How useful was this session?{' '}
          <Box component="span" sx={{ color: 'error.main' }} aria-hidden>
            *
          </Box>
        </Typography>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1, flexWrap: 'wrap' }}>
              <Rating
                name="rating"
                precision={0.5}
                size="large"
                value={field.value ?? null}
                onChange={(_, value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                getLabelText={(value) => `${value} star${value === 1 ? '' : 's'}`}
                aria-labelledby="rating-label"
                sx={{ fontSize: 44 }}
              />
              <Typography color="text.secondary" data-testid="rating-value" aria-live="polite">
                {field.value ? ratingWord(field.value) : 'Choose 1 to 5 stars'}
              </Typography>
            </Box>
          )}
        />
        {errors.rating ? (
          <FormHelperText error role="alert">
            Choose a star rating to send your feedback (half stars are fine).
          </FormHelperText>
        ) : null}
      </Box>
      <TextField
        label="Comment (optional)"
        placeholder="What went well, what felt off, what would you like the buyer to do differently?"
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
        error={Boolean(errors.comment)}
        helperText={errors.comment?.message ?? `${comment.length} / ${COMMENT_MAX}`}
        {...register('comment')}
      />
      <Box>
        <Button type="submit" variant="contained" color="secondary" size="large" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send feedback'}
        </Button>
      </Box>
    </Box>
  );
}
