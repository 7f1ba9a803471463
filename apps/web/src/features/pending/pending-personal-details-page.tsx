/** /pending/personal-details: the first step of sign-up. Its form arrives with the next issue. */
export function PendingPersonalDetailsPage() {
  return (
    <div className="plain-page">
      <h1>Let&apos;s check your personal details.</h1>
      <p>
        To set up your services we need your title, name, date of birth, mobile number and email
        address. This step is not open yet.
      </p>
    </div>
  );
}

export { PendingPersonalDetailsPage as Component };
