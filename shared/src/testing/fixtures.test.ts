import type { Patient } from '../contract';
import { deliveryOrderDetail, doctorRecord, patient, prescriptionInfo } from './fixtures';

// The page tests' fixtures are checked against the contract's schemas when they are built.

it('builds the models the API answers', () => {
  expect(patient().sex).toBe('1');
  expect(deliveryOrderDetail({ status: 4 }).status).toBe(4);
  expect(doctorRecord('4').status).toBe('4');
});

it('refuses a fixture saying sex: 0 where the API answers the text', () => {
  expect(() => patient({ sex: 0 } as unknown as Partial<Patient>)).toThrow(/fixture patient breaks the contract.*sex/);
});

it('refuses money in yuan and a documented field left out', () => {
  expect(() => prescriptionInfo({ charge: 126.5 })).toThrow(/charge/);
  expect(() => patient({ lunarBirthday: undefined })).toThrow(/lunarBirthday/);
});
