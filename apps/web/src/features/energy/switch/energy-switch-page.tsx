import { useQuery, useQueryClient } from '@tanstack/react-query';
import { unknownMeterNotice } from '@threshold/domain/messages/unknown-meter';
import { useNavigate } from 'react-router';
import { supplyCheckQuery } from '../api/supply-check';
import { describeError } from '../../../api/error-message';
import { ownEnrolmentQuery } from '../../../enrolment/own-enrolment';
import { WorkingStatus } from '../../../ui/working-status';
import {
  fetchStartDate,
  saveStartDate,
  START_DATE_KEY,
  stepAfterSwitch,
  stepBeforeSwitch,
} from './energy-switch.api';
import { EnergySwitchForm } from './energy-switch-form';
import { EnergySwitchStyles } from './energy-switch-styles';

/** /enrolment/energy/switch (service-journeys 2 "Supply start date"). */
export function EnergySwitchPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enrolment = useQuery(ownEnrolmentQuery);
  // The window depends on today, the move-in date, the tariff and the consent: always read afresh.
  const window = useQuery({ queryKey: START_DATE_KEY, queryFn: fetchStartDate, staleTime: 0 });
  // The meter facts and whether the move-in date is ahead: the API's answer, as on energy usage.
  const supply = useQuery(supplyCheckQuery);
  const failed = enrolment.isError
    ? enrolment
    : window.isError
      ? window
      : supply.isError
        ? supply
        : null;
  const notice = supply.data ? unknownMeterNotice(supply.data) : null;

  return (
    <div className="form-page energy-switch-page">
      <EnergySwitchStyles />
      <div className="page-intro">
        <h1>Your supply start date</h1>
        <p className="page-intro__subtitle">Choose the day your new energy supplier takes over.</p>
      </div>
      {failed ? (
        <div className="notice notice--error" role="alert">
          <p>{describeError(failed.error)}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void failed.refetch()}
          >
            Try again
          </button>
        </div>
      ) : enrolment.data && window.data && supply.data ? (
        <>
          {notice && <p className="notice">{notice}</p>}
          <EnergySwitchForm
            window={window.data}
            backTo={stepBeforeSwitch(enrolment.data)}
            save={saveStartDate}
            onSaved={async (saved) => {
              queryClient.setQueryData(START_DATE_KEY, saved);
              await navigate(stepAfterSwitch(enrolment.data));
            }}
          />
        </>
      ) : (
        <WorkingStatus message="Working out your start dates" />
      )}
    </div>
  );
}

export { EnergySwitchPage as Component };
