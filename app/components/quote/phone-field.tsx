// The quote form's phone, with the spec's hint, and the number as the shop reads it when that
// differs from what was typed.
import { PHONE_HINT } from '#domain/form-hints';
import { normalizePhone } from '#domain/phone';
import { Field } from '../forms';

export function PhoneField({ value, onChange: setValue, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const read = value.trim() ? normalizePhone(value) : null;
  const understood = read?.ok && read.phone.rewritten ? read.phone.display : null;
  return (
    <Field
      id="phone"
      name="phone"
      label="Teléfono"
      type="tel"
      required
      autoComplete="tel"
      maxLength={120}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      hint={PHONE_HINT}
      describedBy={understood ? 'phone-leido' : undefined}
      error={error}
      after={
        understood ? (
          <p id="phone-leido" className="mt-1 text-sm text-stone-700" data-testid="telefono-leido">
            Lo leemos como <strong className="whitespace-nowrap">{understood}</strong>
          </p>
        ) : null
      }
    />
  );
}
