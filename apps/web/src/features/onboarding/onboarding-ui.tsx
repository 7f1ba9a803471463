import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OnboardingNotification } from '../../api/onboarding-state';

/** A notice at the top of a page ('New address updated'), announced when it appears. */
export function OnboardingNotice({ notification }: { notification: OnboardingNotification }) {
  return (
    <p
      className={`notice onboarding-notice onboarding-notice--${notification.variant}`}
      role="status"
    >
      {notification.message}
    </p>
  );
}

/** "Back" (or "Cancel") as a secondary button beside a form's submit. */
export function BackLink({ to, children = 'Back' }: { to: string; children?: ReactNode }) {
  return (
    <Link className="button button--secondary" to={to}>
      {children}
    </Link>
  );
}
