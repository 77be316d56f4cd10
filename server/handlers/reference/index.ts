// Handlers of schemas/api/reference.yaml.
import type { TypedHandlers } from '../../context';
import { getStation } from './getStation';
import { listDeliveryMethods } from './listDeliveryMethods';
import { listSmartcardCollectionPoints } from './listSmartcardCollectionPoints';
import { listStations } from './listStations';
import { lookupPostcode } from './lookupPostcode';

export const referenceHandlers = {
  listStations,
  getStation,
  lookupPostcode,
  listDeliveryMethods,
  listSmartcardCollectionPoints,
} satisfies TypedHandlers;
