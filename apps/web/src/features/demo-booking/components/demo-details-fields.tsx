import { Box, Stack, TextField } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { DemoRequest, DemoRequestInput } from '@buyerlab/contract';
import { CountryCodePicker } from '../../../components/ui/country-code-picker';

export type DemoForm = UseFormReturn<DemoRequestInput, unknown, DemoRequest>;
type FieldName = keyof DemoRequestInput;

/**
 * The visitor's details, shared by the request form and the scheduler so what was typed in one
 * carries over to the other. Editing a field clears that field's error (docs/product.md#demo-form-flow).
 */
export function DemoDetailsFields({ form, idPrefix }: { form: DemoForm; idPrefix: string }) {
  const {
    register,
    clearErrors,
    control,
    formState: { errors },
  } = form;
  const field = (name: FieldName) => ({
    id: `${idPrefix}-${name}`,
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
    ...register(name, { onChange: () => clearErrors(name) }),
  });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField label="Name" required autoComplete="name" {...field('name')} />
      <TextField label="Email" required type="email" autoComplete="email" {...field('email')} />
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Controller
            control={control}
            name="idc"
            render={({ field: idc }) => (
              <CountryCodePicker
                id={`${idPrefix}-idc`}
                value={idc.value ?? ''}
                onChange={(dialCode) => {
                  idc.onChange(dialCode);
                  clearErrors('idc');
                }}
                error={Boolean(errors.idc)}
              />
            )}
          />
          <TextField
            label="Phone number"
            required
            type="tel"
            autoComplete="tel-national"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
            sx={{ flex: 1 }}
            {...field('phone')}
          />
        </Stack>
      </Box>
      <TextField label="Company name" autoComplete="organization" {...field('companyName')} />
      <TextField label="Job title" autoComplete="organization-title" {...field('jobTitle')} />
      <TextField
        label="Industry"
        required
        placeholder="e.g. Food & beverage equipment"
        sx={{ gridColumn: { sm: '1 / -1' } }}
        {...field('industry')}
      />
      <TextField
        label="Specific needs"
        multiline
        minRows={2}
        maxRows={5}
        placeholder="What should the demo focus on?"
        sx={{ gridColumn: { sm: '1 / -1' } }}
        {...field('specificNeeds')}
      />
    </Box>
  );
}
