// /admin/guides: the site administrators' review queue — applications to become a local guide
// (approve or decline), the guide messages their guides reported and the answers dancers reported.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { shortDateTimeText } from '@/contract/date-formats';
import { DEFAULT_TIME_ZONE } from '@/contract/events';
import { guidePath } from '@/contract/guides';
import { stylesText } from '@/contract/dance-style-names';
import { failureMessage } from '@/lib/api/result';
import { setPageHead } from '@/lib/page-head';
import { useDecide, useGuideReview } from '../api/guide-applications';
import '../components/guides.css';

const when = (iso: string) => shortDateTimeText(new Date(iso), DEFAULT_TIME_ZONE);

export function GuideReviewPage() {
  const review = useGuideReview();
  const decide = useDecide();
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => setPageHead('Guide review — Floorcraft'), []);

  const answer = async (id: string, decision: 'approve' | 'decline', who: string) => {
    setNote(null);
    const result = await decide.mutateAsync({ id, decision });
    setNote(
      result.ok
        ? `${who}: ${decision === 'approve' ? 'approved' : 'declined'}, and told by e-mail.`
        : failureMessage(result, 'The answer could not be saved.'),
    );
  };

  if (review.isPending) return <LoadingIndicator label="Loading the review queue…" />;
  if (review.isError)
    return (
      <main className="page page-narrow">
        <h1>Guide review</h1>
        <p className="alert alert-error">The review queue could not be loaded.</p>
      </main>
    );
  if (review.data === null)
    return (
      <main className="page page-narrow">
        <h1>Guide review</h1>
        <p>Only the site&apos;s administrators can open this page.</p>
      </main>
    );
  const { applications, reports, answerReports } = review.data;
  return (
    <main className="page page-narrow">
      <h1>Guide review</h1>
      {note && (
        <p className="alert alert-info" role="status">
          {note}
        </p>
      )}
      <section className="guide-section" aria-labelledby="applications-heading">
        <h2 id="applications-heading">Applications ({applications.length})</h2>
        {applications.length === 0 && <p className="muted">No application is waiting.</p>}
        <ul className="guide-queue">
          {applications.map((one) => {
            const who = one.applicantName || one.applicantEmail;
            return (
              <li key={one.id}>
                <strong>{who}</strong>
                {one.applicantName && <span className="muted"> ({one.applicantEmail})</span>}
                <div>
                  {one.city} · {stylesText(one.danceStyles)}
                </div>
                <p className="guide-message__body">{one.reason}</p>
                <div className="muted">Sent {when(one.createdAt)}</div>
                <div className="guide-actions">
                  <button
                    type="button"
                    className="button button-primary"
                    disabled={decide.isPending}
                    onClick={() => void answer(one.id, 'approve', who)}
                  >
                    Approve {who}
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={decide.isPending}
                    onClick={() => void answer(one.id, 'decline', who)}
                  >
                    Decline {who}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="guide-section" aria-labelledby="reports-heading">
        <h2 id="reports-heading">Reported messages ({reports.length})</h2>
        {reports.length === 0 && <p className="muted">No message has been reported.</p>}
        <ul className="guide-queue">
          {reports.map((one) => (
            <li key={one.id}>
              <strong>{one.subject}</strong>
              <div className="muted">
                From {one.senderFirstName}
                {one.senderEmail ? ` (${one.senderEmail})` : ' (account deleted)'} to{' '}
                <Link to={guidePath(one.guideSlug)}>{one.guideName}</Link> · sent {when(one.sentAt)}{' '}
                · reported {when(one.reportedAt)}
              </div>
              <p className="guide-message__body">{one.body}</p>
              {one.reason && <p>Reason given: {one.reason}</p>}
            </li>
          ))}
        </ul>
      </section>
      <section className="guide-section" aria-labelledby="answer-reports-heading">
        <h2 id="answer-reports-heading">Reported answers ({answerReports.length})</h2>
        {answerReports.length === 0 && <p className="muted">No answer has been reported.</p>}
        <ul className="guide-queue">
          {answerReports.map((one) => (
            <li key={one.id}>
              <strong>Re: {one.subject}</strong>
              <div className="muted">
                From <Link to={guidePath(one.guideSlug)}>{one.guideName}</Link> ({one.guideEmail})
                to {one.senderFirstName} · sent {when(one.sentAt)} · reported {when(one.reportedAt)}
              </div>
              <p className="guide-message__body">{one.body}</p>
              {one.reason && <p>Reason given: {one.reason}</p>}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
