// /account/guide/messages/{id}: one message a dancer sent the guide (the e-mail links here), with
// the guide's answer and the report to the site's administrators.
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { shortDateTimeText } from '@/contract/date-formats';
import { DEFAULT_TIME_ZONE } from '@/contract/events';
import { setPageHead } from '@/lib/page-head';
import { useGuideMessage, useReportMessage } from '../api/guide-messages';
import { AnswerForm } from '../components/answer-form';
import { ReportForm } from '../components/report-form';
import '../components/guides.css';

export function GuideMessagePage() {
  const { id = '' } = useParams();
  const message = useGuideMessage(id);
  const report = useReportMessage(id);
  useEffect(() => setPageHead('Message — Local guide — Floorcraft'), []);
  if (message.isPending) return <LoadingIndicator label="Loading the message…" />;
  if (!message.data)
    return (
      <main className="page page-narrow">
        <h1>Message not found</h1>
        <p>No message of yours has this address.</p>
        <p>
          <Link to="/account/guide">Your guide profile</Link>
        </p>
      </main>
    );
  const { senderFirstName, subject, body, sentAt, reported } = message.data;
  return (
    <main className="page page-narrow">
      <p>
        <Link to="/account/guide">← Your guide profile</Link>
      </p>
      <h1>{subject}</h1>
      <p className="muted">
        From {senderFirstName} · {shortDateTimeText(new Date(sentAt), DEFAULT_TIME_ZONE)}
      </p>
      <p className="guide-message__body">{body}</p>
      <section className="guide-section" aria-label="Answer">
        <AnswerForm messageId={id} senderName={senderFirstName} />
      </section>
      <section className="guide-section" aria-labelledby="report-heading">
        <h2 id="report-heading">Report</h2>
        {reported ? (
          <p role="status">You reported this message: the site&apos;s team will look at it.</p>
        ) : (
          <>
            <p className="muted">
              Spam, harassment or anything else that should not be sent? Tell the site&apos;s team.
            </p>
            <ReportForm report={report} what="message" />
          </>
        )}
      </section>
    </main>
  );
}
