import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorsOf } from './field-errors';
import {
  PASSWORD_HINTS,
  dateOfBirthSchema,
  emailSchema,
  hasHiddenCharacters,
  linkTokenSchema,
  mobileSchema,
  nameSchema,
  optionalAddressLineSchema,
  optionalInBody,
  passwordSchema,
  plainTextSchema,
  postcodeSchema,
  readDateInput,
  requiredAddressLineSchema,
  titleSchema,
} from './fields';

const TODAY = '2025-06-10';

/** The messages a person sees for a value: exactly one, or none when it is accepted. */
function messagesFor(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('title', () => {
  it.each(['Mr', 'Mrs', 'Miss', 'Ms', 'Dr'])('accepts %s', (title) => {
    expect(titleSchema.parse(title)).toBe(title);
  });

  it.each([
    { sees: 'no title chosen', value: '', message: 'Please enter your Title' },
    { sees: 'no title sent', value: undefined, message: 'Please enter your Title' },
    { sees: 'a title not on the list', value: 'Sir', message: 'Invalid Title provided' },
    { sees: 'a title in the wrong case', value: 'mr', message: 'Invalid Title provided' },
  ])('refuses $sees with "$message"', ({ value, message }) => {
    expect(messagesFor(titleSchema, value)).toEqual([message]);
  });
});

describe('names', () => {
  const firstName = nameSchema('First name');

  it.each([
    { value: '  Ann  ', name: 'Ann' },
    { value: 'Mary-Jane', name: 'Mary-Jane' },
    { value: 'De la Cruz', name: 'De la Cruz' },
    { value: 'Zoë', name: 'Zoë' },
    { value: 'Al', name: 'Al' },
    { value: 'A'.repeat(50), name: 'A'.repeat(50) },
    { value: "O'Brien", name: "O'Brien" },
    { value: 'O’Brien', name: 'O’Brien' },
    { value: "D'Souza", name: "D'Souza" },
    { value: 'Ó Briain', name: 'Ó Briain' },
    { value: 'Nguyễn', name: 'Nguyễn' },
    { value: "'t Hooft", name: "'t Hooft" },
    { value: 'Анна', name: 'Анна' },
    { value: '李小龙', name: '李小龙' },
    { value: 'محمد', name: 'محمد' },
  ])('accepts "$value" as "$name"', ({ value, name }) => {
    expect(firstName.parse(value)).toBe(name);
  });

  it('keeps a name in one Unicode form (NFC): "Zoe" with a combining diaeresis is "Zoë"', () => {
    const decomposed = 'Zoe\u0308';
    expect(firstName.parse(decomposed)).toBe('Zo\u00eb');
    expect(firstName.parse('Nguye\u0302\u0303n')).toBe('Nguy\u1ec5n');
  });

  it('counts the length of the NFC form: "Zo" and a combining diaeresis is 2 characters, enough', () => {
    expect(firstName.parse('Zo\u0308')).toBe('Z\u00f6');
  });

  it.each([
    { sees: 'one letter', value: 'A' },
    { sees: 'nothing', value: '' },
    { sees: 'only spaces', value: '   ' },
    { sees: 'one digit', value: '1' },
    { sees: 'no value at all', value: undefined },
  ])(
    'refuses $sees with "The length of First name must be at least of 2 characters"',
    ({ value }) => {
      expect(messagesFor(firstName, value)).toEqual([
        'The length of First name must be at least of 2 characters',
      ]);
    },
  );

  it('refuses 51 letters with "First name must be 50 characters or fewer"', () => {
    expect(messagesFor(firstName, 'A'.repeat(51))).toEqual([
      'First name must be 50 characters or fewer',
    ]);
  });

  it.each([
    'Ann1',
    'Ann!',
    'Ann_Marie',
    'Ann.',
    'O`Brien',
    'O"Brien',
    "''",
    '--',
    "' -",
    'Ann\u0000e',
    'Ann\te',
    'Ann\ne',
    'Ann\u007fe',
    'Ann\u0085e',
    'Ann\u2028e',
    'Ann\u200be',
  ])('refuses "%s" with "First name cannot contain numbers or special characters"', (value) => {
    expect(messagesFor(firstName, value)).toEqual([
      'First name cannot contain numbers or special characters',
    ]);
  });

  it('puts the label in every message', () => {
    expect(messagesFor(nameSchema('Surname'), 'S')).toEqual([
      'The length of Surname must be at least of 2 characters',
    ]);
  });
});

describe('e-mail', () => {
  const email = emailSchema();

  it.each([
    { value: ' ann@example.co.uk ', email: 'ann@example.co.uk' },
    { value: 'ann.smith+move@example.com', email: 'ann.smith+move@example.com' },
    { value: `${'a'.repeat(88)}@example.com`, email: `${'a'.repeat(88)}@example.com` },
  ])('accepts "$value"', ({ value, email: expected }) => {
    expect(email.parse(value)).toBe(expected);
  });

  it.each([
    { sees: 'an empty field', value: '', message: 'Please enter your email address' },
    { sees: 'spaces only', value: '  ', message: 'Please enter your email address' },
    { sees: 'no value', value: undefined, message: 'Please enter your email address' },
    { sees: 'no @', value: 'ann.example.com', message: 'Please enter a valid email address' },
    { sees: 'no domain', value: 'ann@', message: 'Please enter a valid email address' },
    { sees: 'a space inside', value: 'ann @x.com', message: 'Please enter a valid email address' },
    {
      sees: '101 characters',
      value: `${'a'.repeat(89)}@example.com`,
      message: 'Please enter a valid email address',
    },
  ])('refuses $sees with "$message"', ({ value, message }) => {
    expect(messagesFor(email, value)).toEqual([message]);
  });
});

describe('password', () => {
  it.each(['Abcde1!', 'Pa55word£', `Aa1!${'x'.repeat(28)}`])('accepts "%s"', (password) => {
    expect(passwordSchema.parse(password)).toBe(password);
  });

  it.each([
    { sees: 'five characters', value: 'Ab1!x' },
    { sees: '33 characters', value: `Aa1!${'x'.repeat(29)}` },
    { sees: 'no upper case letter', value: 'abcde1!' },
    { sees: 'no lower case letter', value: 'ABCDE1!' },
    { sees: 'no digit', value: 'Abcdef!' },
    { sees: 'no special character', value: 'Abcdef1' },
    { sees: 'nothing', value: '' },
  ])(
    'refuses a password with $sees with "Please ensure your password match the criteria above"',
    ({ value }) => {
      expect(messagesFor(passwordSchema, value)).toEqual([
        'Please ensure your password match the criteria above',
      ]);
    },
  );

  it('lists the hints the page shows, in order', () => {
    expect(PASSWORD_HINTS.map((hint) => hint.text)).toEqual([
      '6-32 characters',
      'Uppercase and lowercase',
      'Number(s)',
      'Special character(s)',
    ]);
  });

  it.each([
    { value: 'abc', met: [] },
    { value: 'abcdef', met: ['length'] },
    { value: 'Abcdef', met: ['length', 'upperAndLowerCase'] },
    { value: 'Abcde1', met: ['length', 'upperAndLowerCase', 'number'] },
    { value: 'Abcd1!', met: ['length', 'upperAndLowerCase', 'number', 'specialCharacter'] },
    { value: 'a b', met: [] },
  ])('ticks $met for "$value"', ({ value, met }) => {
    expect(PASSWORD_HINTS.filter((hint) => hint.isMetBy(value)).map((hint) => hint.id)).toEqual(
      met,
    );
  });
});

describe('mobile', () => {
  const mobile = mobileSchema();

  it.each(['07700900789', ' 07700900789 '])('accepts "%s"', (value) => {
    expect(mobile.parse(value)).toBe('07700900789');
  });

  it.each([
    { sees: 'an empty field', value: '', message: 'Please enter a valid UK mobile number' },
    { sees: 'no value', value: undefined, message: 'Please enter a valid UK mobile number' },
    {
      sees: 'a space inside',
      value: '07700 900789',
      message: 'Please enter a valid UK mobile number without spaces, starting with 07',
    },
    {
      sees: 'ten digits',
      value: '0770090078',
      message: 'Please enter a valid UK mobile number without spaces, starting with 07',
    },
    {
      sees: 'twelve digits',
      value: '077009007890',
      message: 'Please enter a valid UK mobile number without spaces, starting with 07',
    },
    {
      sees: 'a landline',
      value: '02079460123',
      message: 'Please enter a valid UK mobile number without spaces, starting with 07',
    },
    {
      sees: 'the +44 form',
      value: '+447700900789',
      message: 'Please enter a valid UK mobile number without spaces, starting with 07',
    },
  ])('refuses $sees with "$message"', ({ value, message }) => {
    expect(messagesFor(mobile, value)).toEqual([message]);
  });
});

describe('date inputs', () => {
  it.each([
    { sees: 'three inputs', input: { day: '7', month: '3', year: '1990' }, date: '1990-03-07' },
    { sees: 'an API date', input: '1990-03-07', date: '1990-03-07' },
    { sees: 'midnight UTC', input: '1990-03-07T00:00:00.000Z', date: '1990-03-07' },
    { sees: 'midnight UTC, short', input: '1990-03-07T00:00Z', date: '1990-03-07' },
    { sees: 'a shown date', input: '07/03/1990', date: '1990-03-07' },
    { sees: 'empty inputs', input: { day: '', month: '', year: '' }, date: 'blank' },
    { sees: 'inputs not yet typed', input: {}, date: 'blank' },
    { sees: 'an empty string', input: ' ', date: 'blank' },
    { sees: 'a part missing', input: { day: '7', month: '', year: '1990' }, date: null },
    { sees: '31 February', input: { day: '31', month: '2', year: '2024' }, date: null },
    { sees: 'a time of day', input: '1990-03-07T10:00:00Z', date: null },
    { sees: 'an impossible API date', input: '1990-02-30', date: null },
    { sees: 'words', input: 'next Tuesday', date: null },
  ])('reads $sees as $date', ({ input, date }) => {
    expect(readDateInput(input)).toBe(date);
  });
});

describe('date of birth (today is 10 June 2025)', () => {
  const dateOfBirth = dateOfBirthSchema({ today: TODAY });

  it.each([
    { sees: 'the 18th birthday today', input: { day: '10', month: '06', year: '2007' } },
    { sees: 'the day before the 100th birthday', input: { day: '11', month: '06', year: '1925' } },
    { sees: 'an API date', input: '1990-01-31' },
  ])('accepts $sees', ({ input }) => {
    expect(dateOfBirth.safeParse(input).success).toBe(true);
  });

  it.each([
    { sees: 'empty inputs', input: { day: '', month: '', year: '' } },
    { sees: 'no value', input: undefined },
    { sees: '30 February', input: { day: '30', month: '02', year: '1990' } },
    { sees: 'a two-digit year', input: { day: '01', month: '02', year: '90' } },
  ])('refuses $sees with "Please enter a valid Date of Birth"', ({ input }) => {
    expect(messagesFor(dateOfBirth, input)).toEqual(['Please enter a valid Date of Birth']);
  });

  it.each([
    { sees: 'a day short of 18', input: { day: '11', month: '06', year: '2007' } },
    { sees: 'a date in the future', input: { day: '01', month: '01', year: '2030' } },
  ])('refuses $sees with "You must be at least 18 years of age to sign up"', ({ input }) => {
    expect(messagesFor(dateOfBirth, input)).toEqual([
      'You must be at least 18 years of age to sign up',
    ]);
  });

  it(`refuses a 100th birthday today with "If you're over 99, please reach out via the 'Get in touch' section at the bottom of the page"`, () => {
    expect(messagesFor(dateOfBirth, { day: '10', month: '06', year: '1925' })).toEqual([
      "If you're over 99, please reach out via the 'Get in touch' section at the bottom of the page",
    ]);
  });

  it('gives the form and the route the same answer with the error on the field', () => {
    const result = dateOfBirth.safeParse({ day: '11', month: '06', year: '2007' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([]);
  });
});

describe('postcode', () => {
  const postcode = postcodeSchema();

  it.each([
    { value: 'sw1a1aa', postcode: 'SW1A 1AA' },
    { value: ' SW1A 1AA ', postcode: 'SW1A 1AA' },
    { value: 'ec1a  1bb', postcode: 'EC1A 1BB' },
    { value: 'm11ae', postcode: 'M1 1AE' },
    { value: 'CF10 1EP', postcode: 'CF10 1EP' },
    { value: 'EH1 1YZ', postcode: 'EH1 1YZ' },
    { value: 'bt11aa', postcode: 'BT1 1AA' },
  ])('reads "$value" as "$postcode"', ({ value, postcode: expected }) => {
    expect(postcode.parse(value)).toBe(expected);
  });

  it.each([
    { sees: 'an empty field', value: '', message: 'Please tell me the postcode of your new home' },
    { sees: 'no value', value: undefined, message: 'Please tell me the postcode of your new home' },
    { sees: 'an outcode only', value: 'SW1A', message: "We don't recognise this postcode" },
    { sees: 'a made-up code', value: 'ABC 123', message: "We don't recognise this postcode" },
    { sees: 'a letter too many', value: 'SW1A 1AAA', message: "We don't recognise this postcode" },
    { sees: 'a US zip code', value: '90210', message: "We don't recognise this postcode" },
  ])('refuses $sees with "$message"', ({ value, message }) => {
    expect(messagesFor(postcode, value)).toEqual([message]);
  });
});

describe('address lines', () => {
  const line1 = requiredAddressLineSchema({
    label: 'Address line 1',
    required: 'Please enter an address line 1',
  });
  const line2 = optionalAddressLineSchema({ label: 'Address line 2' });

  it('trims a line and keeps 100 characters', () => {
    expect(line1.parse(` ${'a'.repeat(100)} `)).toBe('a'.repeat(100));
  });

  it('refuses 101 characters with "Address line 1 must be 100 characters or fewer"', () => {
    expect(messagesFor(line1, 'a'.repeat(101))).toEqual([
      'Address line 1 must be 100 characters or fewer',
    ]);
    expect(messagesFor(line2, 'a'.repeat(101))).toEqual([
      'Address line 2 must be 100 characters or fewer',
    ]);
  });

  it('leaves an optional line empty when it is not given', () => {
    expect(line2.parse(undefined)).toBe('');
  });

  it.each([
    'Park\u0000Row',
    'Park\tRow',
    'Park\nRow',
    'Park\r\nRow',
    'Park\u007fRow',
    'Park\u009bRow',
  ])(
    'refuses %j with "Address line 1 cannot contain tabs, line breaks or other hidden characters"',
    (value) => {
      expect(messagesFor(line1, value)).toEqual([
        'Address line 1 cannot contain tabs, line breaks or other hidden characters',
      ]);
      expect(messagesFor(line2, value)).toEqual([
        'Address line 2 cannot contain tabs, line breaks or other hidden characters',
      ]);
    },
  );

  it('keeps the symbols an address has ("Flat 2/B, St. Mary\'s & Co (rear) – №5")', () => {
    const line = "Flat 2/B, St. Mary's & Co (rear) – №5";
    expect(line1.parse(line)).toBe(line);
  });

  it('trims a line break at either end, as any whitespace', () => {
    expect(line1.parse('\tPark Row\r\n')).toBe('Park Row');
  });

  it('says only that a line is too long when it is also holds a NUL', () => {
    expect(messagesFor(line1, `${'a'.repeat(100)}\u0000`)).toEqual([
      'Address line 1 must be 100 characters or fewer',
    ]);
  });
});

describe('hidden characters', () => {
  it.each([
    ['NUL', '\u0000'],
    ['a tab', '\t'],
    ['a line feed', '\n'],
    ['a carriage return', '\r'],
    ['the last C0 control', '\u001f'],
    ['DEL', '\u007f'],
    ['the first C1 control', '\u0080'],
    ['next line (C1)', '\u0085'],
    ['the last C1 control', '\u009f'],
    ['the line separator', '\u2028'],
    ['the paragraph separator', '\u2029'],
    ['an unpaired high surrogate', '\ud800'],
    ['an unpaired low surrogate', '\udc00'],
  ])('finds %s', (_name, character) => {
    expect(hasHiddenCharacters(`a${character}b`)).toBe(true);
  });

  it.each(['Ó Briain', 'Nguyễn', "O'Brien – №5 & Co", 'Flat 😀', '\u00a0', '\u00a1'])(
    'finds none in %j',
    (text) => {
      expect(hasHiddenCharacters(text)).toBe(false);
    },
  );

  it("refuses them in free text with the label's sentence", () => {
    const source = plainTextSchema({ label: 'Source', maxLength: 100 });
    expect(source.parse(' newsletter ')).toBe('newsletter');
    expect(messagesFor(source, 'news\u0000letter')).toEqual([
      'Source cannot contain tabs, line breaks or other hidden characters',
    ]);
  });

  it.each([
    {
      field: 'e-mail',
      schema: emailSchema(),
      value: 'ann\u0000@example.com',
      message: 'Please enter a valid email address',
    },
    {
      field: 'mobile',
      schema: mobileSchema(),
      value: '07700\t900123',
      message: 'Please enter a valid UK mobile number without spaces, starting with 07',
    },
    {
      field: 'postcode',
      schema: postcodeSchema(),
      value: 'LS1\t4AP',
      message: "We don't recognise this postcode",
    },
    {
      field: 'postcode',
      schema: postcodeSchema(),
      value: 'LS1\u00004AP',
      message: "We don't recognise this postcode",
    },
    {
      field: 'link token',
      schema: linkTokenSchema('Incorrect Token Error!'),
      value: 'abc\u0000def',
      message: 'Incorrect Token Error!',
    },
    {
      field: 'password',
      schema: passwordSchema,
      value: 'Moving\u0000day1',
      message: 'Please ensure your password match the criteria above',
    },
    {
      field: 'password',
      schema: passwordSchema,
      value: 'Moving\tday1',
      message: 'Please ensure your password match the criteria above',
    },
    {
      field: 'date of birth',
      schema: dateOfBirthSchema({ today: TODAY }),
      value: '1990-05-0\u00001',
      message: 'Please enter a valid Date of Birth',
    },
  ])('refuses them in the $field with "$message"', ({ schema, value, message }) => {
    expect(messagesFor(schema, value)).toEqual([message]);
  });
});

describe('values from a body', () => {
  it.each(['', null, '   ', undefined])('treats %j as not given', (value) => {
    expect(optionalInBody(mobileSchema()).parse(value)).toBeUndefined();
  });

  it('still checks a value that is given', () => {
    expect(messagesFor(optionalInBody(mobileSchema()), '0712')).toEqual([
      'Please enter a valid UK mobile number without spaces, starting with 07',
    ]);
  });

  it.each([
    { token: 'aB3_-x.9~', isAccepted: true },
    { token: '', isAccepted: false },
    { token: 'has space', isAccepted: false },
    { token: 'a/b', isAccepted: false },
    { token: 'a'.repeat(513), isAccepted: false },
  ])('accepts the link token "$token": $isAccepted', ({ token, isAccepted }) => {
    expect(messagesFor(linkTokenSchema('Incorrect Token Error!'), token)).toEqual(
      isAccepted ? [] : ['Incorrect Token Error!'],
    );
  });

  it('keys the first message of each field by its dotted path', () => {
    const error = postcodeSchema().safeParse('').error;
    expect(error && fieldErrorsOf(error)).toEqual({
      '': 'Please tell me the postcode of your new home',
    });
  });
});
