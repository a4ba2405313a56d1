import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_TOPICS,
  CreateContactMessageInput,
} from '@competencyhub/domain/schemas/public-site';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { FormErrorAlert } from '../../ui/form-footer.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { linkClass } from '../../ui/styles.ts';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSendContactMessage } from './public-site-api.ts';

const FIELDS = ['name', 'email', 'company', 'topic', 'message'] as const;
const EMPTY = { name: '', email: '', company: '', topic: '' as never, message: '' };

function Sent({ email, onAnother }: { email: string; onAnother: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="py-6 text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-emerald-600" />
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-xl font-semibold text-slate-900 focus:outline-none"
      >
        {t('publicSite.contact.successTitle')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('publicSite.contact.successBody', { email })}</p>
      <Button variant="secondary" className="mt-6" onClick={onAnother}>
        {t('publicSite.contact.sendAnother')}
      </Button>
    </div>
  );
}

export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(CreateContactMessageInput), defaultValues: EMPTY });
  const length = watch('message')?.length ?? 0;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send.mutateAsync(values);
      reset(EMPTY);
      setSentTo(values.email);
    } catch (error) {
      if (applyServerFieldErrors(error, setError, FIELDS)) return;
      setFormError(errorMessage(t, error));
    }
  });

  if (sentTo) return <Sent email={sentTo} onAnother={() => setSentTo(null)} />;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('publicSite.contact.fields.name')}
          autoComplete="name"
          error={translateValidationMessage(t, errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t('publicSite.contact.fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={translateValidationMessage(t, errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('publicSite.contact.fields.company')}
          autoComplete="organization"
          error={translateValidationMessage(t, errors.company?.message)}
          {...register('company')}
        />
        <SelectField
          label={t('publicSite.contact.fields.topic')}
          error={translateValidationMessage(t, errors.topic?.message)}
          {...register('topic')}
        >
          <option value="" disabled>
            {t('publicSite.contact.topicPlaceholder')}
          </option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`publicSite.contact.topics.${topic}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label={t('publicSite.contact.fields.message')}
        hint={t('publicSite.contact.messageHint')}
        hintAside={t('publicSite.contact.counter', { length, max: CONTACT_MESSAGE_MAX_LENGTH })}
        rows={7}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        error={translateValidationMessage(t, errors.message?.message)}
        {...register('message')}
      />
      <FormErrorAlert message={formError} />
      <p className="text-xs text-slate-600">
        <Trans
          i18nKey="publicSite.contact.privacyNote"
          components={{ privacy: <Link to="/privacy" className={linkClass} /> }}
        />
      </p>
      <Button type="submit" pending={isSubmitting} pendingLabel={t('publicSite.contact.submitting')}>
        {t('publicSite.contact.submit')}
      </Button>
    </form>
  );
}
