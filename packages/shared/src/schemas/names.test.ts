import { describe, expect, it } from 'vitest';
import { ZFirstName, ZLastName, ZProfileForm, ZReferralName } from './auth';
import { ZContactBody } from './support';
import { ZReferenceRequest } from './references';
import { isPersonName, personNameOnly } from './names';
import { sampleSectionData } from '../application/samples';
import { sectionByKey } from '../application/sections';
import { validateSection } from '../application/validate';

const ACCEPTED = ['José', 'O\'Neil', 'O’Neil', 'Anne-Marie', '李', '李 小龍', 'Zoë Ñúñez', 'Nguyễn', 'Ólafsdóttir', 'Владимир', 'محمد', 'देवी', 'Mary Ann'];
const REFUSED = ['paypal.com', 'Dr. Smith', 'St. John', 'Smith, Jr', 'Agent 007', 'R2D2', 'a@b', 'Verify at evil.com', 'Ann!', 'x/y', '<b>', "'-'", '-', '_', 'Ann\u202eSmith', 'Tab\tName', 'Line\nbreak'];

describe('the one rule for a person’s name', () => {
  it.each(ACCEPTED)('accepts %s', (name) => expect(isPersonName(name)).toBe(true));
  it.each(REFUSED)('refuses %j', (name) => expect(isPersonName(name)).toBe(false));

  it('is the rule of every form where a name is typed, with each form’s message', () => {
    const sign = (v: string) => ZFirstName.safeParse(v);
    expect(sign('José').success).toBe(true);
    expect(sign('Dr. Smith').error?.issues[0]?.message).toBe('Please enter only alphabets.');
    expect(ZLastName.safeParse('paypal.com').error?.issues[0]?.message).toBe('Please enter only alphabets.');
    expect(ZReferralName.safeParse('Smith, Jr').success).toBe(false);
    expect(ZProfileForm.safeParse({ fName: 'Anne-Marie', lName: "O'Neil" }).success).toBe(true);
    expect(ZProfileForm.safeParse({ fName: 'Anne.Marie', lName: "O'Neil" }).success).toBe(false);
    const contact = { email: 'a@example.com', description: 'Hello', phone: '123-456-7890' };
    expect(ZContactBody.safeParse({ ...contact, fullName: "Anne-Marie O'Neil" }).success).toBe(true);
    expect(ZContactBody.safeParse({ ...contact, fullName: 'paypal.com' }).error?.issues[0]?.message).toBe('Please enter only alphabets.');
    const referee = { salutation: 'Ms.', lastName: 'Lee', contactMethod: 'phone', phone: '918-555-0142', country: 'US', city: 'Tulsa', state: 'OK', referenceType: 'Manager', referenceIsOrWasMy: 'Coworker', workTogetherFrom: '2020-01', workTogetherTo: '2021-01', referenceJobTitleWhenWorkingWithMe: 'RN', companyName: 'Care' };
    expect(ZReferenceRequest.safeParse({ ...referee, firstName: '李' }).success).toBe(true);
    expect(ZReferenceRequest.safeParse({ ...referee, firstName: 'paypal.com' }).error?.issues[0]?.message).toBe('Please enter only alphabets.');
  });

  it('is the rule of the application’s name fields', () => {
    const personal = sectionByKey('personalInfo');
    const messageOf = (fName: string) => {
      const result = validateSection(personal, { ...(sampleSectionData(personal) as object), fName, lName: 'Nguyễn' }, { now: new Date('2026-11-24T12:00:00Z') });
      return result.success ? undefined : result.errors.find((e) => e.path === 'fName')?.message;
    };
    expect(messageOf('José')).toBeUndefined();
    expect(messageOf('Dr. Smith')).toBe('Please enter only alphabets.');
  });
});

describe('a stored name shown to someone else', () => {
  it('keeps only what the rule allows', () => {
    expect(personNameOnly('paypal.com Urgent. Verify at evil.com')).toBe('paypalcom Urgent Verify at evilcom');
    expect(personNameOnly('Dr. José  O’Neil-Smith')).toBe('Dr José O’Neil-Smith');
    expect(personNameOnly('李 小龍')).toBe('李 小龍');
    expect(isPersonName(personNameOnly('Ann <b>2</b> https://x.y/z'))).toBe(true);
  });
});
