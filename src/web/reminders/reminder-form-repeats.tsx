import { useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import type { ReminderForm } from '../../contract/reminders.js';
import { useT } from '../i18n/i18n.js';
import { FormField, fieldAria, Input } from '../ui/input.js';
import { NativeSelect } from '../ui/native-select.js';
import { recurrenceText } from './reminder-display.js';
import {
  formPatterns,
  INTERVAL_INPUT_MAX,
  INTERVAL_MIN,
  nextInterval,
  type ReminderFormValues,
} from './reminder-form-values.js';

type Props = { form: UseFormReturn<ReminderFormValues, unknown, ReminderForm>; disabled: boolean };

/** 'Every N': the typed text is kept while typing; the value changes only to a valid number. */
function IntervalInput({
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: {
  value: number;
  onChange: (n: number) => void;
  onBlur: () => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      {...fieldAria('reminder-interval', error)}
      type="number"
      inputMode="numeric"
      min={INTERVAL_MIN}
      max={INTERVAL_INPUT_MAX}
      step={1}
      value={draft ?? String(value)}
      readOnly={disabled}
      onChange={(e) => {
        setDraft(e.target.value);
        onChange(nextInterval(e.target.value, value));
      }}
      onBlur={() => {
        setDraft(null);
        onBlur();
      }}
    />
  );
}

/** The Repeats section, shown while Recurring is on: pattern and 'Every N'. */
export function RepeatsSection({ form, disabled }: Props) {
  const t = useT();
  const { errors } = form.formState;
  const pattern = useWatch({ control: form.control, name: 'pattern' });
  const interval = useWatch({ control: form.control, name: 'interval' });
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-medium text-foreground">{t('Repeats')}</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id="reminder-pattern" label={t('Pattern')} error={errors.pattern?.message}>
          <NativeSelect
            {...fieldAria('reminder-pattern', errors.pattern?.message)}
            {...form.register('pattern')}
          >
            {formPatterns.map((value) => (
              <option key={value} value={value}>
                {t('{pattern, select, weekly {Weekly} monthly {Monthly} other {Daily}}', { pattern: value })}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="reminder-interval"
          label={t('Every N')}
          error={errors.interval?.message}
          hint={t('{repeats} ({min} to {max}).', {
            repeats: recurrenceText({ type: pattern, interval }, t),
            min: INTERVAL_MIN,
            max: INTERVAL_INPUT_MAX,
          })}
        >
          <Controller
            control={form.control}
            name="interval"
            render={({ field }) => (
              <IntervalInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.interval?.message}
                disabled={disabled}
              />
            )}
          />
        </FormField>
      </div>
    </fieldset>
  );
}
