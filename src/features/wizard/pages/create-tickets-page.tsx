// /create-tickets (spec §2 Create Tickets wizard): three steps with their buttons, Back / Next /
// Save Draft / Publish, Return to Ticketing and Return to Dashboard, the Loading draft... overlay,
// edit mode for a published event, the ownership claim and the QR code after publishing.
import { Link, useLocation } from 'react-router-dom';
import { FormMessages } from '@/components/form-messages';
import { QrCodeModal } from '@/components/qr-code-modal';
import { CalendarConflictModal } from '../components/calendar-conflict-modal';
import { CheckoutStep } from '../components/checkout-step';
import { ExistingTicketsModal } from '../components/existing-tickets-modal';
import { EventDetailsStep } from '../components/event-details-step';
import { OwnershipModal } from '../components/ownership-modal';
import { StepButtons } from '../components/step-buttons';
import { TicketSetupStep } from '../components/ticket-setup-step';
import { TICKETING_TAB, useWizard } from '../hooks/use-wizard';
import { isPublishable } from '../lib/form-rules';
import { wizardRunOf } from '../lib/wizard-run';
import '../components/wizard.css';

export function CreateTicketsPage() {
  // A new run (other tickets opened, started again) starts the wizard afresh from its address.
  const { state } = useLocation();
  return <Wizard key={wizardRunOf(state)} />;
}

function Wizard() {
  const wizard = useWizard();
  const { form, step, editing, busy } = wizard;

  if (!form) {
    return (
      <div className="loading-overlay" role="status">
        Loading draft...
      </div>
    );
  }
  const ready = isPublishable(form, wizard.cardAccount);
  const publishLabel = editing
    ? busy
      ? 'Updating...'
      : 'Update Event'
    : busy
      ? 'Publishing...'
      : 'Publish Tickets';

  return (
    <main className="page wizard">
      <h1>{editing ? 'Edit Published Event' : 'Create Tickets'}</h1>
      {editing && <p className="wizard-banner">EDITING PUBLISHED EVENT</p>}
      <StepButtons
        step={step}
        completed={wizard.completed}
        reachable={wizard.reachable}
        onSelect={wizard.goTo}
      />
      <form className="form" onSubmit={(event) => event.preventDefault()} noValidate>
        {step === 1 && (
          <EventDetailsStep
            form={form}
            showErrors={wizard.showErrors}
            onChange={wizard.setForm}
            onImport={wizard.importEvent}
            onImageError={wizard.setError}
          />
        )}
        {step === 2 && (
          <TicketSetupStep form={form} showErrors={wizard.showErrors} onChange={wizard.setForm} />
        )}
        {step === 3 && (
          <CheckoutStep
            form={form}
            cardAccount={wizard.cardAccount}
            onChange={wizard.setForm}
            alreadyLive={wizard.alreadyLive}
          />
        )}
        {wizard.notice && (
          <p className="alert alert-info" role="status">
            {wizard.notice}
          </p>
        )}
        <FormMessages error={wizard.error} success={wizard.success} />
        <div className="wizard-actions">
          {step > 1 && (
            <button type="button" className="button button-secondary" onClick={wizard.back}>
              Back
            </button>
          )}
          {!editing && (
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => void wizard.saveDraft()}
            >
              Save Draft
            </button>
          )}
          {step < 3 ? (
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => void wizard.next()}
            >
              {busy ? 'Saving...' : 'Next'}
            </button>
          ) : (
            <button
              type="button"
              className="button button-primary"
              disabled={!ready || busy}
              onClick={() => void wizard.publishNow()}
            >
              {ready ? publishLabel : 'Complete Required Fields to Publish'}
            </button>
          )}
        </div>
        {step === 3 && !ready && (
          <p className="muted">
            Please complete all required fields in the checklist above before publishing.
          </p>
        )}
        <div className="wizard-actions">
          <Link className="button button-secondary" to={TICKETING_TAB}>
            Return to Ticketing
          </Link>
          <Link className="button button-secondary" to="/dashboard">
            Return to Dashboard
          </Link>
        </div>
      </form>
      <CalendarConflictModal
        existing={wizard.possibleMatch}
        onSame={wizard.sameEvent}
        onDifferent={wizard.differentEvent}
      />
      <OwnershipModal
        eventTitle={wizard.ownership?.eventTitle ?? null}
        claiming={wizard.claiming}
        onClaim={() => void wizard.claimOwnership()}
        onCancel={wizard.cancelClaim}
      />
      <ExistingTicketsModal
        open={wizard.existingTickets}
        onOpenExisting={wizard.openExisting}
        onStay={wizard.stayHere}
      />
      <QrCodeModal
        open={wizard.qr.open}
        eventTitle={wizard.qr.data?.eventTitle ?? form.title}
        qrCode={wizard.qr.data?.qrCode ?? null}
        checkInUrl={wizard.qr.data?.checkInUrl ?? null}
        developmentDatabase={wizard.qr.data?.developmentDatabase ?? false}
        loading={wizard.qr.isPending}
        error={
          wizard.qr.isError
            ? 'Your tickets are live, but the QR code could not be loaded. Taking you to your ticketing…'
            : null
        }
        onClose={wizard.closeQr}
      />
    </main>
  );
}
