// Handlers of schemas/api/railcards.yaml.
import type { TypedHandlers } from '../../context';
import { addRailcard } from './addRailcard';
import { changeRailcardState } from './changeRailcardState';
import { editDigitalRailcard } from './editDigitalRailcard';
import { editRailcard } from './editRailcard';
import { getDigitalRailcard } from './getDigitalRailcard';
import { getRailcardApplication } from './getRailcardApplication';
import { getRailcardHistory } from './getRailcardHistory';
import { getRailcardPhoto } from './getRailcardPhoto';
import { listCustomerRailcards } from './listCustomerRailcards';
import { listDigitalRailcardEmails } from './listDigitalRailcardEmails';
import { listDigitalRailcards } from './listDigitalRailcards';
import { listRailcardRejectReasons } from './listRailcardRejectReasons';
import { listRailcardTypes } from './listRailcardTypes';
import { removeDigitalRailcardDevice } from './removeDigitalRailcardDevice';
import { replaceDigitalRailcardPhoto } from './replaceDigitalRailcardPhoto';
import { searchRailcardApplications } from './searchRailcardApplications';
import { sendDigitalRailcardEmail } from './sendDigitalRailcardEmail';
import { setDigitalRailcardState } from './setDigitalRailcardState';

export const railcardsHandlers = {
  listRailcardTypes,
  listRailcardRejectReasons,
  listCustomerRailcards,
  addRailcard,
  changeRailcardState,
  editRailcard,
  searchRailcardApplications,
  getRailcardApplication,
  getRailcardPhoto,
  getRailcardHistory,
  listDigitalRailcards,
  getDigitalRailcard,
  setDigitalRailcardState,
  replaceDigitalRailcardPhoto,
  removeDigitalRailcardDevice,
  editDigitalRailcard,
  listDigitalRailcardEmails,
  sendDigitalRailcardEmail,
} satisfies TypedHandlers;
