// The customer columns of list replies (000 §2 customer search columns, 000 §3 Customer).
import { customers } from '../../db/schema';

export const customerListFields = {
  id: customers.id,
  title: customers.title,
  firstNames: customers.firstNames,
  surname: customers.surname,
  email: customers.email,
  postcode: customers.postcode,
  telephoneNumber: customers.telephoneNumber,
  smartcardNumber: customers.smartcardNumber,
  isLocked: customers.isLocked,
  deleted: customers.deleted,
};
