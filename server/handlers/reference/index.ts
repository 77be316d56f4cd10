// Handlers of schemas/api/reference.yaml.
import type { Handler } from '../../context';
import { getStation } from './getStation';
import { listDeliveryMethods } from './listDeliveryMethods';
import { listSmartcardCollectionPoints } from './listSmartcardCollectionPoints';
import { listStations } from './listStations';
import { lookupPostcode } from './lookupPostcode';

export const referenceHandlers: Record<string, Handler> = {
  listStations,
  getStation,
  lookupPostcode,
  listDeliveryMethods,
  listSmartcardCollectionPoints,
};
