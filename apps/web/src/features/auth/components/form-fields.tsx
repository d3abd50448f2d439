import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * What binds a text field to a form field: its id, its error shown beneath it, and the error
 * cleared as soon as the rep types again.
 */
export function bindField<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>, id: string) {
  // Passing formState subscribes the form's render to this field's errors.
  const { error } = form.getFieldState(name, form.formState);
  return {
    id,
    error: Boolean(error),
    helperText: error?.message,
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
  };
}

/** A reset step's buttons: Back to the previous step, and its own submit. */
export function StepActions({
  onBack,
  disabled,
  children,
}: {
  onBack: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
      <Button variant="outlined" size="large" onClick={onBack} sx={{ flex: 1 }}>
        Back
      </Button>
      <Button type="submit" variant="contained" color="secondary" size="large" sx={{ flex: 2 }} disabled={disabled}>
        {children}
      </Button>
    </Stack>
  );
}
