import { describe, expect, it } from 'vitest';
import { leadBodyOf } from './new-lead-page';

const blankDate = { day: '', month: '', year: '' };

describe('the add-a-lead form’s body', () => {
  it('leaves out what was not given, trims the rest and sends a date as its parts', () => {
    expect(
      leadBodyOf({
        title: '',
        firstName: ' Priya ',
        surname: 'Shah',
        dateOfBirth: blankDate,
        emailAddress: 'priya@example.com ',
        contactNumber: '   ',
        inviteBy: 'email',
        postcode: 'LS1 4AP',
        moveInDate: { day: '14', month: '12', year: '' },
        enrolmentType: '',
        branchId: '101',
      }),
    ).toEqual({
      firstName: 'Priya',
      surname: 'Shah',
      emailAddress: 'priya@example.com',
      inviteBy: 'email',
      postcode: 'LS1 4AP',
      // A part-filled date goes as it is, so the API names what is missing in its own words.
      moveInDate: { day: '14', month: '12', year: '' },
      branchId: '101',
    });
  });
});
