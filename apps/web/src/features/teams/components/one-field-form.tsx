import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GENERIC_MESSAGES } from '@buyerlab/contract';
import { ApiError } from '../../../lib/api-client';

type Fields = Record<string, string>;

type OneFieldFormProps = {
  /** A contract schema with exactly the one string field named by `name`. */
  schema: z.ZodType<Fields, Fields>;
  name: string;
  label: string;
  submitLabel: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** Resolves when done (the field is cleared); a rejection's detail shows under the field. */
  onSubmit: (value: string) => Promise<unknown>;
  pending: boolean;
};

/** One field and a button: a team name, an invite's email, an invite code. Errors come from the contract's messages. */
export function OneFieldForm({
  schema,
  name,
  label,
  submitLabel,
  type = 'text',
  autoComplete,
  onSubmit,
  pending,
}: OneFieldFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Fields>({ resolver: zodResolver(schema), defaultValues: { [name]: '' } });
  const error = errors[name]?.message;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values[name] ?? '');
      reset({ [name]: '' });
    } catch (failure) {
      // The server's reason shows under the field, which keeps what was typed.
      const detail = failure instanceof ApiError ? failure.detail : undefined;
      setError(name, { message: detail ?? GENERIC_MESSAGES.requestFailed });
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={submitLabel}
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}
    >
      <TextField
        {...register(name)}
        label={label}
        type={type}
        autoComplete={autoComplete}
        size="small"
        fullWidth
        error={Boolean(error)}
        helperText={error ?? ' '}
      />
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        disabled={pending}
        sx={{ flexShrink: 0, minHeight: 40 }}
      >
        {submitLabel}
      </Button>
    </Box>
  );
}
