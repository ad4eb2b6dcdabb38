import { useState } from 'react';
import { useRuntime } from '../../src/element/hooks';
import { Dialog } from '../../src/ui/Dialog';
import { Field } from '../../src/ui/Field';
import { KIOSK_DEVICE_NAME_MAX } from './kiosk-identity';

/** The kiosk's device name, required (docs/rules.md#check-in-kiosk-cookies): staff set it once per device. */
export function KioskIdentityDialog({ open, onSave }: { open: boolean; onSave(name: string): void }) {
  const t = useRuntime().i18n.t;
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const missing = !name.trim();
  return (
    <Dialog open={open} title={t('check_in.kiosk_identity_title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (!missing) onSave(name.trim());
        }}
      >
        <p>{t('check_in.kiosk_identity_text')}</p>
        <Field
          label={t('check_in.kiosk_device_name')}
          error={submitted && missing ? t('check_in.kiosk_device_name_required') : null}
          required
        >
          <input
            className="rad-input"
            name="deviceName"
            maxLength={KIOSK_DEVICE_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        </Field>
        <div className="rad-dialog__actions">
          <button type="submit" className="rad-button" part="save-device">
            {t('check_in.kiosk_identity_save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
