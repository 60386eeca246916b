// /account/guide-answers/{id}: a guide's answer to the signed-in dancer's message (the answer's
// e-mail links here), with a link back to the guide's page and the report to the site's
// administrators, as a guide may report a message.
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { shortDateTimeText } from '@/contract/date-formats';
import { DEFAULT_TIME_ZONE } from '@/contract/events';
import { guidePath } from '@/contract/guides';
import { setPageHead } from '@/lib/page-head';
import { useGuideAnswer, useReportAnswer } from '../api/guide-answers';
import { ReportForm } from '../components/report-form';
import '../components/guides.css';

export function GuideAnswerPage() {
  const { id = '' } = useParams();
  const answer = useGuideAnswer(id);
  const report = useReportAnswer(id);
  useEffect(() => setPageHead('Answer from a local guide — Floorcraft'), []);
  if (answer.isPending) return <LoadingIndicator label="Loading the answer…" />;
  if (!answer.data)
    return (
      <main className="page page-narrow">
        <h1>Answer not found</h1>
        <p>No answer to you has this address.</p>
        <p>
          <Link to="/guides">Local guides</Link>
        </p>
      </main>
    );
  const { guideName, guideSlug, subject, body, sentAt, reported } = answer.data;
  return (
    <main className="page page-narrow">
      <h1>{subject}</h1>
      <p className="muted">
        Answer from <Link to={guidePath(guideSlug)}>{guideName}</Link> ·{' '}
        {shortDateTimeText(new Date(sentAt), DEFAULT_TIME_ZONE)}
      </p>
      <p className="guide-message__body">{body}</p>
      <section className="guide-section" aria-labelledby="report-heading">
        <h2 id="report-heading">Report</h2>
        {reported ? (
          <p role="status">You reported this answer: the site&apos;s team will look at it.</p>
        ) : (
          <>
            <p className="muted">
              Spam, harassment or anything else that should not be sent? Tell the site&apos;s team.
            </p>
            <ReportForm report={report} what="answer" />
          </>
        )}
      </section>
    </main>
  );
}
