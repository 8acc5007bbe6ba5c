import { useRef } from 'react';
import { ExternalLink } from '../../shared/ui/ExternalLink';
import { SliderArrows } from '../../shared/ui/SliderArrows';
import { useSlider, visibleWidthStep } from '../../shared/ui/use-slider';
import './info-pages.css';

/** The four steps of a reimbursement in a slider (SPEC, Reimbursement Letter page). */
export default function ReimbursementSteps({ formUrl }: { formUrl: string }) {
  const track = useRef<HTMLOListElement>(null);
  const slider = useSlider(track, visibleWidthStep);
  return (
    <section className="step-slider" aria-labelledby="steps-heading">
      <div className="step-slider__head">
        <h2 id="steps-heading">Steps To Get Reimbursed</h2>
        <SliderArrows label="step" canPrev={slider.canPrev} canNext={slider.canNext} onPrev={slider.prev} onNext={slider.next} />
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region needs a way in for keyboard users */}
      <ol ref={track} className="step-slider__track" role="list" tabIndex={0} aria-label="Reimbursement steps">
        <li className="step-card">
          <span className="step-card__number" aria-hidden="true">
            1
          </span>
          <h3>Use the online form</h3>
          <p>
            Request every reimbursement with the{' '}
            <ExternalLink href={formUrl} data-site-href="links.reimbursementForm">
              online reimbursement form
            </ExternalLink>
            . Scanned receipts are required.
          </p>
        </li>
        <li className="step-card">
          <span className="step-card__number" aria-hidden="true">
            2
          </span>
          <h3>Through the HSA Treasurer</h3>
          <p>All requests go through the HSA Treasurer, not directly to the finance director or the principal.</p>
        </li>
        <li className="step-card">
          <span className="step-card__number" aria-hidden="true">
            3
          </span>
          <h3>Contracts need approval</h3>
          <p>
            Committee chairs cannot sign vendor contracts without approval from the HSA President and Vice President, the principal and the
            parish finance director.
          </p>
        </li>
        <li className="step-card">
          <span className="step-card__number" aria-hidden="true">
            4
          </span>
          <h3>Paying a vendor</h3>
          <p>
            A check to a vendor needs prior approval from the HSA team and the Treasurer; then submit the form. Processing takes at least
            one to two weeks.
          </p>
        </li>
      </ol>
    </section>
  );
}
