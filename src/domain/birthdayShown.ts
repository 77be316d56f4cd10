// 001 §5 Date of birth: "the birthday is shown if the adult-birthday flag is on or the customer is under 16" (the age
// threshold 16 of 001 §9 decides the account's isOver16, server-side).

/**
 * @example birthdayShown({ isOver16: false }, false) // true
 * @example birthdayShown({ isOver16: true }, false) // false
 */
export function birthdayShown(customer: { isOver16?: boolean | null }, adultBirthdayFlag: boolean): boolean {
  return adultBirthdayFlag || customer.isOver16 === false;
}
